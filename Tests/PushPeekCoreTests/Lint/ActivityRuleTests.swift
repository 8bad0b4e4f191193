import Testing
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekMaps
@testable import PushPeekApp
@testable import PushPeekSend
@testable import PushPeekPresentation
@testable import PushPeekLint
@testable import PushPeekInteraction
@testable import PushPeekSession

/// The ActivityKit rules, each against Apple's "Starting and updating Live Activities with ActivityKit
/// push notifications" and the ActivityKit reference (`ContentState`, `update(_:alertConfiguration:timestamp:)`).
@Suite("ActivityKit lint rules")
struct ActivityRuleTests {
    static let app = """
    {"liveActivities": [{"attributesType": "DeliveryAttributes",
      "attributes": {"orderNumber": "int"},
      "contentState": {"status": {"enum": ["preparing", "onTheWay"]}, "eta": "date", "progress": "double",
                       "courierName": "string", "note": "string?", "tracking": {"object": {"url": "url", "live": "bool"}, "optional": true},
                       "stops": ["int"]}}]}
    """
    /// 2026-11-30 18:00:00 UTC, and an ETA half an hour later as a Date (seconds since 2001).
    static let now = "1796061600"
    static let eta = "817756200"
    static let state = #"{"status":"onTheWay","eta":817756200,"progress":0.5,"courierName":"Sam","stops":[1,2]}"#

    static func update(_ state: String = state, timestamp: String = now, extra: String = "") -> String {
        #"{"aps":{"timestamp":\#(timestamp),"event":"update","content-state":\#(state)\#(extra)}}"#
    }

    static let start = #"{"aps":{"timestamp":1796061600,"event":"start","attributes-type":"DeliveryAttributes","attributes":{"orderNumber":4711},"content-state":\#(state),"alert":{"title":"Order","body":"Preparing"}}}"#

    static let cases: [PayloadRuleCase] = [
        .init(rule: .contentState, bad: update(#"{"status":"onTheWay","eta":817756200,"progress":0.5,"stops":[]}"#), at: #"{"status""#,
              severity: .error, good: update(), name: "missing key"),
        .init(rule: .contentState, bad: update(#"{"status":"onTheWay","eta":817756200,"progress":"0.5","courierName":"Sam","stops":[]}"#),
              at: #""0.5""#, severity: .error, good: update(), name: "wrong type"),
        .init(rule: .contentState, bad: update(#"{"status":"onTheWay","eta":817756200,"progress":0.5,"courier_name":"Sam","stops":[]}"#),
              at: #""courier_name""#, severity: .error, good: update(), name: "snake_case"),
        .init(rule: .contentState, bad: update(#"{"status":"on_the_way","eta":817756200,"progress":0.5,"courierName":"Sam","stops":[]}"#),
              at: #""on_the_way""#, severity: .error, good: update(), name: "enum raw value"),
        .init(rule: .contentState, bad: update(#"{"status":"onTheWay","eta":817756200,"progress":0.5,"courierName":"Sam","stops":[],"speed":3}"#),
              at: #""speed""#, severity: .warning, good: update(), name: "extra key"),
        .init(rule: .contentState, bad: update(#"{"status":"onTheWay","eta":817756200,"progress":0.5,"courierName":"Sam","stops":[1.5]}"#),
              at: "1.5", severity: .error, good: update(), name: "array element"),
        .init(rule: .contentState, bad: update(#"{"status":"onTheWay","eta":817756200,"progress":0.5,"courierName":"Sam","stops":[],"tracking":{"url":"","live":1}}"#),
              at: "1}", severity: .error,
              good: update(#"{"status":"onTheWay","eta":817756200,"progress":0.5,"courierName":"Sam","stops":[],"tracking":{"url":"https://x.example","live":true}}"#),
              name: "nested bool"),
        .init(rule: .contentState, bad: update(#"{"status":"onTheWay","eta":817756200,"progress":0.5,"courierName":null,"stops":[]}"#),
              at: "null", severity: .error, good: update(#"{"status":"onTheWay","eta":817756200,"progress":0.5,"courierName":"Sam","stops":[],"note":null}"#),
              name: "null"),
        .init(rule: .contentState, bad: #"{"aps":{"timestamp":1796061600,"event":"update"}}"#, at: #"{"timestamp""#, severity: .error,
              good: #"{"aps":{"timestamp":1796061600,"event":"end"}}"#, name: "missing content-state"),
        .init(rule: .activityDate, bad: update(#"{"status":"onTheWay","eta":1796063400,"progress":0.5,"courierName":"Sam","stops":[]}"#),
              at: "1796063400", severity: .error, good: update(), name: "unix"),
        .init(rule: .activityDate, bad: update(#"{"status":"onTheWay","eta":1796063400000,"progress":0.5,"courierName":"Sam","stops":[]}"#),
              at: "1796063400000", severity: .error, good: update(), name: "milliseconds"),
        .init(rule: .activityTimestamp, bad: #"{"aps":{"event":"update","content-state":\#(state)}}"#, at: #"{"event""#, severity: .error,
              good: update(), name: "missing"),
        .init(rule: .activityTimestamp, bad: update(timestamp: "1796061600000"), at: "1796061600000", severity: .error, good: update(),
              name: "milliseconds"),
        .init(rule: .activityTimestamp, bad: update(timestamp: "1796061000"), at: "1796061000", severity: .error,
              good: update(timestamp: "1796062000"), before: update(), name: "older than the previous"),
        .init(rule: .activityEvent, bad: #"{"aps":{"timestamp":1796061600,"event":"Update","content-state":\#(state)}}"#, at: #""Update""#,
              severity: .error, good: update(), name: "unknown"),
        .init(rule: .activityEvent, bad: #"{"aps":{"timestamp":1796061600,"content-state":\#(state)}}"#, at: #"{"timestamp""#,
              severity: .error, good: update(), name: "missing"),
        .init(rule: .activityAttributes, bad: #"{"aps":{"timestamp":1796061600,"event":"start","content-state":\#(state)}}"#, at: #""start""#,
              severity: .error, good: start, name: "push-to-start without attributes"),
        .init(rule: .activityAttributes, bad: start.replacingOccurrences(of: "4711", with: #""4711""#), at: #""4711""#,
              severity: .error, good: start, name: "attributes mismatch"),
        .init(rule: .activityAttributes, bad: start.replacingOccurrences(of: #""DeliveryAttributes""#, with: #""DeliveryAttribute""#),
              at: #""DeliveryAttribute""#, severity: .error, good: start, name: "unknown type"),
        .init(rule: .staleDate, bad: update(extra: #","stale-date":1796061000"#), at: "1796061000", severity: .error,
              good: update(extra: #","stale-date":1796062800"#)),
        .init(rule: .dismissalDate, bad: update(extra: #","dismissal-date":1796062800"#), at: #""dismissal-date""#, severity: .warning,
              good: #"{"aps":{"timestamp":1796061600,"event":"end","content-state":\#(state),"dismissal-date":1796062800}}"#),
        .init(rule: .activityAlert, bad: update(extra: #","alert":{"title":"On the way","subtitle":"Sam","body":"b"}"#), at: #""subtitle""#,
              severity: .warning, good: update(extra: #","alert":{"title":"On the way","body":"b","sound":"default"}"#)),
        .init(rule: .activitySize, bad: update(#"{"status":"onTheWay","eta":817756200,"progress":0.5,"courierName":"\#(String(repeating: "S", count: 4100))","stops":[]}"#),
              at: #"{"status""#, severity: .error, good: update()),
        .init(rule: .activityAvailability, bad: start, at: #""start""#, severity: .note, good: update(), name: "push-to-start"),
        .init(rule: .activityAvailability, bad: start.replacingOccurrences(of: #""alert""#, with: #""input-push-channel":"dHJhY2tpbmc=","alert""#),
              at: #""input-push-channel""#, severity: .note, good: update(), name: "broadcast"),
        .init(rule: .activityAvailability, bad: update(extra: #","stale-date":1796062800"#), at: #""stale-date""#, severity: .note,
              good: update(), name: "stale-date"),
    ]

    static func lint(_ payload: String, before: String? = nil, pushType: String = "alert") throws -> [Diagnostic] {
        let app = try LintTestSupport.app(app).0
        let options = LintOptions(pushType: pushType)
        let sequence = ActivityLintSequence()
        if let before { _ = PayloadLinter.lint(Array(before.utf8), file: "before.json", options: options, app: app, sequence: sequence) }
        return PayloadLinter.lint(Array(payload.utf8), file: "payload.json", options: options, app: app, sequence: sequence) ?? []
    }

    @Test(arguments: cases)
    func flagsTheBadPushAtItsPosition(_ testCase: PayloadRuleCase) throws {
        let diagnostics = try Self.lint(testCase.bad, before: testCase.before, pushType: testCase.pushType)
        let expected = try #require(LintTestSupport.position(of: testCase.at, in: testCase.bad, occurrence: testCase.occurrence))
        let found = diagnostics.with(testCase.rule)
        #expect(found.contains { $0.location.line == expected.line && $0.location.column == expected.column && $0.severity == testCase.severity },
                "expected \(testCase.rule.rawValue) at \(expected.line):\(expected.column): \(diagnostics.map(\.textLine))")
    }

    @Test(arguments: cases)
    func passesTheCloseGoodPush(_ testCase: PayloadRuleCase) throws {
        let diagnostics = try Self.lint(testCase.good, before: testCase.before, pushType: testCase.pushType)
        #expect(diagnostics.with(testCase.rule).isEmpty, "\(diagnostics.map(\.textLine))")
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map(\.textLine))")
    }

    @Test func messagesSayWhatTheDeviceDoes() throws {
        let snake = try Self.lint(Self.update(#"{"status":"onTheWay","eta":817756200,"progress":0.5,"courier_name":"Sam","stops":[]}"#))
        #expect(snake.with(.contentState).first?.message.contains("the device drops the update (\"Unable to decode content state\")") == true)
        #expect(snake.with(.contentState).first?.message.contains("the property is courierName") == true)
        let unix = try Self.lint(Self.update(#"{"status":"onTheWay","eta":1796063400,"progress":0.5,"courierName":"Sam","stops":[]}"#))
        let message = try #require(unix.with(.activityDate).first?.message)
        #expect(message.contains("the device shows 2057-11-30 18:30:00 UTC"), "\(message)")
        #expect(message.contains("meant 2026-11-30 18:30:00 UTC? send 817756200"), "\(message)")
        let camel = ActivityField(name: "deliveryNote", type: .optional(.string))
        let snakeIssue = ActivityStateChecker.check(try JSONParser.parse(Array(#"{"delivery_note":"x"}"#.utf8)), fields: [camel])
        #expect(snakeIssue.first?.message.contains("is snake_case: the decoder ignores it and the optional deliveryNote stays nil") == true)
        let enumValue = try Self.lint(Self.update(#"{"status":"ontheway","eta":817756200,"progress":0.5,"courierName":"Sam","stops":[]}"#))
        #expect(enumValue.with(.contentState).first?.message.contains("did you mean \"onTheWay\"") == true)
    }

    @Test func pushTypeLiveActivityForcesTheRules() throws {
        let bare = #"{"aps":{"alert":{"title":"x","body":"y"}}}"#
        #expect(try Self.lint(bare).with(.activityEvent).isEmpty)
        #expect(try Self.lint(bare, pushType: "liveactivity").with(.activityEvent).count == 1)
        #expect(ActivityPayload.detects(try JSONParser.parse(Array(Self.update().utf8))))
        #expect(!ActivityPayload.detects(try JSONParser.parse(Array(bare.utf8))))
    }

    @Test func withoutTheActivityTheStateIsNotCheckedAndLintSaysSo() throws {
        let diagnostics = PayloadLinter.lint(Array(Self.update().utf8), file: "payload.json") ?? []
        let note = try #require(diagnostics.with(.contentState).first)
        #expect(note.severity == .note && note.message.contains("pass --app with liveActivities"), "\(note.message)")
    }

    @Test func aDroppedUpdateDoesNotMoveTheTimestampOn() throws {
        let dropped = Self.update(#"{"status":"gone"}"#, timestamp: "1796062000")
        let diagnostics = try Self.lint(Self.update(timestamp: "1796061800"), before: dropped)
        #expect(diagnostics.with(.activityTimestamp).isEmpty, "\(diagnostics.map(\.textLine))")
    }

    @Test func checkingGrowsWithThePayload() throws {
        // Counting: ten times the stops, about ten times the work, in one pass; the last stop is bad.
        let fields: [ActivityField] = [ActivityField(name: "stops", type: .array(.int))]
        func check(_ count: Int, bad: (Int) -> Bool) throws -> (work: Int, issues: [ActivityDecodingIssue]) {
            let stops = (0..<count).map { bad($0) ? "1.5" : "1" }.joined(separator: ",")
            let node = try JSONParser.parse(Array(#"{"status":"onTheWay","eta":1,"progress":0,"courierName":"","stops":[\#(stops)]}"#.utf8))
            var issues: [ActivityDecodingIssue] = []
            let work = WorkCounter.measure { issues = ActivityStateChecker.check(node, fields: fields) }
            return (work, issues)
        }
        let small = try check(100) { $0 == 99 }, large = try check(1_000) { $0 == 999 }
        #expect(small.issues.count == 1 + 4 && large.issues.count == 1 + 4)
        #expect(large.issues.first?.path == "stops[999]")
        #expect(small.work >= 100 && Double(large.work) / Double(small.work) < 11, "100 → \(small.work), 1,000 → \(large.work)")
        // Every stop bad: the first 50 are reported and the rest is not looked at.
        let allBad = try check(1_000) { _ in true }
        #expect(allBad.issues.filter { $0.kind == .undecodable }.count == ActivityStateChecker.maximumIssues)
        #expect(allBad.work < small.work, "\(allBad.work)")
    }

    @Test("a struct of 10× the fields against an array of 10× the objects missing them is not 100× the work")
    func missingFieldsStopAtTheCap() throws {
        func check(_ count: Int, optional: Bool) throws -> (work: Int, issues: [ActivityDecodingIssue]) {
            let item = ActivityValueType.object((0..<count).map { ActivityField(name: "field\($0)", type: optional ? .optional(.int) : .int) })
            let fields = [ActivityField(name: "items", type: .array(item))]
            let node = try JSONParser.parse(Array(#"{"items":[\#(Array(repeating: "{}", count: count).joined(separator: ","))]}"#.utf8))
            let shape = ActivityShape(fields: fields)
            var issues: [ActivityDecodingIssue] = []
            let work = WorkCounter.measure { issues = ActivityStateChecker.check(node, shape: shape) }
            return (work, issues)
        }
        for optional in [false, true] {
            let small = try check(100, optional: optional), large = try check(1_000, optional: optional)
            #expect(small.work >= 100 && Double(large.work) / Double(small.work) < 11, "optional \(optional): 100 → \(small.work), 1,000 → \(large.work)")
            #expect(large.issues.count == (optional ? 0 : ActivityStateChecker.maximumIssues))
        }
        let stops = Array(repeating: "1.5", count: 60).joined(separator: ",")
        let linted = try Self.lint(Self.update(#"{"status":"onTheWay","eta":817756200,"progress":0.5,"courierName":"Sam","stops":[\#(stops)]}"#))
        #expect(linted.contains { $0.severity == .note && $0.message == "only the first 50 values that do not decode are listed" }, "\(linted.map(\.textLine))")
    }
}

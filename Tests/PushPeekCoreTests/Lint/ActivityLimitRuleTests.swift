import Testing
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekApp
@testable import PushPeekPresentation
@testable import PushPeekLint

/// The ActivityKit limits of "Displaying live data with Live Activities" and "Starting and updating
/// Live Activities with ActivityKit push notifications": a push-to-start needs an alert, the relevance
/// score is relative, eight hours active and twelve in all, four hours after the end at most, and
/// 4 KB for the static and dynamic data together.
@Suite("ActivityKit limit lint rules")
struct ActivityLimitRuleTests {
    static let now = 1_796_061_600
    static let state = ActivityRuleTests.state

    static func start(alert: Bool = true, attributes: String = #"{"orderNumber":4711}"#, extra: String = "") -> String {
        let alertText = alert ? #","alert":{"title":"Order","body":"Preparing"}"# : ""
        return #"{"aps":{"timestamp":\#(now),"event":"start","attributes-type":"DeliveryAttributes","attributes":\#(attributes),"content-state":\#(state)\#(alertText)\#(extra)}}"#
    }

    static func push(_ event: String, at timestamp: Int = now, state: String = state, extra: String = "") -> String {
        #"{"aps":{"timestamp":\#(timestamp),"event":"\#(event)","content-state":\#(state)\#(extra)}}"#
    }

    /// Lints `payload` after `before` (in order, one activity's sequence).
    static func lint(_ payload: String, after before: [String] = [], app: String = ActivityRuleTests.app) throws -> [Diagnostic] {
        let app = try LintTestSupport.app(app).0
        let sequence = ActivityLintSequence()
        for (index, push) in before.enumerated() {
            _ = PayloadLinter.lint(Array(push.utf8), file: "\(index).json", options: LintOptions(), app: app, sequence: sequence)
        }
        return PayloadLinter.lint(Array(payload.utf8), file: "payload.json", options: LintOptions(), app: app, sequence: sequence) ?? []
    }

    static func position(_ needle: String, in text: String) throws -> (line: Int, column: Int) {
        try #require(LintTestSupport.position(of: needle, in: text))
    }

    @Test("a push-to-start without an alert is an error at its event; with one it is not")
    func startNeedsAnAlert() throws {
        let bad = Self.start(alert: false)
        let found = try Self.lint(bad).with(.activityAlert)
        let at = try Self.position(#""start""#, in: bad)
        #expect(found.contains { $0.severity == .error && $0.location.line == at.line && $0.location.column == at.column
            && $0.message.contains("needs an aps.alert") }, "\(found.map(\.textLine))")
        #expect(try Self.lint(Self.start()).with(.activityAlert).isEmpty)
        #expect(try Self.lint(Self.push("update")).with(.activityAlert).isEmpty, "an update needs no alert")
    }

    @Test("relevance-score above 1 is no error on an ActivityKit push; it stays one on a notification")
    func relevanceIsRelativeForActivities() throws {
        let activity = Self.push("update", extra: #","relevance-score":100"#)
        let diagnostics = try Self.lint(activity)
        #expect(diagnostics.with(.relevanceScoreRange).isEmpty, "\(diagnostics.map(\.textLine))")
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map(\.textLine))")
        let plain = try LintTestSupport.lint(#"{"aps":{"alert":"Hi","relevance-score":100}}"#).with(.relevanceScoreRange)
        #expect(plain.count == 1 && plain.first?.severity == .error)
    }

    @Test("a stale-date past the eight active hours and a dismissal-date past twelve are noted")
    func eightThenTwelveHours() throws {
        let start = Self.start()
        let stale = Self.push("update", at: Self.now + 600, extra: #","stale-date":\#(Self.now + 9 * 3600)"#)
        let staleNotes = try Self.lint(stale, after: [start]).with(.staleDate)
        let staleAt = try Self.position("\(Self.now + 9 * 3600)", in: stale)
        #expect(staleNotes.contains { $0.severity == .note && $0.location.line == staleAt.line && $0.location.column == staleAt.column
            && $0.message.contains("8 hours") && $0.message.contains("2026-12-01 02:00:00 UTC") }, "\(staleNotes.map(\.textLine))")
        let withinEight = Self.push("update", at: Self.now + 600, extra: #","stale-date":\#(Self.now + 7 * 3600)"#)
        #expect(try Self.lint(withinEight, after: [start]).with(.staleDate).isEmpty)

        let end = Self.push("end", at: Self.now + 7 * 3600, extra: #","dismissal-date":\#(Self.now + 13 * 3600)"#)
        let dismissal = try Self.lint(end, after: [start]).with(.dismissalDate)
        #expect(dismissal.contains { $0.severity == .note && $0.message.contains("12 hours") && $0.message.contains("2026-12-01 06:00:00 UTC") },
                "\(dismissal.map(\.textLine))")
    }

    @Test("a dismissal-date more than four hours after the end is a warning; within four hours it is not")
    func dismissalCappedAtFourHours() throws {
        let late = Self.push("end", extra: #","dismissal-date":\#(Self.now + 5 * 3600)"#)
        let found = try Self.lint(late).with(.dismissalDate)
        let at = try Self.position("\(Self.now + 5 * 3600)", in: late)
        #expect(found.contains { $0.severity == .warning && $0.location.line == at.line && $0.location.column == at.column
            && $0.message.contains("four hours after the end") && $0.message.contains("2026-11-30 22:00:00 UTC") }, "\(found.map(\.textLine))")
        let early = Self.push("end", extra: #","dismissal-date":\#(Self.now + 3 * 3600)"#)
        #expect(try Self.lint(early).with(.dismissalDate).isEmpty)
    }

    @Test("attributes and content-state together over 4 KB are an error, on the start and on a later update")
    func combinedSizeLimit() throws {
        let note = String(repeating: "n", count: 2100)
        let attributes = #"{"orderNumber":4711,"restaurant":"\#(note)"}"#
        let bigState = #"{"status":"onTheWay","eta":817756200,"progress":0.5,"courierName":"\#(note)","stops":[]}"#
        // Each alone is under 4096 bytes; together they are over.
        #expect(attributes.utf8.count < 4096 && bigState.utf8.count < 4096 && attributes.utf8.count + bigState.utf8.count > 4096)
        let app = ActivityRuleTests.app.replacingOccurrences(of: #""orderNumber": "int"}"#, with: #""orderNumber": "int", "restaurant": "string"}"#)
        let start = #"{"aps":{"timestamp":\#(Self.now),"event":"start","attributes-type":"DeliveryAttributes","attributes":\#(attributes),"content-state":\#(bigState),"alert":{"title":"Order","body":"Preparing"}}}"#
        let onStart = try Self.lint(start, app: app).with(.activitySize)
        #expect(onStart.count == 1 && onStart.first?.severity == .error && onStart.first?.message.contains("together") == true,
                "\(onStart.map(\.textLine))")
        let smallStart = Self.start(attributes: attributes)
        #expect(try Self.lint(smallStart, app: app).with(.activitySize).isEmpty)
        let update = Self.push("update", at: Self.now + 60, state: bigState)
        let onUpdate = try Self.lint(update, after: [smallStart], app: app).with(.activitySize)
        let at = try Self.position(#"{"status""#, in: update)
        #expect(onUpdate.contains { $0.location.line == at.line && $0.location.column == at.column && $0.message.contains("0.json") },
                "\(onUpdate.map(\.textLine))")
        #expect(try Self.lint(update, app: app).with(.activitySize).isEmpty, "without the start, the update alone is under the limit")
    }
}

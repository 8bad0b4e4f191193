import Testing
@testable import PushPeekJSON
@testable import PushPeekApp
@testable import PushPeekSend
@testable import PushPeekPresentation

/// `WholeNumber` and `DateLimits`: numbers no `Int` holds are refused or clamped, never trapped on,
/// and the places that used to trap take them.
@Suite("Checked numbers")
struct CheckedNumberTests {
    static let hostile: [Double] = [1e300, -1e300, .greatestFiniteMagnitude, -9.223372036854775808e18, 9.223372036854775807e18,
                                    .infinity, -.infinity, .nan]

    @Test(arguments: hostile)
    func conversionsRefuseWhatNoIntHolds(_ value: Double) {
        #expect(WholeNumber.floor(value) == nil)
        #expect(WholeNumber.ceiling(value) == nil)
        #expect(WholeNumber.rounded(value) == nil)
        #expect(WholeNumber.exact(value) == nil)
        let clamped = WholeNumber.clamped(value, to: -5...5)
        #expect(clamped == (value.isNaN ? -5 : value < 0 ? -5 : 5))
    }

    @Test func conversionsKeepOrdinaryValues() {
        #expect(WholeNumber.floor(-2.5) == -3 && WholeNumber.ceiling(2.1) == 3 && WholeNumber.rounded(2.5) == 3)
        #expect(WholeNumber.exact(42) == 42 && WholeNumber.exact(42.5) == nil)
        #expect(WholeNumber.exact(9_007_199_254_740_992) == 9_007_199_254_740_992 && WholeNumber.exact(9_007_199_254_740_994) == nil)
        #expect(WholeNumber.clamped(3.4, to: 0...10) == 3 && WholeNumber.clamped(-0.0, to: 0...10) == 0)
    }

    @Test(arguments: hostile)
    func timersAndDatesTakeAnyDistance(_ value: Double) {
        let timer = TimerElement(date: "state.eta")
        _ = timer.text(date: value, now: 1_796_062_200)
        _ = TimerElement(date: "state.eta", style: .relative).text(date: value, now: -value)
        _ = TimerElement(date: "state.eta", style: .time).text(date: value, now: 0)
        #expect(ActivityTime.format(value) == "far outside any calendar")
        #expect(ActivityTime.clockTime(value) == "--:--")
        let shown = TimerElement.clock(value)
        #expect(shown.count < 40)
    }

    @Test func apsDatesOutOfRangeNameTheRange() throws {
        let number = JSONNumber(literal: "-9223372036854775808", value: -9.223372036854775808e18)
        #expect(DateLimits.apsProblem(number, path: "aps.timestamp") == "aps.timestamp -9223372036854775808 is outside 0…9999999999999 (seconds since 1970)")
        #expect(DateLimits.apsProblem(JSONNumber(literal: "1796062200", value: 1_796_062_200), path: "aps.timestamp") == nil)
        // Milliseconds stay in range: lint says they are milliseconds, the player plays them.
        #expect(DateLimits.apsProblem(JSONNumber(literal: "1796062200000", value: 1_796_062_200_000), path: "aps.timestamp") == nil)
    }

    @Test("the timeline ignores a push with an aps date out of range, and its clock does not stand there")
    func timelineIgnoresOutOfRangeDates() throws {
        let start = try JSONParser.parse(Array(#"{"aps":{"timestamp":100,"event":"start","attributes-type":"A","attributes":{},"content-state":{},"alert":{"title":"O","body":"P"}}}"#.utf8))
        for key in ["timestamp", "stale-date", "dismissal-date"] {
            let other = key == "timestamp" ? "" : #","timestamp":200"#
            let bad = try JSONParser.parse(Array(#"{"aps":{"\#(key)":-1e300,"event":"update","content-state":{}\#(other)}}"#.utf8))
            let timeline = ActivityTimeline(pushes: [("start.json", start), ("bad.json", bad)], activities: [])
            #expect(timeline.steps[1].ignoredBecause == "aps.\(key) -1e300 is outside 0…9999999999999 (seconds since 1970)")
            #expect(ActivityClock.arrival(of: 1, in: timeline) == (key == "timestamp" ? 100 : 200))
        }
    }

    @Test("a time of day or a year no calendar holds is no time, not a trap",
          arguments: ["9223372036854775807-01-01T00:00Z", "100000-01-01T00:00Z", "2026-11-30T-inf:00Z", "2026-11-30Tnan:00Z"])
    func farDatesAreNoTime(_ text: String) {
        #expect(ActivityTime.parse(text) == nil)
    }

    @Test func responseTimesBefore1970KeepTheTimeOfDay() {
        #expect(SendReport.isoDate(milliseconds: -1000) == "1969-12-31T23:59:59Z")
        #expect(SendReport.isoDate(milliseconds: -1) == "1969-12-31T23:59:59Z", "towards the past, as after 1970")
        #expect(SendReport.isoDate(milliseconds: 1999) == "1970-01-01T00:00:01Z")
    }

    @Test func headerValuesRefuseNULAndControls() {
        for bad in ["a\0b", "a\rb", "a\nb", "a\u{1B}b", "a\u{7F}"] {
            #expect(throws: InputError.self) { try HeaderValue.check(bad, option: "--topic") }
        }
        #expect(throws: Never.self) { try HeaderValue.check("com.example.app\tx é", option: "--topic") }
        do {
            try HeaderValue.check("com.x\0", option: "--collapse-id")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("--collapse-id holds a NUL byte (0x00) at byte 6"))
            #expect(error.kind == .usage)
        }
    }

    @Test func requestBytesAreExactAndTheDescriptionSanitised() {
        let push = PushHeaders(pushType: "alert", priority: 10, topic: "com.example.app", expiration: nil, collapseID: nil)
        let body = Array("{\"aps\":{\"alert\":\"\u{202E}x\"}}\r".utf8)
        let request = APNsRequest(device: "ab", apnsID: "00000000-0000-4000-8000-000000000000", push: push, body: body, authorization: "secret")
        let bytes = request.exactBytes(host: "h")
        #expect(Array(bytes.suffix(body.count)) == body)
        #expect(!String(decoding: bytes, as: UTF8.self).contains("secret"))
        #expect(!request.described(host: "h").contains("\u{202E}"))
    }
}

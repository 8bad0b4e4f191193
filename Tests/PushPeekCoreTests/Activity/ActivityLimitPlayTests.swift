import Testing
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekApp
@testable import PushPeekPresentation
@testable import PushPeekSession

/// The player's clock and the limits of "Displaying live data with Live Activities": a push-to-start
/// without an alert is ignored, the system ends an activity after eight hours and removes it after
/// twelve, and an ended one is gone four hours after the end at the latest.
@Suite("Live Activity limits in the player")
struct ActivityLimitPlayTests {
    static let state = #"{"status":"preparing","eta":817756500,"progress":0.1,"courierName":"Sam"}"#
    static let start = #"{"timestamp":1796061600,"event":"start","attributes-type":"DeliveryAttributes","attributes":{"orderNumber":1,"restaurant":"R"},"content-state":\#(state),"alert":{"title":"Order","body":"Preparing"}}"#

    static func timeline(_ apses: [String]) throws -> ActivityTimeline {
        let (app, _) = try ActivityPlayTests.example(["1-start.json"])
        return ActivityTimeline(pushes: try apses.map(ActivityPlayTests.push), activities: app.liveActivities)
    }

    @Test("a push-to-start without an alert is ignored, and the player says why")
    func startWithoutAlertIsIgnored() throws {
        let timeline = try Self.timeline([Self.start.replacingOccurrences(of: #","alert":{"title":"Order","body":"Preparing"}"#, with: "")])
        #expect(timeline.steps.first?.ignoredBecause == "a push-to-start without an alert: the device shows nothing")
        let text = TextSnapshot.text(of: ActivityPlayTests.render(timeline, step: 0).grid)
        #expect(text.contains("✗ ignored: a push-to-start without an alert"), "\(text)")
        #expect(try Self.timeline([Self.start]).steps.first?.isIgnored == false)
    }

    @Test("--at +9h: ended by the system, the Dynamic Island empty; --at +13h: gone")
    func eightThenTwelveHours() throws {
        let timeline = try Self.timeline([Self.start])
        let seven = ActivityPlayTests.render(timeline, step: 0, at: "+7h")
        #expect(seven.phase == .active && seven.presentations.contains("compact"))
        let nine = ActivityPlayTests.render(timeline, step: 0, at: "+9h", width: 80)
        #expect(nine.phase == .ended && nine.presentations == ["lockScreen"])
        let text = TextSnapshot.text(of: nine.grid)
        #expect(text.contains("ended by the system (8 h) · dismissed at 06:00"), "\(text)")
        #expect(text.contains("Dynamic Island: removed when the"), "\(text)")
        let thirteen = ActivityPlayTests.render(timeline, step: 0, at: "+13h")
        #expect(thirteen.phase == .dismissed && thirteen.presentations.isEmpty)
        // An update after the eight hours finds the activity ended.
        let late = try Self.timeline([Self.start, #"{"timestamp":\#(1_796_061_600 + 9 * 3600),"event":"update","content-state":\#(Self.state)}"#])
        #expect(late.steps[1].ignoredBecause?.hasPrefix("the system ended the activity 8 hours after its start") == true, "\(late.steps[1].ignoredBecause ?? "applied")")
    }

    @Test("an end's dismissal-date later than four hours after the end: removed at four hours")
    func dismissalCappedAtFourHours() throws {
        let end = 1_796_061_600 + 3600
        let timeline = try Self.timeline([Self.start, #"{"timestamp":\#(end),"event":"end","dismissal-date":\#(end + 6 * 3600)}"#])
        let state = try #require(timeline.states.last)
        #expect(state.removalDate == Double(end + 4 * 3600))
        #expect(state.phase(at: Double(end + 3 * 3600)) == .ended)
        #expect(state.phase(at: Double(end + 4 * 3600 + 60)) == .dismissed)
        #expect(ActivityClock.parse("dismissal", step: 1, in: timeline) == Double(end + 4 * 3600))
        // An earlier date still wins, and a past one removes it at the end.
        let early = try Self.timeline([Self.start, #"{"timestamp":\#(end),"event":"end","dismissal-date":\#(end + 600)}"#])
        #expect(early.states.last?.removalDate == Double(end + 600))
        let past = try Self.timeline([Self.start, #"{"timestamp":\#(end),"event":"end","dismissal-date":\#(end - 600)}"#])
        #expect(past.states.last?.removalDate == Double(end))
    }
}

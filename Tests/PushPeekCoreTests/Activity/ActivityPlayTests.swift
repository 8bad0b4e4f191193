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

/// The delivery example played as the device applies it: the state after each push, ignored pushes
/// with their reasons, the presentations drawn, and the clock the timers count by.
@Suite("Live Activity playback")
struct ActivityPlayTests {
    static let sequence = ["1-start.json", "2-update.json", "broken/2a-unix-eta.json", "broken/2b-snake-case.json", "3-update.json", "4-end.json"]

    static func example(_ files: [String] = sequence) throws -> (AppDescription, ActivityTimeline) {
        let folder = Fixtures.packageRoot.appendingPathComponent("Examples/delivery").path
        let app = try AppDescriptionDecoder.decode(try InputFile.read(folder + "/app.json"), file: folder + "/app.json")
        let pushes = try files.map { file in (file: file, root: try JSONParser.parse(try InputFile.read(folder + "/" + file), file: file)) }
        return (app, ActivityTimeline(pushes: pushes, activities: app.liveActivities))
    }

    static func render(_ timeline: ActivityTimeline, step: Int, at: String? = nil, expanded: Bool = false, width: Int = 44) -> ActivityScreen.Rendering {
        let now = at.flatMap { ActivityClock.parse($0, step: step, in: timeline) } ?? ActivityClock.arrival(of: step, in: timeline)
        return ActivityScreen.render(timeline, moment: .init(step: step, now: now, expanded: expanded), width: width, appName: "Delivery")
    }

    static func push(_ aps: String) throws -> (file: String, root: JSONNode) {
        ("push.json", try JSONParser.parse(Array(#"{"aps":\#(aps)}"#.utf8)))
    }

    @Test func theDeviceIgnoresWhatItCannotDecodeAndWhatIsOlder() throws {
        let (_, timeline) = try Self.example()
        #expect(timeline.steps.map(\.isIgnored) == [false, false, false, true, false, false])
        #expect(timeline.steps[3].ignoredBecause?.hasPrefix("Unable to decode content state: courier_name") == true)
        // The snake_case push left the state as the push before it made it.
        #expect(timeline.states[3].contentState?["eta"]?.number == 1_796_063_280)
        #expect(timeline.states[5].endedAt == 1_796_063_160 && timeline.states[5].dismissalDate == 1_796_064_060)

        let (app, _) = try Self.example()
        let older = ActivityTimeline(pushes: [
            try Self.push(#"{"timestamp":100,"event":"start","attributes-type":"DeliveryAttributes","attributes":{"orderNumber":1,"restaurant":"R"},"content-state":{"status":"preparing","eta":1,"progress":0,"courierName":"S"},"alert":{"title":"O","body":"P"}}"#),
            try Self.push(#"{"timestamp":90,"event":"update","content-state":{"status":"onTheWay","eta":1,"progress":0,"courierName":"S"}}"#),
            try Self.push(#"{"timestamp":110,"event":"end"}"#),
            try Self.push(#"{"timestamp":120,"event":"update","content-state":{"status":"onTheWay","eta":1,"progress":0,"courierName":"S"}}"#),
        ], activities: app.liveActivities)
        #expect(older.steps.map(\.ignoredBecause) == [
            nil, "timestamp 1970-01-01 00:01:30 UTC is older than the last update's 1970-01-01 00:01:40 UTC", nil,
            "the activity has ended: nothing updates it",
        ])
        let early = ActivityTimeline(pushes: [try Self.push(#"{"timestamp":1,"event":"update","content-state":{}}"#)], activities: app.liveActivities)
        #expect(early.steps.first?.ignoredBecause == "no activity has started: there is nothing to update")
    }

    @Test func phasesFollowTheClock() throws {
        let (_, timeline) = try Self.example()
        let start = timeline.states[0]
        #expect(start.phase(at: 1_796_061_600) == .active)
        #expect(start.phase(at: 1_796_061_600 + 20 * 60) == .stale)
        let end = timeline.states[5]
        #expect(end.phase(at: 1_796_063_160) == .ended)
        #expect(end.phase(at: 1_796_064_060) == .dismissed)
        #expect(ActivityClock.parse("stale", step: 0, in: timeline) == 1_796_062_800)
        #expect(ActivityClock.parse("dismissal", step: 5, in: timeline) == 1_796_064_060)
        #expect(ActivityClock.parse("+10m", step: 0, in: timeline) == 1_796_062_200)
        #expect(ActivityClock.parse("2026-11-30T18:25:00Z", step: 0, in: timeline) == 1_796_063_100)
        #expect(ActivityClock.parse("soon", step: 0, in: timeline) == nil)
        #expect(ActivityClock.parse("dismissal", step: 0, in: timeline) == nil)
    }

    @Test(arguments: [
        ("lock-screen-compact-minimal", 4, nil as String?, false, 44),
        ("expanded-on-alert", 1, nil, false, 44),
        ("expanded-long-press", 4, nil, true, 44),
        ("stale", 4, "stale", false, 44),
        ("ended", 5, nil, false, 44),
        ("dismissed", 5, "dismissal", false, 44),
        ("ignored-snake-case", 3, nil, false, 44),
        ("unix-eta-2057", 2, nil, false, 44),
        ("side-by-side-80", 1, nil, false, 80),
    ])
    func snapshots(name: String, step: Int, at: String?, expanded: Bool, width: Int) throws {
        let (_, timeline) = try Self.example()
        let rendering = Self.render(timeline, step: step, at: at, expanded: expanded, width: width)
        Snapshot.assert(TextSnapshot.text(of: rendering.grid), named: "activity/" + name)
    }

    @Test func styledSnapshotOfTheAlertingUpdate() throws {
        let (_, timeline) = try Self.example()
        let mapping = StyleMapping(theme: try #require(ThemeLoader.builtin(named: "ios-dark")), depth: .ansi256)
        Snapshot.assertStyled(Self.render(timeline, step: 1, width: 80).grid, mapping: mapping, named: "activity/styled-expanded-on-alert")
    }

    @Test func presentationsDrawnFollowThePhaseAndTheAlert() throws {
        let (_, timeline) = try Self.example()
        #expect(Self.render(timeline, step: 4).presentations == ["lockScreen", "compact"])
        #expect(Self.render(timeline, step: 1).presentations == ["lockScreen", "compact", "expanded"])
        #expect(Self.render(timeline, step: 4, expanded: true).presentations == ["lockScreen", "compact", "expanded"])
        #expect(Self.render(timeline, step: 5).presentations == ["lockScreen"])
        #expect(Self.render(timeline, step: 5, at: "dismissal").presentations.isEmpty)
        let stale = Self.render(timeline, step: 4, at: "stale")
        #expect(stale.phase == .stale && TextSnapshot.text(of: stale.grid).contains("No news from the courier"))
    }

    @Test func jsonCarriesTheStateThePresentationsAndTheIgnoredPushes() throws {
        let (_, timeline) = try Self.example()
        let moment = ActivityScreen.Moment(step: 3, now: ActivityClock.arrival(of: 3, in: timeline))
        let rendering = ActivityScreen.render(timeline, moment: moment, width: 44, appName: "Delivery")
        let json = try JSONParser.parse(Array(ActivityJSON.document(timeline, moment: moment, rendering: rendering).serialized().utf8))
        #expect(json.value(atPath: "activity.phase")?.string == "active")
        #expect(json.value(atPath: "activity.step")?.number == 4)
        #expect(json.value(atPath: "activity.contentState.courierName")?.string == "Sam")
        #expect(json.value(atPath: "activity.attributes.orderNumber")?.number == 4711)
        #expect(json["presentations"]?.elements?.compactMap(\.string) == ["lockScreen", "compact"])
        let ignored = try #require(json["ignored"]?.elements)
        #expect(ignored.count == 1)
        #expect(ignored.first?["file"]?.string == "broken/2b-snake-case.json")
        #expect(ignored.first?["reason"]?.string?.contains("Unable to decode content state") == true)
        #expect(json["steps"]?.elements?.count == 6)
    }

    @Test func theTimerCountsWithTheClock() throws {
        let (app, timeline) = try Self.example()
        var player = ActivityPlayer(timeline: timeline, appName: app.app.name, moment: .init(step: 1, now: ActivityClock.arrival(of: 1, in: timeline)))
        let size = Size(width: 80, height: 24)
        #expect(TextSnapshot.text(of: player.grid(size: size)).contains("20:00"))
        for _ in 0..<5 { _ = player.update(.tick) }
        #expect(TextSnapshot.text(of: player.grid(size: size)).contains("19:55"))
        _ = player.update(.key(.space))
        _ = player.update(.tick)
        #expect(TextSnapshot.text(of: player.grid(size: size)).contains("19:55"), "a paused clock stands")
        _ = player.update(.key(.right))
        #expect(player.moment.step == 2 && player.moment.now == 1_796_062_500)
        _ = player.update(.key(.character("s")))
        #expect(player.note == "this step has no stale date")
        _ = player.update(.key(.left))
        _ = player.update(.key(.character("s")))
        #expect(player.moment.now == 1_796_064_000)
        #expect(TextSnapshot.text(of: player.grid(size: size)).contains("Lock Screen · stale"))
        // A terminal shorter than the screen scrolls it: 60×20 shows the lock screen, ↓ brings the island.
        let short = Size(width: 60, height: 20)
        FrameCycle.apply(.resize(short), to: &player, size: short)
        let top = TextSnapshot.text(of: player.grid(size: Size(width: 60, height: 20)))
        #expect(top.contains("Lock Screen") && top.contains("▼ ↓ more"), "\(top)")
        FrameCycle.apply(.key(.pageDown), to: &player, size: short)
        FrameCycle.apply(.key(.pageDown), to: &player, size: short)
        let bottom = TextSnapshot.text(of: player.grid(size: Size(width: 60, height: 20)))
        #expect(bottom.contains("Dynamic Island · minimal") && bottom.contains("▲ ↑ more") && !bottom.contains("DELIVERY ·"), "\(bottom)")
        #expect(TextSnapshot.text(of: player.grid(size: Size(width: 19, height: 8))).contains("Terminal too"))
        let small = TextSnapshot.text(of: player.grid(size: Size(width: 20, height: 8)))
        #expect(small.split(separator: "\n").last?.contains("q quit") == true, "\(small)")
        #expect(player.update(.key(.character("q"))).contains { if case .quit(0) = $0 { return true } else { return false } })
    }

    @Test func escapesFromAPushNeverReachTheScreen() throws {
        let (app, _) = try Self.example()
        let hostile = #"{"timestamp":100,"event":"start","attributes-type":"DeliveryAttributes","attributes":{"orderNumber":1,"restaurant":"\u001b]0;owned\u0007R"},"content-state":{"status":"preparing","eta":1,"progress":0,"courierName":"\u001b[2J\u009b31m"},"alert":{"title":"O","body":"P"}}"#
        let timeline = ActivityTimeline(pushes: [(file: "evil\u{1B}[2J.json", root: try JSONParser.parse(Array(hostile.utf8)))],
                                        activities: app.liveActivities)
        let rendering = ActivityScreen.render(timeline, moment: .init(step: 0, now: 100), width: 44, appName: "Delivery")
        let text = TextSnapshot.text(of: rendering.grid)
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B }, "\(text)")
        #expect(text.contains("␛"), "\(text)")
    }

    @Test func formatsDatesWithoutFoundation() {
        #expect(ActivityTime.format(0) == "1970-01-01 00:00:00 UTC")
        #expect(ActivityTime.format(ActivityTime.unix(fromReference: 0)) == "2001-01-01 00:00:00 UTC")
        #expect(ActivityTime.format(951_782_400) == "2000-02-29 00:00:00 UTC")
        #expect(ActivityTime.parse("2000-02-29T00:00:00Z") == 951_782_400)
        #expect(TimerElement.clock(3725) == "1:02:05" && TimerElement.clock(59.2) == "1:00")
        #expect(TimerElement.relative(-180) == "3 min" && TimerElement.relative(7500) == "2 hours, 5 minutes")
    }
}

import Testing
@testable import PushPeekModel
@testable import PushPeekApp
@testable import PushPeekPresentation
@testable import PushPeekInteraction

/// One chrome rule for every screen: Ctrl-C ends with 130 wherever it arrives, `q` with 0, and below
/// the size floor nothing but those two acts.
@Suite("Quit keys on every screen")
struct QuitKeysTests {
    static let interrupt: [Effect] = [.quit(status: 130)]

    @Test func controlCEndsEveryScreenWith130() throws {
        var preview = try InteractionFixtures.example("spy-agency", payload: "payload.json", app: "app.json")
        #expect(PreviewReducer.update(&preview, .key(.control("c"))) == Self.interrupt)

        var typing = try InteractionFixtures.example("spy-agency", payload: "payload.json", app: "app.json")
        typing.input = .text(TextReply(action: NotificationAction(identifier: "comment", title: "Comment")))
        #expect(PreviewReducer.update(&typing, .key(.control("c"))) == Self.interrupt, "a text field does not swallow it")

        var lockScreen = try LockScreenFixtures.state()
        #expect(LockScreenReducer.update(&lockScreen, .key(.control("c"))) == Self.interrupt)

        let (app, timeline) = try ActivityPlayTests.example()
        var player = ActivityPlayer(timeline: timeline, appName: app.app.name, moment: .init(step: 1, now: ActivityClock.arrival(of: 1, in: timeline)))
        #expect(player.update(.key(.control("c"))) == Self.interrupt)

        var keytest = KeyTestModel(processID: 1)
        #expect(keytest.update(.key(.control("c"))) == Self.interrupt)
    }

    @Test func belowTheFloorThePlayersKeysWait() throws {
        let (app, timeline) = try ActivityPlayTests.example()
        var player = ActivityPlayer(timeline: timeline, appName: app.app.name, moment: .init(step: 1, now: ActivityClock.arrival(of: 1, in: timeline)))
        let tiny = try #require(player.view(size: Size(width: 12, height: 4)).metrics)
        #expect(tiny.isTooSmall)
        _ = player.update(.frameDrawn(tiny))
        for key: Key in [.right, .character("?"), .space, .character("s")] {
            #expect(player.update(.key(key)).isEmpty, "\(key.name) acted below the floor")
        }
        #expect(player.moment.step == 1 && !player.showsHelp && player.isRunning)
        #expect(player.update(.key(.character("q"))) == [.quit(status: 0)])

        let roomy = try #require(player.view(size: Size(width: 80, height: 24)).metrics)
        _ = player.update(.frameDrawn(roomy))
        _ = player.update(.key(.right))
        #expect(player.moment.step == 2, "above the floor the keys act again")
    }
}

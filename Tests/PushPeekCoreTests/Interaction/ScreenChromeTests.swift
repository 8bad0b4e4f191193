import Testing
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekApp
@testable import PushPeekPresentation
@testable import PushPeekInteraction

/// The preview, the lock screen and the activity player share one chrome (`ScreenChrome`): the
/// same "too small" screen below the floor and the same status bar.
@Suite("One screen chrome")
struct ScreenChromeTests {
    static func player() throws -> ActivityPlayer {
        let (app, timeline) = try ActivityPlayTests.example()
        return ActivityPlayer(timeline: timeline, appName: app.app.name, moment: .init(step: 1, now: ActivityClock.arrival(of: 1, in: timeline)))
    }

    @Test func belowTheFloorEveryScreenSaysTheSame() throws {
        let size = Size(width: 19, height: 8)
        let preview = TextSnapshot.text(of: PreviewScreen.view(try InteractionFixtures.state(app: nil, stage: .banner), size: size))
        let lockScreen = TextSnapshot.text(of: LockScreenModel(state: try LockScreenFixtures.state()).view(size: size).grid)
        let player = TextSnapshot.text(of: try Self.player().grid(size: size))
        #expect(preview.contains("Terminal too") && preview.contains("19×8"), "\(preview)")
        #expect(lockScreen == preview && player == preview, "\(lockScreen)\n\(player)")
    }

    /// The player's status bar was reverse video; now it is styled as the others'.
    @Test func theStatusBarHasOneStyle() throws {
        let size = Size(width: 80, height: 24)
        let previewGrid = PreviewScreen.view(try InteractionFixtures.state(app: nil, stage: .banner), size: size)
        let playerGrid = try Self.player().grid(size: size)
        let previewStyles = Set((0..<size.width).map { previewGrid[$0, size.height - 1].style })
        let playerStyles = Set((0..<size.width).map { playerGrid[$0, size.height - 1].style })
        #expect(previewStyles.count == 1 && playerStyles == previewStyles, "\(previewStyles) \(playerStyles)")
        #expect(playerStyles.allSatisfy { !$0.reverse })
    }
}

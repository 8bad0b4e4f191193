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

/// The mouse wheel over the `?` key help, the same on the three screens that show it — the
/// preview, the lock screen list and the activity player: each report goes through the frame the
/// run loop painted and the screen's own `update`, and a notch scrolls the help
/// `MouseEvent.rowsPerNotch` rows within what the terminal leaves it, without closing it.
@Suite("Key help and the wheel")
struct KeyHelpWheelTests {
    /// Small enough that every one of the three helps has rows to scroll.
    static let size = Size(width: 60, height: 12)

    /// A screen with its help open, how far its help is scrolled, and its table.
    struct Screen<Model: ScreenModel> {
        var model: Model
        let helpScroll: (Model) -> Int
        let table: KeyHelpView.Table

        /// One event as the run loop applies it (`FrameCycle`): the frame drawn after it goes back to
        /// the model, whose help scrolls within that frame's limits.
        mutating func apply(_ event: Event) {
            FrameCycle.apply(event, to: &model, size: KeyHelpWheelTests.size)
        }

        /// One wheel report, as the run loop delivers it: resolved against the frame on the screen.
        mutating func wheel(_ kind: MouseEvent.Kind) {
            let report = MouseEvent(kind, at: Point(x: 30, y: 5))
            guard let event = model.view(size: KeyHelpWheelTests.size).event(for: report) else { return }
            apply(event)
        }

        var text: String { TextSnapshot.text(of: model.view(size: KeyHelpWheelTests.size).grid) }
    }

    /// Opens the help with `?`, then checks the wheel scrolls it down and up, stopping at the ends.
    static func check<Model: ScreenModel>(_ screen: inout Screen<Model>, isOpen: (Model) -> Bool) {
        screen.apply(.resize(size))
        screen.apply(.key(.character("?")))
        #expect(isOpen(screen.model) && screen.helpScroll(screen.model) == 0)
        let limit = KeyHelpView.maximumScroll(in: size, table: screen.table)
        #expect(limit > MouseEvent.rowsPerNotch, "the help has more than a notch to scroll at \(size)")
        #expect(screen.text.contains("▼ more") && !screen.text.contains("▲ more"), "\(screen.text)")
        screen.wheel(.scrollDown)
        #expect(screen.helpScroll(screen.model) == MouseEvent.rowsPerNotch)
        #expect(isOpen(screen.model) && screen.text.contains("▲ more"), "the wheel scrolls, never closes: \(screen.text)")
        for _ in 0...limit { screen.wheel(.scrollDown) }
        #expect(screen.helpScroll(screen.model) == limit)
        #expect(!screen.text.contains("▼ more"), "\(screen.text)")
        screen.wheel(.scrollUp)
        #expect(screen.helpScroll(screen.model) == limit - MouseEvent.rowsPerNotch)
        for _ in 0...limit { screen.wheel(.scrollUp) }
        #expect(screen.helpScroll(screen.model) == 0 && isOpen(screen.model))
    }

    @Test func thePreviewsHelp() throws {
        let state = try InteractionFixtures.state(app: nil, stage: .banner)
        var screen = Screen(model: PreviewModel(state: state), helpScroll: { $0.state.helpScroll }, table: PreviewKeymap.map.helpTable)
        Self.check(&screen) { $0.state.showsHelp }
    }

    @Test func theLockScreensHelp() throws {
        var state = try LockScreenFixtures.state()
        state.focus = 0
        var screen = Screen(model: LockScreenModel(state: state), helpScroll: { $0.state.helpScroll }, table: LockScreenKeymap.map.helpTable)
        Self.check(&screen) { $0.state.showsHelp }
        // With the help closed, the wheel does not move the list's focus or open anything.
        screen.apply(.key(.escape))
        screen.wheel(.scrollDown)
        #expect(screen.model.state.focus == 0 && screen.model.state.openThread == nil && !screen.model.state.showsHelp)
    }

    @Test func theActivityPlayersHelp() throws {
        let (app, timeline) = try ActivityPlayTests.example()
        let player = ActivityPlayer(timeline: timeline, appName: app.app.name, moment: .init(step: 1, now: ActivityClock.arrival(of: 1, in: timeline)))
        var screen = Screen(model: player, helpScroll: { $0.helpScroll }, table: ActivityKeymap.map.helpTable)
        Self.check(&screen) { $0.showsHelp }
        // With the help closed, the wheel scrolls the player's screen, as ↓ does.
        screen.apply(.key(.escape))
        screen.wheel(.scrollDown)
        #expect(!screen.model.showsHelp && screen.model.scroll == min(MouseEvent.rowsPerNotch, screen.model.maximumScroll))
        #expect(screen.model.maximumScroll > 0)
    }

    /// Below the size floor nothing shows, so the wheel does nothing there either.
    @Test func belowTheSizeFloorTheWheelDoesNothing() throws {
        let (app, timeline) = try ActivityPlayTests.example()
        var player = ActivityPlayer(timeline: timeline, appName: app.app.name, moment: .init(step: 1, now: ActivityClock.arrival(of: 1, in: timeline)))
        _ = player.update(.resize(Size(width: 19, height: 7)))
        _ = player.update(.key(.character("?")))
        _ = player.update(.mouse(MouseEvent(.scrollDown, at: Point(x: 1, y: 1))))
        #expect(player.helpScroll == 0)
        var state = try LockScreenFixtures.state()
        _ = LockScreenReducer.update(&state, .resize(Size(width: 19, height: 7)))
        state.showsHelp = true
        _ = LockScreenReducer.update(&state, .mouse(MouseEvent(.scrollDown, at: Point(x: 1, y: 1))))
        #expect(state.helpScroll == 0)
    }
}

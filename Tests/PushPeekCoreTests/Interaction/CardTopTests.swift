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

/// The flagship demo at 80×24: the full interface (31 rows) opens at its top — the headshot and the
/// map, the first things a user sees — with the focus marked on the status line; it scrolls to the
/// focus only when a key or a press moves it.
@Suite struct CardTopTests {
    typealias F = InteractionFixtures
    static let size = Size(width: 80, height: 24)

    static func demo() throws -> PreviewState {
        var state = try F.example("spy-agency", payload: "payload.json", app: "app.json", stage: .banner)
        state.log.isShown = true
        F.send(&state, .resize(size))
        return state
    }

    @Test func enterOpensTheCardAtItsTopWithTheFocusMarked() throws {
        var state = try Self.demo()
        try F.press(&state, "enter")
        let (screen, card) = PreviewScreen.layout(state, size: Self.size)
        #expect(card.layout.height > Self.size.height, "the card is taller than the terminal")
        #expect(state.scrollOffset == 0 && state.focusedAction == 0)
        let lines = PreviewScreen.view(state, size: Self.size).lines()
        #expect(lines[0].contains("╭──") && lines[1].contains("│"), "the card's top row shows: \(lines[0])")
        #expect(lines[23].contains("▼ Accept below"), "\(lines[23])")
        #expect(!lines.contains { $0.contains("› Accept ‹") }, "Accept is below the rows shown")
        #expect(screen.viewport.hasMoreBelow)
        // Ticks and a resize do not move it; the marker stays.
        F.send(&state, .tick)
        F.send(&state, .resize(Size(width: 80, height: 25)))
        F.send(&state, .resize(Self.size))
        #expect(state.scrollOffset == 0)
    }

    @Test func movingTheFocusScrollsToItAndTheMarkerGoes() throws {
        var state = try Self.demo()
        try F.press(&state, "enter tab")
        let lines = PreviewScreen.view(state, size: Self.size).lines()
        #expect(state.scrollOffset > 0 && lines.contains { $0.contains("› Payment ‹") }, "\(lines.joined(separator: "\n"))")
        #expect(!lines[23].contains("below") && !lines[23].contains("above"), "\(lines[23])")
        // Scrolled back to the top by hand, the marker says the focus is below again.
        try F.press(&state, "pgup pgup")
        #expect(state.scrollOffset == 0)
        #expect(PreviewScreen.view(state, size: Self.size).lines()[23].contains("▼ Payment below"))
    }

    @Test func aKeyThatMovesNothingKeepsTheTop() throws {
        var state = try Self.demo()
        // `l` hides and shows the log: neither the mode nor the focus moves.
        try F.press(&state, "enter l l")
        #expect(state.scrollOffset == 0 && state.holdsCardTop)
    }

    @Test func aClickThatOpensTheCardShowsItsTopToo() throws {
        var state = try Self.demo()
        let origin = PreviewScreen.layout(state, size: Self.size).0.cardOrigin
        try F.mouse(&state, .press, at: Point(x: origin.x + 3, y: origin.y + 2))
        #expect(state.stage == .expanded, "the banner opened")
        #expect(state.scrollOffset == 0 && state.holdsCardTop)
    }
}

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

/// What a frame costs does not grow with what it does not show: a key in the demo draws its map
/// again only when the map changed, the first frame reads no map tiles it does not show, and the
/// response log costs the lines that fit, not the whole log.
@Suite("Frame work")
struct FrameWorkTests {
    static let size = Size(width: 100, height: 40)

    /// The built-in demo as the preview opens it: banner, log shown, the terminal's size delivered.
    static func demo() throws -> PreviewState {
        var state = try InteractionFixtures.example("spy-agency", payload: "payload.apns", app: "app.json", stage: .banner)
        state.log.isShown = true
        InteractionFixtures.send(&state, .resize(size))
        return state
    }

    @Test("a key in the demo does not draw the map again while nothing on it changed")
    func demoKeysReuseTheMap() throws {
        var state = try Self.demo()
        let tiles = try #require(state.mapTiles)
        #expect(tiles.archives.isEmpty, "the demo's map is its overlays alone")
        try InteractionFixtures.press(&state, "enter")
        #expect(InteractionFixtures.mode(state) == "expanded")
        let afterExpanding = tiles.counts.renderedMaps
        #expect(afterExpanding == 1, "the expanded card draws its map once")
        try InteractionFixtures.press(&state, "tab tab tab shift+tab down up")
        #expect(tiles.counts.renderedMaps == afterExpanding, "focus changes draw the map from the cache")
        // A wider terminal leaves the card (and its map) as wide as it was: still the cached map.
        InteractionFixtures.send(&state, .resize(Size(width: 120, height: 40)))
        #expect(tiles.counts.renderedMaps == afterExpanding)
        // A change the map depends on (the cells' aspect) draws it again, once.
        state.options.cellAspect *= 0.8
        try InteractionFixtures.press(&state, "tab tab")
        #expect(tiles.counts.renderedMaps == afterExpanding + 1)
        try InteractionFixtures.press(&state, "tab")
        #expect(tiles.counts.renderedMaps == afterExpanding + 1)
    }

    @Test("the first frame reads no tile of an archive whose map it does not show")
    func firstFrameLeavesUnshownArchivesUnread() throws {
        let sources = SessionSources(payloadPath: Fixtures.example("helsinki-courier/payload.json"),
                                     appPath: Fixtures.example("helsinki-courier/app.json"))
        var state = try SessionLoader.load(sources, options: CardOptions(), stage: .banner, mapSupport: TileFixtures.support)
        let tiles = try #require(state.mapTiles)
        #expect(!tiles.archives.isEmpty)
        state.log.isShown = true
        InteractionFixtures.send(&state, .resize(Self.size))
        #expect(tiles.counts.decodedTiles == 0 && tiles.counts.renderedMaps == 0, "\(tiles.counts)")
        try InteractionFixtures.press(&state, "enter")
        #expect(tiles.counts.decodedTiles > 0 && tiles.counts.renderedMaps == 1, "the expanded card shows the map")
    }

    /// The counted work of one frame of the demo with `entries` responses in its log.
    static func frameWork(logEntries entries: Int) throws -> Int {
        var state = try Self.demo()
        for index in 0..<entries {
            state.log.events.append(.forwardedToApp(actionIdentifier: "open-\(index)"))
        }
        let frozen = state
        return WorkCounter.measure { _ = PreviewScreen.frame(frozen, size: Self.size) }
    }

    @Test("a frame with 10,000 responses in the log is about the work of one with 100")
    func logPaneCostsWhatFits() throws {
        let small = try Self.frameWork(logEntries: 100)
        let large = try Self.frameWork(logEntries: 10_000)
        #expect(small > 0)
        // Only the numbers of the entries shown grow (a digit or two each).
        #expect(Double(large) / Double(small) < 1.2, "100 entries → \(small), 10,000 → \(large)")
    }

    /// The counted work of a frame of the demo (the first, or the expanded card's) with a key help of
    /// `copies` times the preview's.
    static func frameWork(helpCopies copies: Int, showingHelp: Bool, expanded: Bool = false) throws -> Int {
        var state = try Self.demo()
        if expanded { try InteractionFixtures.press(&state, "enter") }
        if showingHelp { try InteractionFixtures.press(&state, "?") }
        #expect(state.showsHelp == showingHelp)
        let table = Array(repeating: PreviewKeymap.map.helpTable, count: copies).flatMap { $0 }
        let frozen = state
        return WorkCounter.measure { _ = PreviewScreen.frame(frozen, size: Self.size, help: table) }
    }

    @Test("a frame's work is the same with a key help ten times as long, unless the frame shows the help")
    func firstFrameIgnoresTheHelpTable() throws {
        let first = try Self.frameWork(helpCopies: 1, showingHelp: false)
        let firstLongHelp = try Self.frameWork(helpCopies: 10, showingHelp: false)
        #expect(firstLongHelp == first, "first frame: help ×1 → \(first), help ×10 → \(firstLongHelp)")
        let expanded = try Self.frameWork(helpCopies: 1, showingHelp: false, expanded: true)
        let expandedLongHelp = try Self.frameWork(helpCopies: 10, showingHelp: false, expanded: true)
        #expect(expanded > 0 && expandedLongHelp == expanded, "expanded: help ×1 → \(expanded), help ×10 → \(expandedLongHelp)")
        // The counter does see the help where it is drawn: its frame grows with the table.
        let shown = try Self.frameWork(helpCopies: 1, showingHelp: true)
        let shownLong = try Self.frameWork(helpCopies: 10, showingHelp: true)
        #expect(shownLong > shown, "help shown: ×1 → \(shown), ×10 → \(shownLong)")
    }
}

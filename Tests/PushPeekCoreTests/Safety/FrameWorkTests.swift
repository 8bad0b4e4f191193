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
import PushPeekImages

/// What a frame costs does not grow with what it does not show: a key in the demo draws its map
/// again only when the map changed, the first frame reads no map tiles it does not show, the
/// response log costs the lines that fit, not the whole log, and a session without pictures never
/// starts libchafa's set-up.
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

    /// Counts how often a frame asks for the key help's table.
    final class HelpTableRequests {
        var count = 0

        func table() -> KeyHelpView.Table {
            count += 1
            return PreviewKeymap.map.helpTable
        }
    }

    @Test("the key help's table is made only for a frame that shows the help")
    func helpTableIsMadeOnlyWhenShown() throws {
        var state = try Self.demo()
        let requests = HelpTableRequests()
        _ = PreviewScreen.frame(state, size: Self.size, help: requests.table())
        try InteractionFixtures.press(&state, "enter")
        _ = PreviewScreen.frame(state, size: Self.size, help: requests.table())
        #expect(requests.count == 0, "the first frame and the expanded card made the help table \(requests.count) times")
        try InteractionFixtures.press(&state, "?")
        _ = PreviewScreen.frame(state, size: Self.size, help: requests.table())
        #expect(requests.count > 0, "a frame that shows the help makes its table")
    }

    /// The counted work of loading `sources` and drawing the first frame the preview shows.
    static func firstFrameWork(_ sources: SessionSources) throws -> Int {
        try WorkCounter.measure {
            var state = try SessionLoader.load(sources, options: CardOptions(), stage: .banner)
            state.log.isShown = true
            _ = PreviewScreen.frame(state, size: Self.size)
        }
    }

    @Test("the built-in demo's first frame is the work of its own files, however many examples are built in")
    func demoFirstFrameReadsOnlyItsExample() throws {
        let builtin = try Self.firstFrameWork(.demo)
        let onDisk = try Self.firstFrameWork(SessionSources(payloadPath: Fixtures.example("spy-agency/payload.apns"),
                                                            appPath: Fixtures.example("spy-agency/app.json"),
                                                            stringsPath: Fixtures.example("spy-agency/Localizable.strings")))
        #expect(builtin > 0)
        // The same files read from disk: no other example is read, decoded or laid out. Reading a
        // file from disk counts its `read` calls, which the built-in files do not make.
        let files = ["payload.apns", "app.json", "Localizable.strings", "millers-point.geojson", "headshot.jpg"]
        let reads = try WorkCounter.measure {
            for file in files { _ = try InputFile.read(Fixtures.example("spy-agency/" + file)) }
        }
        #expect(reads >= files.count)
        #expect(builtin + reads == onDisk, "built-in demo \(builtin) + reading its \(files.count) files \(reads), the same files on disk \(onDisk)")
        // Were another example read too, the counter would see it: reading one counts.
        let calendar = try ExampleCatalog.sources(for: "calendar", variant: nil)
        let another = try WorkCounter.measure { _ = try SessionLoader.load(calendar, options: CardOptions(), stage: .banner) }
        #expect(another > 0, "reading the calendar example counted \(another)")
    }
    /// Counts the pictures read while loading.
    final class PictureCount {
        var count = 0
    }

    /// The pictures read while loading spy-agency's `payload` with its app (what starts libchafa's set-up).
    static func picturesRead(payload: String) throws -> Int {
        let pictures = PictureCount()
        let sources = SessionSources(payloadPath: Fixtures.example("spy-agency/" + payload), appPath: Fixtures.example("spy-agency/app.json"))
        let read = SessionLoader.reader(AttachmentCache().load, onPicture: { pictures.count += 1 })
        _ = try SessionLoader.load(sources, options: CardOptions(), stage: .banner, readAttachment: read)
        return pictures.count
    }

    @Test("libchafa's set-up is asked for only by a session with a picture")
    func pictureSetUpOnlyWithPictures() throws {
        // The benchmark's first frame: no media-url, so the service extension attaches nothing.
        #expect(try Self.picturesRead(payload: "payload.json") == 0)
        // Its media-url brings the headshot: one picture, read once.
        #expect(try Self.picturesRead(payload: "payload.apns") == 1)
    }
}

import Testing
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekPresentation
@testable import PushPeekTerminal
@testable import PushPeekImages
@testable import VirtualTerminal

/// The bytes the painter writes for pictures in pixels, read back by the VirtualTerminal: where each
/// picture is placed, its size in cells (kitty `c`/`r`, iTerm2 `width`/`height`, sixel's raster),
/// that an unchanged picture is not sent again, and kitty's placements by id when the card scrolls.
@Suite("Pictures in pixels: the bytes written")
struct PicturePainterTests {
    static let cell = Size(width: 10, height: 20)
    static let picture = RasterImage(width: 16, height: 8, fill: RGB(200, 40, 40))

    static func painter(_ graphics: GraphicsProtocol) throws -> PicturePainter {
        PicturePainter(encoder: try #require(PixelEncoders.encoder(for: graphics), "built with libchafa"), cellPixels: cell)
    }

    static func grid(_ text: String = "") -> CellGrid {
        var grid = CellGrid(width: 40, height: 12, fill: Cell.blank(.plain))
        _ = grid.put(text, at: Point(x: 0, y: 0), style: .plain, clip: nil)
        return grid
    }

    /// Feeds `bytes` to a screen; its parser must be back at rest.
    static func read(_ bytes: [UInt8]) -> [VirtualGraphic] {
        var screen = VirtualScreen(width: 40, height: 12)
        screen.feed(bytes)
        #expect(screen.parser == .ground, "every sequence ends")
        #expect(screen.lines.allSatisfy { $0.allSatisfy { $0 == " " } }, "no byte of a picture lands as text")
        return screen.graphics
    }

    @Test func kittyPlacesAtTheCellsSizesInCellsAndDeletesWhenTheCardScrolls() throws {
        let image = try #require(Self.picture)
        let painter = try Self.painter(.kitty)
        let firstBytes = painter.bytes(for: [ScreenPicture(image: image, rect: Rect(x: 5, y: 3, width: 8, height: 2))], grid: Self.grid())
        let first = Self.read(firstBytes)
        #expect(first.count == 1)
        let placed = try #require(first.first)
        #expect(placed.kind == .kitty && placed.x == 5 && placed.y == 3)
        #expect(placed.fields["a"] == "T" && placed.fields["c"] == "8" && placed.fields["r"] == "2", "\(placed.header)")
        let sent = try KittyPNGTests.onlyTransmission(firstBytes).pngSize
        #expect(placed.fields["f"] == "100" && sent.map { [$0.width, $0.height] } == [80, 40], "8×2 cells of 10×20 pixels: \(placed.header)")
        #expect(placed.fields["q"] == "2" && placed.fields["i"] != nil && placed.fields["p"] != nil, "named, and answered by nothing: \(placed.header)")

        #expect(painter.bytes(for: [ScreenPicture(image: image, rect: Rect(x: 5, y: 3, width: 8, height: 2))], grid: Self.grid("other text")).isEmpty,
                "unchanged, even with other cells repainted: nothing sent")

        let scrolled = Self.read(painter.bytes(for: [ScreenPicture(image: image, rect: Rect(x: 5, y: 1, width: 8, height: 2))], grid: Self.grid()))
        #expect(scrolled.map(\.kind) == [.kitty, .kitty])
        #expect(scrolled.first.map { [$0.fields["a"], $0.fields["d"], $0.fields["i"], $0.fields["p"]] } == [
            "d", "i", placed.fields["i"], placed.fields["p"],
        ], "the old placement deleted first, its pixels kept")
        let moved = try #require(scrolled.last)
        #expect((moved.x, moved.y, moved.fields["a"], moved.fields["i"]) == (5, 1, "p", placed.fields["i"]), "placed again: \(moved.header)")
        #expect(moved.fields["c"] == "8" && moved.fields["r"] == "2" && moved.fields["s"] == nil, "no pixels sent again: \(moved.header)")

        let gone = Self.read(painter.bytes(for: [], grid: Self.grid()))
        #expect(gone.count == 1 && gone.first?.fields["a"] == "d", "scrolled out of view: deleted, nothing placed")
        #expect(painter.bytes(for: [], grid: Self.grid()).isEmpty)

        painter.invalidate(cellPixels: Self.cell)
        let cleared = Self.read(painter.bytes(for: [ScreenPicture(image: image, rect: Rect(x: 5, y: 3, width: 8, height: 2))], grid: Self.grid()))
        #expect(cleared.map { [$0.fields["a"], $0.fields["d"]] } == [["d", "I"], ["T", nil]], "after a clear: freed, then sent again")
    }

    @Test("kitty: a picture that stays is not sent again when another comes or goes; one that comes back is placed without its pixels")
    func kittySendsEachPictureOnce() throws {
        let map = try #require(RasterImage(width: 40, height: 20, fill: RGB(20, 120, 60)))
        let headshot = try #require(Self.picture)
        let painter = try Self.painter(.kitty)
        let mapShown = ScreenPicture(image: map, rect: Rect(x: 0, y: 0, width: 20, height: 6))
        let headshotShown = ScreenPicture(image: headshot, rect: Rect(x: 22, y: 2, width: 8, height: 2))
        let both = Self.read(painter.bytes(for: [mapShown, headshotShown], grid: Self.grid()))
        #expect(both.map { $0.fields["a"] } == ["T", "T"])
        let left = Self.read(painter.bytes(for: [mapShown], grid: Self.grid()))
        #expect(left.map { $0.fields["a"] } == ["d"], "the headshot's placement deleted; the map untouched")
        let back = Self.read(painter.bytes(for: [mapShown, headshotShown], grid: Self.grid()))
        #expect(back.map { $0.fields["a"] } == ["p"] && back.first?.fields["i"] == both.last?.fields["i"], "placed again by its id")
        #expect(painter.kitty.transmissions == 2 && painter.kitty.placements == 1)
    }

    @Test func iterm2PlacesAtTheCellsWithItsSizeAndIsSentAgainOnlyWhenItsCellsWereRepainted() throws {
        let image = try #require(Self.picture)
        let painter = try Self.painter(.iterm2)
        let rect = Rect(x: 2, y: 4, width: 6, height: 3)
        let first = Self.read(painter.bytes(for: [ScreenPicture(image: image, rect: rect)], grid: Self.grid()))
        let placed = try #require(first.first)
        #expect(first.count == 1 && placed.kind == .iterm2 && placed.x == 2 && placed.y == 4)
        #expect(placed.fields["inline"] == "1" && placed.fields["width"] == "6" && placed.fields["height"] == "3", "\(placed.header)")
        #expect(painter.bytes(for: [ScreenPicture(image: image, rect: rect)], grid: Self.grid("elsewhere")).isEmpty)
        var covered = Self.grid("elsewhere")
        covered.set(Cell(text: "x", style: .plain), x: 3, y: 5)
        #expect(Self.read(painter.bytes(for: [ScreenPicture(image: image, rect: rect)], grid: covered)).count == 1,
                "a cell of its block repainted: text replaced those pixels, so it is sent again")
    }

    @Test func sixelStaysInsideItsCells() throws {
        let image = try #require(Self.picture)
        let painter = try Self.painter(.sixel)
        let shown = Self.read(painter.bytes(for: [ScreenPicture(image: image, rect: Rect(x: 1, y: 2, width: 8, height: 2))], grid: Self.grid()))
        let placed = try #require(shown.first)
        #expect(shown.count == 1 && placed.kind == .sixel && placed.x == 1 && placed.y == 2)
        let raster = placed.header.split(separator: "\"").last.map { $0.split(separator: ";").compactMap { Int($0) } } ?? []
        #expect(raster.count == 4 && raster[2] <= 80 && raster[3] <= 40 && raster[3] % 6 == 0, "\(placed.header)")
        painter.invalidate(cellPixels: Self.cell)
        #expect(Self.read(painter.bytes(for: [ScreenPicture(image: image, rect: Rect(x: 1, y: 2, width: 8, height: 2))], grid: Self.grid())).count == 1,
                "after a clear or resize every picture is sent again")
    }

    @Test("a picture sent again is not encoded again (sixel after its cells were repainted)")
    func aPictureSentAgainIsNotEncodedAgain() throws {
        let image = try #require(Self.picture)
        let cache = EncodedPictureCache()
        let painter = PicturePainter(encoder: try #require(PixelEncoders.encoder(for: .sixel, keepingIn: cache), "built with libchafa"),
                                     cellPixels: Self.cell)
        let shown = [ScreenPicture(image: image, rect: Rect(x: 2, y: 2, width: 8, height: 2))]
        let first = painter.bytes(for: shown, grid: Self.grid())
        var repainted = Self.grid()
        repainted.set(Cell(text: "x", style: .plain), x: 3, y: 2)
        let again = painter.bytes(for: shown, grid: repainted)
        #expect(!first.isEmpty && again == first, "sent again, the same bytes")
        #expect(cache.encodeCount == 1, "encoded once")
        _ = painter.bytes(for: [ScreenPicture(image: image, rect: Rect(x: 2, y: 2, width: 6, height: 2))], grid: Self.grid())
        #expect(cache.encodeCount == 2, "another size is encoded")
    }

    /// A picture of its own storage (so no drawing of it is kept yet) with colours that vary.
    static func gradient() throws -> RasterImage {
        var pixels: [UInt8] = []
        for y in 0..<24 {
            for x in 0..<36 { pixels += [UInt8(x * 7), UInt8(y * 10), UInt8((x + y) * 4), 255] }
        }
        return try #require(RasterImage(width: 36, height: 24, pixels: pixels))
    }

    @Test("a picture encoded ahead gives the painter the same bytes, encoded once (sixel, kitty)")
    func aPictureEncodedAheadGivesTheSameBytes() throws {
        let image = try Self.gradient()
        let shown = [ScreenPicture(image: image, rect: Rect(x: 2, y: 2, width: 8, height: 3))]
        for graphics in [GraphicsProtocol.sixel, .kitty] {
            let cache = EncodedPictureCache()
            let encoder = try #require(PixelEncoders.encoder(for: graphics, keepingIn: cache), "built with libchafa")
            encoder.encodeAhead(image, cells: Size(width: 8, height: 3), cellPixels: Self.cell)
            #expect(cache.isKnown(image, cells: Size(width: 8, height: 3), cellPixels: Self.cell), "started, or already made")
            let ahead = PicturePainter(encoder: encoder, cellPixels: Self.cell).bytes(for: shown, grid: Self.grid())
            let plain = try Self.painter(graphics).bytes(for: shown, grid: Self.grid())
            #expect(!ahead.isEmpty && ahead == plain, "\(graphics): the same bytes as encoded by the painter")
            #expect(cache.encodeCount == 1, "\(graphics): encoded once, ahead or by the painter if the thread had not begun")
        }
    }

    @Test("drawing a picture's symbols starts its pixels for the cells the painter places it at")
    func drawingAPicturesSymbolsStartsItsPixels() throws {
        let image = try Self.gradient()
        let cache = EncodedPictureCache()
        let encoder = try #require(PixelEncoders.encoder(for: .sixel, keepingIn: cache), "built with libchafa")
        var options = CardOptions()
        options.pictureRenderer = try #require(ChafaSymbols.renderer(encodingAheadIn: encoder, cellPixels: Self.cell))
        #expect(options.pictureRenderer == ChafaSymbols.renderer, "the same drawing")
        options.showPictures(at: .ansi256)
        let attachment = Attachment(identifier: "picture", fileName: "picture.png", kind: .image(image), byteSize: 0, format: nil)
        var grid = Self.grid()
        let placement = try #require(AttachmentView.draw(attachment, in: Rect(x: 3, y: 1, width: 12, height: 5), options: options, into: &grid))
        #expect(cache.isKnown(image, cells: Size(width: 12, height: 4), cellPixels: Self.cell), "started when the symbols were drawn")
        let shown = ScreenPicture.visible([placement], origin: Point(x: 0, y: 0), in: grid, area: Rect(x: 0, y: 0, width: grid.width, height: grid.height))
        #expect(shown.map(\.rect.size) == [Size(width: 12, height: 4)])
        let painted = PicturePainter(encoder: encoder, cellPixels: Self.cell).bytes(for: shown, grid: grid)
        let plain = try Self.painter(.sixel).bytes(for: shown, grid: grid)
        #expect(!painted.isEmpty && painted == plain, "the same bytes as encoded by the painter")
        #expect(cache.encodeCount == 1, "encoded once: what was started ahead is what the painter asked for")
        _ = AttachmentView.draw(attachment, in: Rect(x: 3, y: 1, width: 12, height: 5), options: options, into: &grid)
        #expect(cache.encodeCount == 1, "symbols found kept: nothing started")
    }

    @Test func detectionReadsTheAnswersAndTheEnvironment() {
        let da1 = Array("\u{1B}[?63;1;2;4;6;9;15;22c".utf8)
        #expect(GraphicsDetector.fromAnswers(da1) == .sixel)
        #expect(GraphicsDetector.fromAnswers(Array("\u{1B}[?62;1;6;9;22c".utf8)) == nil)
        #expect(GraphicsDetector.fromAnswers(Array("\u{1B}_Gi=31;OK\u{1B}\\".utf8) + Array("\u{1B}[?62;c".utf8)) == .kitty)
        #expect(GraphicsDetector.fromAnswers(Array("\u{1B}[?63;1;4".utf8)) == nil, "a reply cut short says nothing")
        #expect(GraphicsDetector.isComplete(da1) && !GraphicsDetector.isComplete(Array(da1.dropLast())))
        #expect(GraphicsDetector.fromEnvironment(["TERM_PROGRAM": "iTerm.app"]) == .some(.iterm2))
        #expect(GraphicsDetector.fromEnvironment(["TMUX": "/tmp/x,1,0", "TERM_PROGRAM": "iTerm.app"]) == .some(nil))
        #expect(GraphicsDetector.fromEnvironment(["TERM_PROGRAM": "Apple_Terminal"]) == .some(nil))
        #expect(GraphicsDetector.fromEnvironment([:]) == nil, "otherwise the terminal is asked")
        #expect(GraphicsDetector.cellSize(in: Array("\u{1B}[6;20;10t\u{1B}[?62;4c".utf8)) == Size(width: 10, height: 20))
        #expect(GraphicsDetector.cellSize(in: Array("\u{1B}[?62;4c".utf8)) == nil, "no answer: the size from TIOCGWINSZ or 10×20")
        #expect(GraphicsDetector.cellSize(in: Array("\u{1B}[6;0;10t".utf8)) == nil && GraphicsDetector.cellSize(in: Array("\u{1B}[6;20".utf8)) == nil)
    }
}

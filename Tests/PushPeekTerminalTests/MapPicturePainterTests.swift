import Testing
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekMaps
@testable import PushPeekPresentation
@testable import PushPeekInteraction
@testable import PushPeekSession
@testable import PushPeekTerminal
@testable import PushPeekImages
@testable import PushPeekMapArchives
@testable import VirtualTerminal

/// The map in pixels as the painter writes it, read back by the VirtualTerminal: the Helsinki
/// courier's expanded card lists its map as a picture over exactly the map's cells, the kitty and
/// sixel bytes place it there at its size, and a key that leaves the map as it was sends nothing
/// again (the tile set keeps the picture, so the painter sees the same one).
@Suite("The map in pixels: the bytes written")
struct MapPicturePainterTests {
    static let cell = Size(width: 10, height: 20)
    static let size = Size(width: 80, height: 30)

    static func courier() throws -> PreviewModel {
        var options = CardOptions(ratio: 0.6)
        let theme = try #require(ThemeLoader.builtin(named: "ios-dark"))
        options.mapPicture = MapPictureOptions(cellPixels: cell, colors: MapPictureColors(theme: theme))
        let state = try SessionLoader.load(try ExampleCatalog.sources(for: "helsinki-courier", variant: nil), options: options, stage: .expanded,
                                           mapSupport: MapArchiveReader())
        var model = PreviewModel(state: state)
        FrameCycle.apply(.resize(size), to: &model, size: size)
        return model
    }

    static func read(_ bytes: [UInt8], grid: CellGrid) -> VirtualScreen {
        var screen = VirtualScreen(width: size.width, height: size.height)
        screen.feed(bytes)
        #expect(screen.parser == .ground, "every sequence ends")
        return screen
    }

    @Test(arguments: [GraphicsProtocol.kitty, .sixel])
    func theMapIsPlacedOverItsCellsAndNotSentAgain(_ graphics: GraphicsProtocol) throws {
        var model = try Self.courier()
        let frame = PreviewScreen.frame(model.state, size: Self.size)
        let map = try #require(frame.pictures.first { $0.image.width == $0.rect.width * Self.cell.width }, "the map, wholly in view")
        #expect(map.image.height == map.rect.height * Self.cell.height)
        let info = try #require(frame.grid.lines().firstIndex { $0.contains("Kluuvi") }, "the symbol map is still in the cells")
        #expect(info >= map.rect.y && info < map.rect.maxY)

        let painter = PicturePainter(encoder: try #require(PixelEncoders.encoder(for: graphics), "built with libchafa"), cellPixels: Self.cell)
        let bytes = painter.bytes(for: frame.pictures, grid: frame.grid)
        let screen = Self.read(bytes, grid: frame.grid)
        let placed = try #require(screen.graphics.first { $0.x == map.rect.x && $0.y == map.rect.y }, "a picture at the map's top left")
        switch graphics {
        case .kitty:
            #expect(placed.fields["c"] == String(map.rect.width) && placed.fields["r"] == String(map.rect.height), "\(placed.header)")
            let sizes = try KittyPNGTests.transmissions(bytes).compactMap { $0.pngSize.map { [$0.width, $0.height] } }
            #expect(sizes.contains([map.rect.width * 10, map.rect.height * 20]), "the map's PNG file: \(sizes)")
        default:
            #expect(placed.kind == .sixel)
            #expect(placed.header.hasSuffix(";\(map.rect.width * 10);\(map.rect.height * 20 / 6 * 6)"), "the raster: \(placed.header)")
        }

        // Focus moves to the next action: the map's cells and picture stay as they were.
        let (_, settled) = FrameCycle.apply(.key(.tab), to: &model, size: Self.size)
        let next = try #require(settled)
        let again = try #require(next.pictures.first { $0.image.width == $0.rect.width * Self.cell.width })
        #expect(again.rect == map.rect && again.image == map.image)
        #expect(painter.bytes(for: next.pictures, grid: next.grid).isEmpty, "nothing sent again")
    }
}

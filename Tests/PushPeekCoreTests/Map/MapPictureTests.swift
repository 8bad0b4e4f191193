import Testing
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekMaps
@testable import PushPeekPresentation
@testable import PushPeekSession

/// The map in pixels: the Helsinki courier's tiles drawn at a cell size (water, parks, roads in
/// their colours, the pin, the labels), kept by the tile set and drawn once; the card lists it
/// with its pictures over its symbols only when asked; GeoJSON too heavy for the picture's work
/// limit is cut and says so.
@Suite("Maps in pixels")
struct MapPictureTests {
    static let theme = ThemeLoader.builtin(named: "ios-dark") ?? Theme(name: "mono", colors: [:])
    static let options = MapPictureOptions(cellPixels: Size(width: 10, height: 20), colors: MapPictureColors(theme: theme))

    static func count(_ image: RasterImage, _ color: RGB) -> Int {
        var total = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y)?.color == color { total += 1 }
        }
        return total
    }

    static func render(_ tiles: MapTileSet?, overlays: [MapFeature] = [], options: MapPictureOptions = MapPictureTests.options) -> MapPicture? {
        let payload = try? JSONParser.parse(Array(#"{"lat": 60.17103, "lon": 24.94137, "radius": 500}"#.utf8))
        let element = MapElement(latitude: "lat", longitude: "lon", radius: "radius", pin: true)
        guard let payload else { return nil }
        return MapPictureRenderer.render(element: element, payload: payload, size: TileMapRenderingTests.size, options: options,
                                         overlays: overlays, tiles: tiles)
    }

    @Test func helsinkiInPixels() throws {
        let tiles = try TileMapRenderingTests.helsinki()
        let picture = try #require(Self.render(tiles))
        let image = picture.image
        #expect(image.width == 420 && image.height == 260)
        let colors = Self.options.colors
        #expect(Self.count(image, colors.road) > 2_000, "roads")
        #expect(Self.count(image, colors.park) > 200, "parks")
        #expect(Self.count(image, colors.water) > 100, "water")
        #expect(Self.count(image, colors.pin) > 50, "the pin")
        #expect(Self.count(image, colors.text) > 100, "labels")
        #expect(!picture.isCut && picture.work > 0 && picture.work < PixelCanvas.defaultWorkLimit / 5, "work \(picture.work)")
        let again = try #require(Self.render(tiles))
        #expect(again == picture && tiles.drawnPictureCount == 1, "kept: drawn once")
        let larger = MapPictureOptions(cellPixels: Size(width: 8, height: 16), colors: Self.options.colors)
        #expect(Self.render(tiles, options: larger)?.image.width == 336 && tiles.drawnPictureCount == 2)
    }

    @Test func theCardListsTheMapOnlyWhenAsked() throws {
        var state = try TileMapRenderingTests.load("helsinki-courier")
        #expect(CardRenderer.render(state, width: 44).pictures.isEmpty)
        state.options.mapPicture = MapPictureOptions(cellPixels: Size(width: 10, height: 20), colors: Self.options.colors, encodesPNG: true)
        let card = CardRenderer.render(state, width: 44)
        let map = try #require(card.pictures.first)
        #expect(map.attachment.image?.width == map.box.width * 10 && map.attachment.image?.height == map.box.height * 20)
        #expect(map.attachment.imageFileBytes?.prefix(4) == [0x89, 0x50, 0x4E, 0x47])
        let symbols = CardRenderer.render(try TileMapRenderingTests.load("helsinki-courier"), width: 44).grid
        #expect(card.grid == symbols, "the cells are the symbol map's, unchanged")
        for y in map.box.y..<map.box.maxY {
            for x in map.box.x..<map.box.maxX { #expect(map.cells[x - map.box.x, y - map.box.y] == symbols[x, y]) }
        }
    }

    @Test("GeoJSON that would take too long is cut at the work limit, and the picture says so")
    func heavyOverlaysAreCut() throws {
        let square = [Coordinate(latitude: 60.16, longitude: 24.92), Coordinate(latitude: 60.16, longitude: 24.96),
                      Coordinate(latitude: 60.18, longitude: 24.96), Coordinate(latitude: 60.18, longitude: 24.92)]
        func overlays(_ count: Int) -> [MapFeature] { (0..<count).map { _ in MapFeature(.polygon([square])) } }
        let ten = try #require(Self.render(nil, overlays: overlays(4)))
        let hundred = try #require(Self.render(nil, overlays: overlays(40)))
        #expect(!ten.isCut && !hundred.isCut)
        let ratio = Double(hundred.work) / Double(ten.work)
        #expect(ratio > 8 && ratio < 11, "ten times the polygons, about ten times the work: \(ratio)")
        let heavy = try #require(Self.render(nil, overlays: overlays(2_000)))
        #expect(heavy.isCut && heavy.work <= PixelCanvas.defaultWorkLimit + 10_000)
        #expect(Self.count(heavy.image, Self.options.colors.text) > 50, "the note is drawn")
    }
}

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

/// Maps drawn from vector tiles: the Helsinki courier example at 500 m and 2 km (the built-in copy,
/// with its PMTiles archive), the same region without the archive, the OpenMapTiles schema from
/// MBTiles, the map styles, tile edges and the antimeridian, and the cache (counted).
@Suite("Maps from vector tiles")
struct TileMapRenderingTests {
    static let station = Coordinate(latitude: 60.17103, longitude: 24.94137)

    static func load(_ selection: String) throws -> PreviewState {
        try SessionLoader.load(try ExampleCatalog.sources(for: selection, variant: nil), options: CardOptions(), stage: .expanded,
                               mapSupport: TileFixtures.support)
    }

    static func card(_ state: PreviewState) -> String {
        TextSnapshot.text(of: CardRenderer.render(state, width: 44).grid)
    }

    /// The map of a 44-column card at ratio 0.6: 42 × 13 cells.
    static let size = Size(width: 42, height: 13)

    static func map(radius: Double, tiles: MapTileSet?, style: MapStyle = .ascii) -> MapRendering {
        let span = CoordinateRegion(center: station, latitudinalMeters: radius, longitudinalMeters: radius)
        return MapRenderer.render(region: span, element: MapElement(style: style, pin: true), size: size, tiles: tiles)
    }

    static func helsinki() throws -> MapTileSet {
        let archive = try #require(try MapArchiveLoader.open(path: Fixtures.example("helsinki-courier/helsinki.pmtiles"),
                                                            support: TileFixtures.support))
        return MapTileSet(archives: [archive])
    }

    static func text(_ rendering: MapRendering) -> String { rendering.grid.lines().joined(separator: "\n") }

    static let roadGlyphs: Set<Character> = ["-", "|", "/", "\\", "=", "H", "#"]

    @Test func helsinkiAt500Metres() throws {
        let state = try Self.load("helsinki-courier")
        #expect(state.mapTiles != nil)
        Snapshot.assert(Self.card(state), named: "map/helsinki-500m")
        let rendering = Self.map(radius: 500, tiles: try Self.helsinki())
        let text = Self.text(rendering)
        #expect(rendering.info?.tileZoom == 15)
        #expect(text.contains("~"))  // water: the ponds and Töölönlahti's edge
        #expect(text.filter { Self.roadGlyphs.contains($0) }.count > 100)
        #expect(text.contains("Kluuvi") && text.contains("Aleksanterinkatu"))
        #expect(text.contains("@"))
    }

    @Test func helsinkiAt2Kilometres() throws {
        let state = try Self.load("helsinki-courier/radius-2km")
        Snapshot.assert(Self.card(state), named: "map/helsinki-2km")
        let rendering = Self.map(radius: 2000, tiles: try Self.helsinki())
        let text = Self.text(rendering)
        #expect(rendering.info?.tileZoom == 13)
        #expect(text.contains("~"))
        #expect(text.filter { Self.roadGlyphs.contains($0) }.count > 20)
        for name in ["Kaisaniemi", "Hakaniemi", "Kaartinkaupunki"] { #expect(text.contains(name)) }
    }

    /// Without the archive the same street-scale region is what it always was: blank but for the
    /// pin, the north indicator and the scale bar.
    @Test func withoutTheArchiveTheMapIsBlank() throws {
        for radius in [500.0, 2000] {
            let rendering = Self.map(radius: radius, tiles: nil)
            #expect(rendering.info?.tileZoom == nil)
            let marks = Set(Self.text(rendering).filter { !$0.isWhitespace })
            #expect(marks.isSubset(of: Set("@N^|-0123456789km")), "\(marks)")
        }
        let plain = try SessionLoader.load(SessionSources(payloadPath: Fixtures.example("helsinki-courier/payload.json")),
                                           options: CardOptions(), stage: .expanded, mapSupport: TileFixtures.support)
        #expect(plain.mapTiles?.archives.isEmpty == true)
    }

    /// OpenMapTiles' layer names, from an MBTiles archive of the same Helsinki data.
    @Test func openMapTilesSchemaFromMBTiles() throws {
        let archive = try #require(try MapArchiveLoader.open(path: TileFixtures.path("helsinki-omt.mbtiles"), support: TileFixtures.support))
        let rendering = Self.map(radius: 500, tiles: MapTileSet(archives: [archive]))
        let text = Self.text(rendering)
        #expect(rendering.info?.tileZoom == 14)
        #expect(text.filter { Self.roadGlyphs.contains($0) }.count > 50)
        #expect(text.contains("Kluuvi"))
        Snapshot.assert(text, named: "map/helsinki-500m-openmaptiles")
    }

    @Test(arguments: [MapStyle.braille, .blocks])
    func styles(style: MapStyle) throws {
        let text = Self.text(Self.map(radius: 500, tiles: try Self.helsinki(), style: style))
        #expect(text.contains("Kluuvi"))
        Snapshot.assert(text, named: "map/helsinki-500m-\(style.rawValue)")
    }

    /// Every tile is decoded once and every map drawn once: the next frames reuse both.
    @Test func tilesAreDecodedOncePerRegion() throws {
        var state = try Self.load("helsinki-courier")
        let tiles = try #require(state.mapTiles)
        _ = Self.card(state)
        let first = tiles.counts
        #expect(first.renderedMaps == 1)
        // The card's map is 42 × round(42 × 0.45 × 0.5) cells: exactly the zoom-15 tiles under it are read.
        let region = CoordinateRegion(center: Self.station, latitudinalMeters: 500, longitudinalMeters: 500)
        let viewport = try #require(MapViewport(fitting: region, columns: 42, rows: 9))
        let needed = try #require(MapTileSet.tiles(covering: viewport, zoom: 15, bounds: tiles.archives[0].bounds))
        #expect(first.decodedTiles == needed.count)
        #expect(needed.count >= 2)
        for key in ["tab", "tab", "right"] {
            for parsed in try KeyScript.parse(key) { _ = PreviewReducer.update(&state, .key(parsed)) }
            _ = Self.card(state)
        }
        #expect(tiles.counts.renderedMaps == 1 && tiles.counts.decodedTiles == first.decodedTiles)
        // Another size is another rendering; its tiles are decoded for what it draws at its scale
        // (`TileDetail`), once: drawing it again, or the first size again, decodes nothing.
        _ = TextSnapshot.text(of: CardRenderer.render(state, width: 60).grid)
        #expect(tiles.counts.renderedMaps == 2)
        let wider = tiles.counts.decodedTiles
        for key in ["tab", "right"] {
            for parsed in try KeyScript.parse(key) { _ = PreviewReducer.update(&state, .key(parsed)) }
            _ = TextSnapshot.text(of: CardRenderer.render(state, width: 60).grid)
        }
        _ = Self.card(state)
        #expect(tiles.counts.renderedMaps == 2 && tiles.counts.decodedTiles == wider)
    }

    /// A line across every tile, at the antimeridian: the road runs unbroken over tile edges and
    /// from 179.9° E to 179.9° W.
    @Test func tileEdgesAndTheAntimeridianAreSeamless() throws {
        let archive = StripeArchive()
        let region = CoordinateRegion(center: Coordinate(latitude: 0.001, longitude: 180), latitudinalMeters: 2000, longitudinalMeters: 2000)
        let rendering = MapRenderer.render(region: region, element: MapElement(pin: false), size: Size(width: 40, height: 10),
                                           tiles: MapTileSet(archives: [archive]))
        let rows = rendering.grid.lines()
        #expect(rows.contains { $0 == String(repeating: "=", count: 40) }, "\(rows.joined(separator: "\n"))")
        // Tiles from both ends of the world: the first column east of 180° and the last one west of it.
        let zoom = try #require(rendering.info?.tileZoom)
        #expect(Set(archive.requested.map(\.x)) == [0, (1 << zoom) - 1])
    }
}

/// A bad tile found only when a map needs it: the map area says so, naming the archive and tile.
extension TileMapRenderingTests {
    @Test func aBadTileIsANoteInTheMap() {
        let archive = StripeArchive(failing: true)
        let region = CoordinateRegion(center: Self.station, latitudinalMeters: 500, longitudinalMeters: 500)
        let rendering = MapRenderer.render(region: region, size: Self.size, tiles: MapTileSet(archives: [archive]))
        #expect(rendering.info == nil)
        let note = rendering.note ?? ""
        #expect(note.hasPrefix("map data: stripes: tile 15/"), "\(note)")
        #expect(Self.text(rendering).contains("map data: stripes"))
    }
}

/// Every tile holds major roads across it every eighth of its height, from edge to edge.
final class StripeArchive: TileArchive, @unchecked Sendable {
    let file = "stripes"
    let failing: Bool

    init(failing: Bool = false) {
        self.failing = failing
    }

    let zoomRange = 0...16
    let bounds: (west: Double, south: Double, east: Double, north: Double)? = nil
    private(set) var requested: [TileID] = []

    func tile(_ id: TileID, budget: inout MapReadBudget) throws(MapArchiveError) -> VectorTile? {
        requested.append(id)
        if failing { throw MapArchiveError(file: file, part: "tile \(id)", message: "not a valid vector tile: a varint runs past the end") }
        let feature = VectorTileFeature(id: nil, type: .lineString, properties: ["kind": .string("major_road")],
                                        parts: (0..<8).map { [Point(x: -16, y: $0 * 512 + 256), Point(x: 4112, y: $0 * 512 + 256)] })
        return VectorTile(layers: [VectorTileLayer(name: "roads", extent: 4096, features: [feature])])
    }
}

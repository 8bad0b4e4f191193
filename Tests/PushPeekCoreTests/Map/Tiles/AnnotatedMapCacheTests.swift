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

/// Annotated maps drawn from vector tiles are cached as unannotated ones are: keyed by the cells
/// their pins fall in, so the frames after the first cost a lookup (counted, not timed), a pin that
/// moves to another cell draws a new picture, and the cached picture is the one drawn without the
/// cache (a styled snapshot).
@Suite("Annotated maps from the tile cache")
struct AnnotatedMapCacheTests {
    static let element = MapElement(pin: true, annotations: [MapAnnotation(latitude: "meet.lat", longitude: "meet.lon"),
                                                             MapAnnotation(latitude: "drop.lat", longitude: "drop.lon")])
    static let size = TileMapRenderingTests.size
    static let dark = StyleMapping(theme: ThemeLoader.builtin(named: "ios-dark")!, depth: .ansi256)

    /// The Helsinki courier's region (500 m around the railway station) with two annotations in view.
    static func payload(meet: (Double, Double) = (60.17200, 24.94500), drop: (Double, Double) = (60.17000, 24.93900)) throws -> JSONNode {
        try JSONParser.parse(#"{"latitude": 60.17103, "longitude": 24.94137, "radius": 500, "meet": {"lat": \#(meet.0), "lon": \#(meet.1)}, "drop": {"lat": \#(drop.0), "lon": \#(drop.1)}}"#)
    }

    static func render(_ payload: JSONNode, tiles: MapTileSet?) -> MapRendering {
        MapRenderer.render(element: element, payload: payload, size: size, tiles: tiles)
    }

    @Test func framesAfterTheFirstDrawNoMap() throws {
        let tiles = try TileMapRenderingTests.helsinki()
        let payload = try Self.payload()
        let first = Self.render(payload, tiles: tiles)
        #expect(first.info?.annotations.count == 2)
        #expect(tiles.counts.renderedMaps == 1)
        for _ in 0..<20 { #expect(Self.render(payload, tiles: tiles) == first) }
        #expect(tiles.counts.renderedMaps == 1, "20 more frames of the same annotated map drew it \(tiles.counts.renderedMaps - 1) more times")
    }

    @Test func aPinInAnotherCellIsAnotherPictureAndTheSameCellIsNot() throws {
        let tiles = try TileMapRenderingTests.helsinki()
        let first = Self.render(try Self.payload(), tiles: tiles)
        let cells = try #require(first.info?.annotations)
        // Moved ~110 m north: another cell, drawn once, then cached too.
        let moved = try Self.payload(meet: (60.17300, 24.94500))
        let other = Self.render(moved, tiles: tiles)
        #expect(other.info?.annotations != cells)
        #expect(other != first)
        #expect(tiles.counts.renderedMaps == 2)
        _ = Self.render(moved, tiles: tiles)
        _ = Self.render(try Self.payload(), tiles: tiles)
        #expect(tiles.counts.renderedMaps == 2)
        // Moved by a few centimetres: the same cell, so the same picture, from the cache.
        let viewport = try #require(MapViewport(fitting: CoordinateRegion(center: TileMapRenderingTests.station, latitudinalMeters: 500,
                                                                          longitudinalMeters: 500), columns: Self.size.width, rows: Self.size.height))
        let nudged = (60.1720002, 24.9450002)
        #expect(MapRenderer.cells(of: [Coordinate(latitude: nudged.0, longitude: nudged.1)], in: viewport) == [cells[0]])
        #expect(Self.render(try Self.payload(meet: nudged), tiles: tiles) == first)
        #expect(tiles.counts.renderedMaps == 2)
    }

    /// The picture from the cache is the one drawn without it, cell for cell and style for style.
    @Test func theCachedPictureIsTheUncachedOne() throws {
        let tiles = try TileMapRenderingTests.helsinki()
        let payload = try Self.payload()
        _ = Self.render(payload, tiles: tiles)
        let cached = Self.render(payload, tiles: tiles)
        #expect(tiles.counts.renderedMaps == 1)
        let region = CoordinateRegion(center: TileMapRenderingTests.station, latitudinalMeters: 500, longitudinalMeters: 500)
        let annotations = [Coordinate(latitude: 60.17200, longitude: 24.94500), Coordinate(latitude: 60.17000, longitude: 24.93900)]
        let uncached = MapRenderer.draw(region: region, element: Self.element, size: Self.size, cellAspect: MapViewport.defaultCellAspect,
                                        land: .naturalEarth, overlays: [], annotations: annotations, tiles: tiles)
        #expect(cached == uncached)
        #expect(TileMapRenderingTests.text(cached).filter { $0 == "@" }.count == 3, "the centre pin and two annotations")
        Snapshot.assertStyled(cached.grid, mapping: Self.dark, named: "map/helsinki-500m-annotated")
    }
}

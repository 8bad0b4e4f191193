import Testing
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekMaps

/// A map decodes of a tile only what it draws at its scale (`TileDetail`): the shapes are the
/// whole tile's less the kinds left out, and what is left out costs no geometry.
@Suite("Tile selection")
struct TileSelectionTests {
    static func courier() throws -> any TileArchive {
        try #require(try MapArchiveLoader.open(path: Fixtures.example("helsinki-courier/helsinki.pmtiles"), support: TileFixtures.support))
    }

    @Test("a tile read for a map holds the whole tile's shapes of the kinds that map draws, and only those")
    func selectedShapesAreTheDrawnShapes() throws {
        let archive = try Self.courier()
        let zoom = archive.zoomRange.upperBound
        let n = Double(1 << zoom)
        let x = try #require(MapMath.floorInt(WebMercator.x(longitude: MapBudgetTests.station.longitude) * n))
        let y = try #require(MapMath.floorInt(WebMercator.y(latitude: MapBudgetTests.station.latitude) * n))
        let id = TileID(zoom: zoom, x: x, y: y)
        let whole = TileSchema.shapes(of: try #require(try archive.tile(id)), at: id)
        #expect(whole.contains { $0.kind == .building })
        for detail in [TileDetail.all, TileDetail(buildings: false, paths: false), TileDetail(buildings: true, paths: false)] {
            let tiles = MapTileSet(archives: [archive])
            var budget = MapReadBudget()
            let selected = try tiles.shapes(archive: 0, tile: id, detail: detail, budget: &budget)
            #expect(selected == whole.filter { detail.draws($0.kind) }, "\(detail)")
        }
    }

    @Test("a view too far out for buildings spends nothing on their geometry; a close one reads them")
    func buildingsAreDecodedOnlyClose() throws {
        let tile = HostileTileBuilder.buildings(features: 1_000, vertices: 40)
        let far = try MapBudgetTests.tileSet(HostileTileBuilder.sharedBlob(tile, zoom: 14)).0
        _ = MapBudgetTests.render(far)
        #expect(far.lastMapBudget.spent(.features) >= 1_000)
        #expect(far.lastMapBudget.spent(.geometryIntegers) == 0)
        let close = try MapBudgetTests.tileSet(HostileTileBuilder.sharedBlob(tile, zoom: 15)).0
        _ = MapBudgetTests.render(close, radius: 200)
        #expect(close.lastMapBudget.spent(.geometryIntegers) >= 1_000 * 80)
    }

    @Test("a map keeps the shapes near its view: all it may show, fewer placed, the same budget spent")
    func shapesAreKeptNearTheView() throws {
        let archive = try Self.courier()
        let region = CoordinateRegion(center: MapBudgetTests.station, latitudinalMeters: 500, longitudinalMeters: 500)
        let viewport = try #require(MapViewport(fitting: region, columns: 42, rows: 9))
        let everywhere = MapTileSet(archives: [archive])
        let all = try everywhere.shapes(in: viewport, style: .ascii)
        let nearby = MapTileSet(archives: [archive])
        let near = try nearby.shapes(in: viewport, style: .ascii, nearView: true)
        #expect(near.shapes.filter { viewport.mayShow($0.parts) } == all.shapes.filter { viewport.mayShow($0.parts) })
        #expect(near.shapes.count * 10 <= all.shapes.count * 7, "\(near.shapes.count) of \(all.shapes.count) shapes kept")
        #expect(nearby.lastMapBudget == everywhere.lastMapBudget)
        // A view a hair wider is served by the tiles decoded near the first; one further away is not.
        let wider = try #require(MapViewport(fitting: CoordinateRegion(center: MapBudgetTests.station, latitudinalMeters: 501,
                                                                       longitudinalMeters: 501), columns: 42, rows: 9))
        let decoded = nearby.counts.decodedTiles
        _ = try nearby.shapes(in: wider, style: .ascii, nearView: true)
        #expect(nearby.counts.decodedTiles == decoded)
        let moved = CoordinateRegion(center: Coordinate(latitude: MapBudgetTests.station.latitude + 0.002,
                                                        longitude: MapBudgetTests.station.longitude), latitudinalMeters: 500, longitudinalMeters: 500)
        _ = try nearby.shapes(in: try #require(MapViewport(fitting: moved, columns: 42, rows: 9)), style: .ascii, nearView: true)
        #expect(nearby.counts.decodedTiles > decoded)
    }
}

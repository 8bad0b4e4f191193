import Testing
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekMaps

/// A map reads up to 64 tiles, and all of them may be one stored blob: the budget is per map,
/// summed over every tile, and the work is counted (`WorkCounter`), not timed.
@Suite("Map read budgets")
struct MapBudgetTests {
    static let station = Coordinate(latitude: 60.17103, longitude: 24.94137)

    /// A map of about 7 × 5 tiles at zoom 14 around the station.
    static func render(_ tiles: MapTileSet, radius: Double = 5_000) -> MapRendering {
        let region = CoordinateRegion(center: station, latitudinalMeters: radius, longitudinalMeters: radius)
        return MapRenderer.render(region: region, element: MapElement(style: .ascii), size: Size(width: 42, height: 13), tiles: tiles)
    }

    static func tileSet(_ bytes: [UInt8]) throws -> (MapTileSet, PMTilesArchive) {
        let archive = try PMTilesArchive(file: "shared.pmtiles", bytes: MemoryArchiveBytes(bytes), support: TileFixtures.support)
        return (MapTileSet(archives: [archive]), archive)
    }

    /// Every resource a map counts, at its limit: the most work one map may do.
    static let mostWork = MapReadBudget.Resource.allCases.filter { $0 != .databaseSteps && $0 != .labels }.reduce(0) { $0 + $1.limit }

    /// One tile of 1.8 million geometry integers, shared by every tile of the map: without a budget
    /// per map, each of the map's tiles decoded it again (64 × the work). Water, which this view
    /// draws (its buildings it would not decode).
    @Test func oneBlobSharedByEveryTileIsPaidForEachTime() throws {
        let tile = HostileTileBuilder.squares(layer: "water", features: 1, vertices: 900_000)
        #expect(tile.count < MapArchiveLimits.maxStoredTileBytes)
        let (tiles, _) = try Self.tileSet(HostileTileBuilder.sharedBlob(tile, zoom: 14))
        var rendering: MapRendering?
        let work = WorkCounter.measure { rendering = Self.render(tiles) }
        let spent = tiles.lastMapBudget
        for resource in MapReadBudget.Resource.allCases { #expect(spent.spent(resource) <= resource.limit, "\(resource)") }
        #expect(spent.spent(.geometryIntegers) > 1_500_000, "the first tile was read")
        #expect(work <= Self.mostWork, "\(work) units of work")
        let note = try #require(rendering?.note)
        #expect(note.contains("shared.pmtiles: tile 14/") && note.contains("budget of 2000000 geometry integers"), "\(note)")
        #expect(rendering?.grid.lines().first?.hasPrefix("map data cut short: 2000000 geometry") == true, "\(rendering?.grid.lines().first ?? "")")
        // The next frame reads nothing again, and stops at the same place.
        let decoded = tiles.counts.decodedTiles
        _ = Self.render(tiles, radius: 5_001)
        #expect(tiles.counts.decodedTiles == decoded)
        #expect(tiles.lastMapBudget.spent(.geometryIntegers) == spent.spent(.geometryIntegers))
    }

    /// Many small features in every tile: the features are summed over the map.
    @Test func featuresAreSummedOverTheMap() throws {
        let tile = HostileTileBuilder.buildings(features: 60_000, vertices: 4)
        let (tiles, _) = try Self.tileSet(HostileTileBuilder.sharedBlob(tile, zoom: 14))
        var rendering: MapRendering?
        let work = WorkCounter.measure { rendering = Self.render(tiles) }
        #expect(tiles.lastMapBudget.spent(.features) <= MapReadBudget.Resource.features.limit)
        #expect(tiles.lastMapBudget.spent(.features) >= 60_000)
        #expect(work <= Self.mostWork, "\(work) units of work")
        #expect(rendering?.note?.contains("budget of 100000 features") == true, "\(rendering?.note ?? "no note")")
    }

    /// A leaf directory is decoded once per archive, not once per tile, and its entries are spent.
    @Test func leafDirectoriesAreDecodedOnce() throws {
        let tile = HostileTileBuilder.buildings(features: 1, vertices: 4)
        let (tiles, archive) = try Self.tileSet(HostileTileBuilder.sharedBlobInLeaf(tile, zoom: 14, leafEntries: 100_000))
        let rendering = Self.render(tiles)
        #expect(rendering.note == nil, "\(rendering.note ?? "")")
        #expect(tiles.counts.decodedTiles > 10)
        #expect(archive.leafDecodes == 1)
        #expect(tiles.lastMapBudget.spent(.directoryEntries) == 100_000)
    }

    /// A real archive stays well inside every budget.
    @Test func theCourierMapIsWithinBudget() throws {
        let archive = try #require(try MapArchiveLoader.open(path: Fixtures.example("helsinki-courier/helsinki.pmtiles"),
                                                            support: TileFixtures.support))
        let tiles = MapTileSet(archives: [archive])
        let rendering = Self.render(tiles, radius: 2_000)
        #expect(rendering.note == nil)
        #expect(tiles.lastMapBudget.spent(.features) > 0)
        for resource in MapReadBudget.Resource.allCases {
            #expect(tiles.lastMapBudget.spent(resource) * 4 < resource.limit, "\(resource)")
        }
    }
}

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

/// PMTiles and MBTiles archives written by the Python tools (`pmtiles`, `sqlite3`) from the same
/// tiles: both give back exactly the tiles the encoder wrote.
@Suite("Tile archives")
struct TileArchiveTests {
    static func pmtiles(_ name: String = "shapes.pmtiles") throws -> any TileArchive {
        try #require(try MapArchiveLoader.open(path: TileFixtures.path(name), support: TileFixtures.support))
    }

    @Test func tileIDsFollowTheHilbertCurve() {
        // Values from the `pmtiles` Python package's zxy_to_tileid.
        #expect(TileID(zoom: 0, x: 0, y: 0).pmtilesID == 0)
        #expect([(0, 0), (0, 1), (1, 1), (1, 0)].map { TileID(zoom: 1, x: $0.0, y: $0.1).pmtilesID } == [1, 2, 3, 4])
        #expect(TileID(zoom: 14, x: 9326, y: 4740).pmtilesID == 319_433_633)
        #expect(TileFixtures.stationTile.pmtilesID == 319_842_976)
        #expect(TileID(zoom: 26, x: 12_345_678, y: 23_456_789).pmtilesID == 2_479_084_085_512_354)
    }

    @Test func pmtilesGivesBackTheEncodedTiles() throws {
        let archive = try Self.pmtiles()
        #expect(archive is PMTilesArchive)
        #expect(archive.zoomRange == 14...14)
        #expect(try archive.tile(TileFixtures.stationTile) == TileFixtures.protomaps())
        #expect(try archive.tile(TileFixtures.eastTile) == TileFixtures.openMapTiles())
        #expect(try archive.tile(TileID(zoom: 14, x: 10239, y: 4740)) == nil)
        #expect(try archive.tile(TileID(zoom: 3, x: 1, y: 1)) == nil)
    }

    @Test func mbtilesFromTheSameTilesGivesTheSame() throws {
        let pmtiles = try Self.pmtiles()
        let mbtiles = try #require(try MapArchiveLoader.open(path: TileFixtures.path("shapes.mbtiles"), support: TileFixtures.support))
        #expect(mbtiles is MBTilesArchive)
        #expect(mbtiles.zoomRange == 14...14)
        let bounds = try #require(mbtiles.bounds)
        #expect(bounds.west == 24.9 && bounds.north == 60.18)
        for id in [TileFixtures.stationTile, TileFixtures.eastTile] {
            #expect(try mbtiles.tile(id) == pmtiles.tile(id))
        }
        #expect(try mbtiles.tile(TileID(zoom: 14, x: 10239, y: 4740)) == nil)
    }

    @Test func geoJSONIsNotAnArchive() throws {
        #expect(try MapArchiveLoader.open(path: Fixtures.example("spy-agency/millers-point.geojson"), support: TileFixtures.support) == nil)
    }

    @Test func helsinkiArchiveHasTheStation() throws {
        let archive = try #require(try MapArchiveLoader.open(path: Fixtures.example("helsinki-courier/helsinki.pmtiles"), support: TileFixtures.support))
        #expect(archive.zoomRange == 12...15)
        // The zoom-15 tile under the station (60.17103° N, 24.94137° E).
        let id = TileID(zoom: 15, x: Int(WebMercator.x(longitude: 24.94137) * 32768), y: Int(WebMercator.y(latitude: 60.17103) * 32768))
        let tile = try #require(try archive.tile(id))
        let names = Set(TileSchema.shapes(of: tile, at: id).compactMap(\.name))
        #expect(names.contains("Mannerheimintie"))
    }
}

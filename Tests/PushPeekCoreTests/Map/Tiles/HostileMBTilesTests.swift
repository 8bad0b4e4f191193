import CSQLite
import Foundation
import Testing
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekMaps

/// MBTiles files whose schema would make SQLite run SQL of the file's choosing — views over a
/// recursive CTE that never ends, `randomblob` views, virtual tables, computed columns — are
/// refused naming the file; queries stay within a step budget; a tile's length is read first.
/// Each file is written here with SQLite's C API.
@Suite("Hostile MBTiles")
struct HostileMBTilesTests {
    static let metadata = """
        CREATE TABLE metadata (name text, value text);
        INSERT INTO metadata VALUES ('format', 'pbf'), ('minzoom', '14'), ('maxzoom', '14');
        """
    static let never = "WITH RECURSIVE r(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM r)"

    /// Writes an SQLite database from `sql` into a new folder and passes its path to `body`.
    static func withDatabase(_ sql: String, _ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mbtiles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("hostile.mbtiles").path
        var database: OpaquePointer?
        defer { sqlite3_close(database) }
        guard sqlite3_open(path, &database) == SQLITE_OK else { throw SQLiteWriteError(message: "cannot create \(path)") }
        var message: UnsafeMutablePointer<CChar>?
        guard sqlite3_exec(database, sql, nil, nil, &message) == SQLITE_OK else {
            defer { sqlite3_free(message) }
            throw SQLiteWriteError(message: message.map { String(cString: $0) } ?? "error")
        }
        try body(path)
    }

    struct SQLiteWriteError: Error {
        var message: String
    }

    static func expectRefused(_ sql: String, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        try withDatabase(sql) { path in
            do throws(MapArchiveError) {
                _ = try MapArchiveLoader.open(path: path, support: TileFixtures.support)
                Issue.record("opened; expected \"\(expected)\"", sourceLocation: sourceLocation)
            } catch {
                #expect(error.file == path && error.description.contains(expected), "\(error)", sourceLocation: sourceLocation)
            }
            // lint opens it the same way.
            #expect(throws: MapArchiveError.self, sourceLocation: sourceLocation) {
                try MapArchiveLoader.check(path: path, support: TileFixtures.support)
            }
        }
    }

    static let hostileSchemas: [(String, String)] = [
        ("CREATE VIEW tiles AS \(never) SELECT 14 AS zoom_level, n AS tile_column, n AS tile_row, x'00' AS tile_data FROM r;",
         #""tiles" is a view, not a table"#),
        ("CREATE VIEW tiles AS SELECT 14 AS zoom_level, 9326 AS tile_column, 11643 AS tile_row, randomblob(1000000000) AS tile_data;",
         #""tiles" is a view, not a table"#),
        ("CREATE TABLE map (zoom_level, tile_column, tile_row, tile_id); CREATE VIEW images AS \(never) SELECT n AS tile_id, x'00' AS tile_data FROM r;"
            + " CREATE VIEW tiles AS SELECT zoom_level, tile_column, tile_row, tile_data FROM map JOIN images USING (tile_id);",
         #""tiles" is a view, not a table (and there are no "map" and "images" tables behind it); refused"#),
        ("CREATE VIRTUAL TABLE tiles USING fts4(zoom_level, tile_column, tile_row, tile_data);", #""tiles" is a virtual table"#),
        ("CREATE TABLE tiles (zoom_level, tile_column, tile_row, tile_data AS (zeroblob(100000000)));"
            + " INSERT INTO tiles (zoom_level, tile_column, tile_row) VALUES (14, 9326, 11643);", #""tiles" is a table with computed"#),
        ("", #"no "tiles" table"#),
    ]

    @Test(arguments: 0..<hostileSchemas.count)
    func tilesThatRunSQLAreRefused(_ index: Int) throws {
        let (schema, expected) = Self.hostileSchemas[index]
        try Self.expectRefused(Self.metadata + schema, expected)
    }

    @Test func aMetadataViewThatNeverEndsIsRefused() throws {
        try Self.expectRefused("CREATE VIEW metadata AS \(Self.never) SELECT 'k' || n AS name, 'v' AS value FROM r WHERE n < 0;"
                               + " CREATE TABLE tiles (zoom_level, tile_column, tile_row, tile_data);", #""metadata" is a view, not a table"#)
    }

    static func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

    /// OpenMapTiles' deduplicated layout: `tiles` is a view over `map` and `images`, which are read
    /// directly (the view is never run).
    @Test func aDeduplicatedArchiveIsReadFromItsTables() throws {
        let tile = try TileFixtures.bytes("protomaps.mvt")
        let id = TileID(zoom: 14, x: 9326, y: 4740)
        let sql = Self.metadata + """
            CREATE TABLE map (zoom_level INTEGER, tile_column INTEGER, tile_row INTEGER, tile_id TEXT);
            CREATE TABLE images (tile_data blob, tile_id text);
            CREATE UNIQUE INDEX map_index ON map (zoom_level, tile_column, tile_row);
            CREATE VIEW tiles AS SELECT map.zoom_level AS zoom_level, map.tile_column AS tile_column, map.tile_row AS tile_row,
                images.tile_data AS tile_data FROM map JOIN images ON images.tile_id = map.tile_id;
            INSERT INTO images VALUES (x'\(Self.hex(tile))', 'a');
            INSERT INTO map VALUES (14, \(id.x), \(id.tilesPerSide - 1 - id.y), 'a');
            """
        try Self.withDatabase(sql) { path in
            let archive = try #require(try MapArchiveLoader.open(path: path, support: TileFixtures.support))
            #expect(try archive.tile(id) == TileFixtures.protomaps())
            #expect(try archive.tile(TileID(zoom: 14, x: 9327, y: 4740)) == nil)
        }
    }

    /// A 6 MB tile is refused by its length, before it is read.
    @Test func aTileTooLargeIsRefusedByItsLength() throws {
        let sql = Self.metadata + """
            CREATE TABLE tiles (zoom_level integer, tile_column integer, tile_row integer, tile_data blob);
            INSERT INTO tiles VALUES (14, 9326, 11643, zeroblob(6000000));
            """
        try Self.withDatabase(sql) { path in
            let archive = try #require(try MapArchiveLoader.open(path: path, support: TileFixtures.support))
            #expect { _ = try archive.tile(TileID(zoom: 14, x: 9326, y: 4740)) } throws: { error in
                (error as? MapArchiveError)?.description.contains("a tile of 6000000 bytes; the limit is \(MapArchiveLimits.maxStoredTileBytes)") == true
            }
        }
    }

    /// A tiles table of 300,000 rows without an index: every lookup scans it all, so the map's SQLite
    /// steps run out after a few tiles; the map shows what was read and says so.
    @Test func scansStopAtTheMapsStepBudget() throws {
        let sql = Self.metadata + """
            CREATE TABLE tiles (zoom_level integer, tile_column integer, tile_row integer, tile_data blob);
            \(Self.never) INSERT INTO tiles SELECT 13, n, n, x'00' FROM r LIMIT 300000;
            """
        try Self.withDatabase(sql) { path in
            let archive = try #require(try MapArchiveLoader.open(path: path, support: TileFixtures.support))
            let tiles = MapTileSet(archives: [archive])
            let rendering = MapBudgetTests.render(tiles)
            let steps = tiles.lastMapBudget.spent(.databaseSteps)
            #expect(steps <= MapReadBudget.Resource.databaseSteps.limit)
            #expect(steps > MapReadBudget.Resource.databaseSteps.limit / 2)
            #expect(rendering.note?.contains("budget of \(MapReadBudget.Resource.databaseSteps.limit) SQLite steps") == true,
                    "\(rendering.note ?? "no note")")
        }
    }
}

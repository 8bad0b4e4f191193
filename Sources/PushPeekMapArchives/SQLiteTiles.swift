import CArchiveSupport
import CSQLite
import PushPeekMaps

/// Registers SQLite's descriptor VFS once, before the first MBTiles file is opened.
private let descriptorVFS = ppsql_register_descriptor_vfs()

/// An MBTiles file opened read-only with SQLite, through the descriptor it was checked on (SQLite
/// reads a duplicate of it and never opens the path).
///
/// SQLite runs only what pushpeek asks: defensive mode, an untrusted schema, no views, triggers or
/// extensions, lengths and depths limited, and every statement within a step budget (a progress
/// handler interrupts it). `metadata` and `tiles` must be tables (or `map` and `images`, the tables
/// behind a deduplicated archive's `tiles` view, which is never run); a tile's length is read
/// before the tile.
final class SQLiteTiles: MBTilesDatabase, @unchecked Sendable {
    private let path: String
    private var database: OpaquePointer?
    private let counter: UnsafeMutablePointer<ppsql_step_counter>
    /// Where tiles are read from: `tiles`, or `map` joined with `images`.
    private var tileSource: String

    /// The longest string or blob SQLite may make (a tile is refused past 4 MB before it is read).
    static let maxLength: Int32 = 8 << 20
    /// Steps for opening: the schema checks and the metadata.
    static let openSteps = 2_000_000

    init(_ file: ArchiveFile) throws(MapArchiveError) {
        path = file.path
        counter = UnsafeMutablePointer<ppsql_step_counter>.allocate(capacity: 1)
        counter.initialize(to: ppsql_step_counter(steps: 0, budget: Int64(Self.openSteps)))
        tileSource = "tiles"
        guard descriptorVFS == SQLITE_OK else {
            throw MapArchiveError(file: path, message: "SQLite could not be set up to read it (error \(descriptorVFS))")
        }
        let status = ppsql_open_descriptor(file.descriptor, &database)
        guard status == SQLITE_OK else {
            let message = database.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot be opened"
            throw MapArchiveError(file: path, message: "not a readable SQLite database: \(message)")
        }
        let restricted = ppsql_restrict(database, counter, Self.maxLength)
        guard restricted == SQLITE_OK else {
            throw MapArchiveError(file: path, message: "SQLite could not be restricted to reading tiles (error \(restricted))")
        }
        tileSource = try SQLiteSchemaCheck(self).tileSource()
    }

    deinit {
        sqlite3_close_v2(database)
        counter.deallocate()
    }

    func fail(_ what: String) -> MapArchiveError {
        let message = database.map { String(cString: sqlite3_errmsg($0)) } ?? "no database"
        return MapArchiveError(file: path, message: "\(what): \(message) (is it an MBTiles file?)")
    }

    func refuse(_ message: String) -> MapArchiveError {
        MapArchiveError(file: path, message: message)
    }

    func prepare(_ sql: String) throws(MapArchiveError) -> OpaquePointer {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(database, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            sqlite3_finalize(statement)
            throw fail("cannot query")
        }
        return statement
    }

    /// Steps `statement` once within `steps` steps (SQLITE_ROW or SQLITE_DONE); the steps used are
    /// added to `used`. Past the budget, `interrupted` says what to throw.
    func step(_ statement: OpaquePointer, steps: Int, used: inout Int, what: String,
              interrupted: () -> MapArchiveError) throws(MapArchiveError) -> Int32 {
        counter.pointee.steps = 0
        counter.pointee.budget = Int64(steps)
        let status = sqlite3_step(statement)
        used += Int(counter.pointee.steps)
        if status == SQLITE_ROW || status == SQLITE_DONE { return status }
        if status == SQLITE_INTERRUPT { throw interrupted() }
        throw fail("cannot read \(what)")
    }

    /// Steps an opening query within what is left of `openSteps`.
    func stepWhileOpening(_ statement: OpaquePointer, used: inout Int, what: String) throws(MapArchiveError) -> Int32 {
        try step(statement, steps: Swift.max(0, Self.openSteps - used), used: &used, what: what) {
            refuse("reading \(what) took more than \(Self.openSteps) SQLite steps (the limit); refused")
        }
    }

    private var openStepsUsed = 0

    func metadata() throws(MapArchiveError) -> [String: String] {
        let statement = try prepare("SELECT name, value FROM metadata WHERE length(name) <= 256 AND length(value) <= 4096 LIMIT 1000")
        defer { sqlite3_finalize(statement) }
        var result: [String: String] = [:]
        while try stepWhileOpening(statement, used: &openStepsUsed, what: "the metadata table") == SQLITE_ROW {
            guard let name = sqlite3_column_text(statement, 0), let value = sqlite3_column_text(statement, 1) else { continue }
            result[String(cString: name)] = String(cString: value)
        }
        return result
    }

    func tileData(zoom: Int, column: Int, tmsRow: Int, limit: Int, budget: inout MapReadBudget) throws(MapArchiveError) -> [UInt8]? {
        let source = tileSource == "tiles" ? "FROM tiles WHERE zoom_level = ?1 AND tile_column = ?2 AND tile_row = ?3"
            : "FROM map JOIN images ON images.tile_id = map.tile_id WHERE map.zoom_level = ?1 AND map.tile_column = ?2 AND map.tile_row = ?3"
        let data = tileSource == "tiles" ? "tile_data" : "images.tile_data"
        guard let length = try query("SELECT length(\(data)) \(source) LIMIT 1", zoom, column, tmsRow, budget: &budget, read: {
            Int(sqlite3_column_int64($0, 0))
        }) else { return nil }
        guard length <= limit else {
            throw MapArchiveError(file: path, message: "a tile of \(length) bytes; the limit is \(limit)")
        }
        return try query("SELECT \(data) \(source) LIMIT 1", zoom, column, tmsRow, budget: &budget) { statement in
            let count = Int(sqlite3_column_bytes(statement, 0))
            guard count > 0, count <= limit, let blob = sqlite3_column_blob(statement, 0) else { return [UInt8]() }
            return Array(UnsafeRawBufferPointer(start: blob, count: count))
        }
    }

    /// The first row of a tile query, read by `read`, or nil when there is none; its steps spent from
    /// `budget`.
    private func query<T>(_ sql: String, _ zoom: Int, _ column: Int, _ row: Int, budget: inout MapReadBudget,
                          read: (OpaquePointer) -> T) throws(MapArchiveError) -> T? {
        let statement = try prepare(sql)
        defer { sqlite3_finalize(statement) }
        ppsql_bind_int(statement, 1, Int64(zoom))
        ppsql_bind_int(statement, 2, Int64(column))
        ppsql_bind_int(statement, 3, Int64(row))
        var used = 0
        let remaining = budget.remaining(.databaseSteps)
        let status = try step(statement, steps: remaining, used: &used, what: "the tiles table") {
            MapReadBudget.exceeded(.databaseSteps)
        }
        try budget.spend(Swift.min(used, remaining), of: .databaseSteps)
        return status == SQLITE_ROW ? read(statement) : nil
    }
}

import CSQLite
import PushPeekMaps

/// Registers SQLite's descriptor VFS once, before the first MBTiles file is opened.
private let descriptorVFS = ppsql_register_descriptor_vfs()

/// An MBTiles file opened read-only with SQLite, through the descriptor it was checked on (SQLite
/// reads a duplicate of it and never opens the path); one prepared statement for tiles.
final class SQLiteTiles: MBTilesDatabase, @unchecked Sendable {
    private let path: String
    private var database: OpaquePointer?

    init(_ file: ArchiveFile) throws(MapArchiveError) {
        path = file.path
        guard descriptorVFS == SQLITE_OK else {
            throw MapArchiveError(file: path, message: "SQLite could not be set up to read it (error \(descriptorVFS))")
        }
        let status = ppsql_open_descriptor(file.descriptor, &database)
        guard status == SQLITE_OK else {
            let message = database.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot be opened"
            sqlite3_close_v2(database)
            database = nil
            throw MapArchiveError(file: path, message: "not a readable SQLite database: \(message)")
        }
    }

    deinit { sqlite3_close_v2(database) }

    private func fail(_ what: String) -> MapArchiveError {
        let message = database.map { String(cString: sqlite3_errmsg($0)) } ?? "no database"
        return MapArchiveError(file: path, message: "\(what): \(message) (is it an MBTiles file?)")
    }

    private func prepare(_ sql: String) throws(MapArchiveError) -> OpaquePointer {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(database, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            sqlite3_finalize(statement)
            throw fail("cannot query")
        }
        return statement
    }

    func metadata() throws(MapArchiveError) -> [String: String] {
        let statement = try prepare("SELECT name, value FROM metadata LIMIT 1000")
        defer { sqlite3_finalize(statement) }
        var result: [String: String] = [:]
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { break }
            guard status == SQLITE_ROW else { throw fail("cannot read the metadata table") }
            guard let name = sqlite3_column_text(statement, 0), let value = sqlite3_column_text(statement, 1) else { continue }
            guard sqlite3_column_bytes(statement, 1) <= 1 << 20 else { continue }
            result[String(cString: name)] = String(cString: value)
        }
        return result
    }

    func tileData(zoom: Int, column: Int, tmsRow: Int, limit: Int) throws(MapArchiveError) -> [UInt8]? {
        let statement = try prepare("SELECT tile_data FROM tiles WHERE zoom_level = ?1 AND tile_column = ?2 AND tile_row = ?3")
        defer { sqlite3_finalize(statement) }
        ppsql_bind_int(statement, 1, Int64(zoom))
        ppsql_bind_int(statement, 2, Int64(column))
        ppsql_bind_int(statement, 3, Int64(tmsRow))
        let status = sqlite3_step(statement)
        if status == SQLITE_DONE { return nil }
        guard status == SQLITE_ROW else { throw fail("cannot read the tiles table") }
        let count = Int(sqlite3_column_bytes(statement, 0))
        guard count <= limit else {
            throw MapArchiveError(file: path, message: "a tile of \(count) bytes; the limit is \(limit)")
        }
        guard count > 0, let blob = sqlite3_column_blob(statement, 0) else { return [] }
        return Array(UnsafeRawBufferPointer(start: blob, count: count))
    }
}

import CSQLite
import PushPeekJSON
import PushPeekMaps

/// Checks in `sqlite_master` that what an MBTiles file's queries read are plain tables: `metadata`,
/// and `tiles` or else `map` and `images` (a deduplicated archive's `tiles` is a view over them,
/// which is never run). A view, a virtual table or a computed column runs whatever SQL the file
/// holds, so any of them is refused, naming the file.
struct SQLiteSchemaCheck {
    let database: SQLiteTiles

    init(_ database: SQLiteTiles) {
        self.database = database
    }

    /// `tiles`, or `map+images` when the tiles are read from those two tables.
    func tileSource() throws(MapArchiveError) -> String {
        let metadata = try kind(of: "metadata")
        guard metadata == .table else { throw database.refuse(Self.refusal("metadata", metadata)) }
        let tiles = try kind(of: "tiles")
        if tiles == .table { return "tiles" }
        let map = try kind(of: "map")
        let images = try kind(of: "images")
        if tiles == .view, map == .table, images == .table { return "map+images" }
        let behind = tiles == .view ? " (and there are no \"map\" and \"images\" tables behind it)" : ""
        throw database.refuse(Self.refusal("tiles", tiles, behind))
    }

    enum Kind: Equatable {
        case missing, table, view, virtualTable, computedColumns, other(String)
    }

    static func refusal(_ name: String, _ kind: Kind, _ aside: String = "") -> String {
        let what: String
        switch kind {
        case .missing: return "no \"\(name)\" table: not an MBTiles file"
        case .table: what = "a table"
        case .view: what = "a view, not a table\(aside); refused: a view runs whatever SQL the file holds"
        case .virtualTable: what = "a virtual table, not a plain table; refused"
        case .computedColumns: what = "a table with computed (generated) columns, which run SQL the file holds; refused"
        case .other(let type): what = "a \(TerminalSafeText.sanitize(type)), not a table; refused"
        }
        return "\"\(name)\" is \(what)"
    }

    /// What `name` is in the schema (names compare without case, as SQLite's do).
    func kind(of name: String) throws(MapArchiveError) -> Kind {
        let statement = try database.prepare("SELECT type, sql LIKE 'CREATE VIRTUAL%' FROM sqlite_master WHERE name = ?1 COLLATE NOCASE LIMIT 2")
        defer { sqlite3_finalize(statement) }
        ppsql_bind_text(statement, 1, name)
        var used = 0
        var kinds: [Kind] = []
        while try database.stepWhileOpening(statement, used: &used, what: "the schema") == SQLITE_ROW {
            let type = sqlite3_column_text(statement, 0).map { String(cString: $0) } ?? ""
            let isVirtual = sqlite3_column_int(statement, 1) != 0
            switch type {
            case "table": kinds.append(isVirtual ? .virtualTable : .table)
            case "view": kinds.append(.view)
            default: kinds.append(.other(type))
            }
        }
        guard let kind = kinds.first else { return .missing }
        guard kinds.count == 1 else { return .other("name given to two things") }
        if kind == .table, try hasComputedColumns(name) { return .computedColumns }
        return kind
    }

    /// Whether the table has generated columns (computed when read: `hidden` 2 in `table_xinfo`; a
    /// stored one, 3, is read as stored, but is refused alike).
    func hasComputedColumns(_ name: String) throws(MapArchiveError) -> Bool {
        let statement = try database.prepare("SELECT count(*) FROM pragma_table_xinfo(?1) WHERE hidden IN (2, 3)")
        defer { sqlite3_finalize(statement) }
        ppsql_bind_text(statement, 1, name)
        var used = 0
        guard try database.stepWhileOpening(statement, used: &used, what: "the schema") == SQLITE_ROW else { return false }
        return sqlite3_column_int(statement, 0) > 0
    }
}

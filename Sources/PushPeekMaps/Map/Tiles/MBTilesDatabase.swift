/// An open MBTiles database: its `metadata` table and its `tiles` table (or the `map` and `images`
/// tables behind a deduplicated archive's `tiles` view).
public protocol MBTilesDatabase: AnyObject, Sendable {
    /// The `metadata` table's name → value rows.
    func metadata() throws(MapArchiveError) -> [String: String]
    /// The `tile_data` of one tile, with the row counted from the south as MBTiles stores it (TMS),
    /// or nil when the archive has no such tile. Refuses data longer than `limit` bytes before
    /// reading it; the query's steps are spent from `budget`'s `databaseSteps`.
    func tileData(zoom: Int, column: Int, tmsRow: Int, limit: Int, budget: inout MapReadBudget) throws(MapArchiveError) -> [UInt8]?
}

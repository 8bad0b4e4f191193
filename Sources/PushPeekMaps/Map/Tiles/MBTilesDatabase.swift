/// An open MBTiles database: its `metadata` table and its `tiles` table.
public protocol MBTilesDatabase: AnyObject, Sendable {
    /// The `metadata` table's name → value rows.
    func metadata() throws(MapArchiveError) -> [String: String]
    /// The `tile_data` of one tile, with the row counted from the south as MBTiles stores it (TMS),
    /// or nil when the archive has no such tile. Refuses data longer than `limit` bytes.
    func tileData(zoom: Int, column: Int, tmsRow: Int, limit: Int) throws(MapArchiveError) -> [UInt8]?
}

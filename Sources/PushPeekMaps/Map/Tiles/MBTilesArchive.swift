/// An MBTiles archive (SQLite, as OpenMapTiles and tippecanoe write them) of Mapbox Vector Tiles,
/// gzip-compressed or not. SQLite itself is reached through `MapArchiveSupport`.
public final class MBTilesArchive: StoredTileArchive {
    public let file: String
    public let zoomRange: ClosedRange<Int>
    public let bounds: (west: Double, south: Double, east: Double, north: Double)?
    private let database: any MBTilesDatabase
    private let support: (any MapArchiveSupport)?

    public init(file: String, database: any MBTilesDatabase, support: (any MapArchiveSupport)?) throws(MapArchiveError) {
        self.file = file
        self.database = database
        self.support = support
        let metadata: [String: String]
        do { metadata = try database.metadata() } catch { throw error.located(file: file, part: "metadata") }
        if let format = metadata["format"], format != "pbf" {
            throw MapArchiveError(file: file, part: "metadata", message: "format \"\(format)\": only vector tiles (pbf) are drawn")
        }
        let low = metadata["minzoom"].flatMap { Int($0) } ?? 0
        let high = metadata["maxzoom"].flatMap { Int($0) } ?? 14
        guard low >= 0, low <= high, high <= TileID.maximumZoom else {
            throw MapArchiveError(file: file, part: "metadata", message: "zooms \(low) to \(high) make no sense")
        }
        zoomRange = low...high
        let corners = (metadata["bounds"] ?? "").split(separator: ",").compactMap { Double($0.trimmingSpaces) }
        bounds = corners.count == 4 && corners[0] < corners[2] && corners[1] < corners[3]
            ? (corners[0], corners[1], corners[2], corners[3]) : nil
    }

    public func decoded<Decoded>(_ id: TileID, budget: inout MapReadBudget,
                                 _ decode: ([UInt8], inout MapReadBudget) throws(MapArchiveError) -> Decoded) throws(MapArchiveError) -> Decoded? {
        do throws(MapArchiveError) {
            guard let stored = try database.tileData(zoom: id.zoom, column: id.x, tmsRow: id.tilesPerSide - 1 - id.y,
                                                     limit: MapArchiveLimits.maxStoredTileBytes, budget: &budget) else { return nil }
            let bytes = try Self.inflateIfCompressed(stored, support: support, budget: &budget)
            return try decode(bytes, &budget)
        } catch {
            throw error.located(file: file, part: "tile \(id)")
        }
    }
}

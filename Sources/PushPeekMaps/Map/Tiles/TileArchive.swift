import PushPeekJSON

/// A vector tile archive opened for a map: which zooms it holds, where it has data, and its tiles.
public protocol TileArchive: AnyObject, Sendable {
    /// The file, for messages.
    var file: String { get }
    var zoomRange: ClosedRange<Int> { get }
    /// The area with data (west, south, east, north in degrees), when the archive says.
    var bounds: (west: Double, south: Double, east: Double, north: Double)? { get }
    /// The decoded tile, or nil when the archive has none there; what reading it costs is spent
    /// from `budget` (an error with `exceeded` set when the map's budget runs out).
    func tile(_ id: TileID, budget: inout MapReadBudget) throws(MapArchiveError) -> VectorTile?
    /// The tile with only what `selection` keeps decoded (see `VectorTileDecoder`).
    func tile(_ id: TileID, selection: VectorTileSelection, budget: inout MapReadBudget) throws(MapArchiveError) -> VectorTile?
    /// The shapes a map draws of the tile at `detail`, in world units (see `TileSchema`); nil when
    /// the archive has no tile there.
    func shapes(_ id: TileID, detail: TileDetail, budget: inout MapReadBudget) throws(MapArchiveError) -> [MapShape]?
}

extension TileArchive {
    /// An archive that cannot select decodes the whole tile (what `tile(_:budget:)` gives).
    public func tile(_ id: TileID, selection: VectorTileSelection, budget: inout MapReadBudget) throws(MapArchiveError) -> VectorTile? {
        try tile(id, budget: &budget)
    }

    /// An archive that cannot decode shapes itself decodes the tile, then its shapes.
    public func shapes(_ id: TileID, detail: TileDetail, budget: inout MapReadBudget) throws(MapArchiveError) -> [MapShape]? {
        try tile(id, selection: TileSchema.selection(detail), budget: &budget).map { TileSchema.shapes(of: $0, at: id) }
    }

    /// The decoded tile, read by itself (only the per-tile limits apply).
    public func tile(_ id: TileID) throws(MapArchiveError) -> VectorTile? {
        var budget = MapReadBudget.unlimited
        return try tile(id, budget: &budget)
    }

    /// Inflates `bytes` when they start with the gzip or zlib magic, bounded by the limits.
    package static func inflateIfCompressed(_ bytes: [UInt8], support: (any MapArchiveSupport)?,
                                    budget: inout MapReadBudget) throws(MapArchiveError) -> [UInt8] {
        let gzip = bytes.count >= 2 && bytes[0] == 0x1F && bytes[1] == 0x8B
        let zlib = bytes.count >= 2 && bytes[0] & 0x0F == 8 && (UInt16(bytes[0]) << 8 | UInt16(bytes[1])) % 31 == 0
        guard gzip || zlib else {
            try budget.spend(bytes.count, of: .inflatedBytes)
            return bytes
        }
        guard let support else { throw MapArchiveError(file: "", message: "compressed data, and no decompressor in this build") }
        return try inflate(bytes, support: support, budget: &budget)
    }

    /// Inflates gzip or zlib `bytes` up to the per-tile limit or what the map's budget has left,
    /// whichever is less, and spends what came out.
    package static func inflate(_ bytes: [UInt8], support: any MapArchiveSupport, budget: inout MapReadBudget) throws(MapArchiveError) -> [UInt8] {
        let remaining = budget.remaining(.inflatedBytes)
        let output: [UInt8]
        do {
            output = try support.inflate(bytes, limit: Swift.min(MapArchiveLimits.maxInflatedBytes, remaining))
        } catch where error.exceeded == .inflatedBytes {
            if remaining < MapArchiveLimits.maxInflatedBytes { throw MapReadBudget.exceeded(.inflatedBytes) }
            throw MapArchiveError(file: error.file, part: error.part, message: error.message)
        }
        WorkCounter.add(output.count)
        try budget.spend(output.count, of: .inflatedBytes)
        return output
    }
}

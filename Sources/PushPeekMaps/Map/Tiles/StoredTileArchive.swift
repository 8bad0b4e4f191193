/// A tile archive that stores each tile as bytes, compressed or not (PMTiles, MBTiles): a tile and
/// a map's shapes are both decoded from those bytes.
public protocol StoredTileArchive: TileArchive {
    /// The tile's bytes, inflated, passed to `decode`, whose errors are placed in this archive's
    /// tile; nil when the archive has no tile there.
    func decoded<Decoded>(_ id: TileID, budget: inout MapReadBudget,
                          _ decode: ([UInt8], inout MapReadBudget) throws(MapArchiveError) -> Decoded) throws(MapArchiveError) -> Decoded?
}

extension StoredTileArchive {
    /// The drawn layers' features, all of them (`TileSchema.isDrawn`).
    public func tile(_ id: TileID, budget: inout MapReadBudget) throws(MapArchiveError) -> VectorTile? {
        try tile(id, selection: VectorTileSelection(keepsLayer: TileSchema.isDrawn), budget: &budget)
    }

    public func tile(_ id: TileID, selection: VectorTileSelection, budget: inout MapReadBudget) throws(MapArchiveError) -> VectorTile? {
        try decoded(id, budget: &budget) { (bytes, budget) throws(MapArchiveError) in
            try VectorTileDecoder.decode(bytes, selection: selection, budget: &budget)
        }
    }

    /// Decoded by `TileShapeDecoder`, without the features in between.
    public func shapes(_ id: TileID, detail: TileDetail, budget: inout MapReadBudget) throws(MapArchiveError) -> [MapShape]? {
        try decoded(id, budget: &budget) { (bytes, budget) throws(MapArchiveError) in
            try TileShapeDecoder.shapes(bytes, at: id, detail: detail, budget: &budget)
        }
    }
}

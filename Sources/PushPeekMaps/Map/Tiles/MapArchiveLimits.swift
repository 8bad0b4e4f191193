/// Bounds on what a vector tile archive may make pushpeek do. A real city archive stays far below
/// each; a hostile one is refused with a clear error when it reaches one.
public enum MapArchiveLimits {
    /// A tile, or a PMTiles directory, decompressed (Protomaps' and OpenMapTiles' largest tiles are
    /// a few hundred kilobytes).
    public static let maxInflatedBytes = 8 << 20
    /// A tile as stored in the archive, before decompression.
    public static let maxStoredTileBytes = 4 << 20
    /// A PMTiles directory as stored.
    public static let maxDirectoryBytes = 4 << 20
    /// Entries of one PMTiles directory.
    public static let maxDirectoryEntries = 1 << 20
    /// Directories followed from the root to a tile (the format uses at most a root and a leaf).
    public static let maxDirectoryDepth = 4
    /// Features of one tile, over all its layers.
    public static let maxFeatures = 200_000
    /// Geometry integers (commands and parameters) of one tile.
    public static let maxGeometryIntegers = 4_000_000
    /// Layers of one tile.
    public static let maxLayers = 1_000
    /// Tiles read for one map (a view needs a few; more means the zoom choice went wrong).
    public static let maxTilesPerMap = 64
}

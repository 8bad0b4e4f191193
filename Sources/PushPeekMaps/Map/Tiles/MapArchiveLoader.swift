/// Opens `--map-data` and `mapData` files that are vector tile archives, told apart by their first
/// bytes: `PMTiles` (version 3) or `SQLite format 3` (MBTiles). Anything else is GeoJSON.
public enum MapArchiveLoader {
    /// Whether a file name says it is an archive (`.pmtiles`, `.mbtiles`), for files not yet read.
    public static func isArchiveName(_ path: String) -> Bool {
        path.hasSuffix(".pmtiles") || path.hasSuffix(".mbtiles")
    }

    package static let pmtilesMagic = Array("PMTiles".utf8)
    package static let sqliteMagic = Array("SQLite format 3".utf8) + [0]

    /// Whether these first bytes start an archive.
    public static func isArchive(prefix: [UInt8]) -> Bool {
        prefix.starts(with: pmtilesMagic) || prefix.starts(with: sqliteMagic)
    }

    /// The archive at `path`, or nil when the file is not one (read it as GeoJSON); with `folder`,
    /// only when the open file lies inside it.
    public static func open(path: String, inside folder: String? = nil,
                            support: (any MapArchiveSupport)?) throws(MapArchiveError) -> (any TileArchive)? {
        let file = try ArchiveFile(path: path, inside: folder)
        let prefix = try file.read(offset: 0, length: Swift.min(16, file.count))
        if prefix.starts(with: pmtilesMagic) {
            return try PMTilesArchive(file: path, bytes: file, support: support)
        }
        if prefix.starts(with: sqliteMagic) {
            guard let support else { throw MapArchiveError(file: path, message: "MBTiles need SQLite, which this build lacks") }
            return try MBTilesArchive(file: path, database: try support.openMBTiles(file), support: support)
        }
        if isArchiveName(path) {
            throw MapArchiveError(file: path, message: "neither a PMTiles archive nor an MBTiles (SQLite) file")
        }
        return nil
    }

    /// Checks what can be checked without zlib or SQLite (for `lint`): the file is there, its first
    /// bytes say PMTiles or SQLite, and a PMTiles header's sections lie inside the file; with
    /// `folder`, that the open file lies inside it.
    public static func check(path: String, inside folder: String? = nil) throws(MapArchiveError) {
        let file = try ArchiveFile(path: path, inside: folder)
        let head = try file.read(offset: 0, length: Swift.min(PMTilesHeader.size, file.count))
        if head.starts(with: pmtilesMagic) {
            do { _ = try PMTilesHeader(head, archiveSize: file.count) } catch { throw error.located(file: path, part: "header") }
        } else if !head.starts(with: sqliteMagic) {
            throw MapArchiveError(file: path, message: "neither a PMTiles archive nor an MBTiles (SQLite) file")
        }
    }

    /// A PMTiles archive held in memory (a built-in example's).
    public static func open(bytes: [UInt8], path: String, support: (any MapArchiveSupport)?) throws(MapArchiveError) -> any TileArchive {
        guard bytes.starts(with: pmtilesMagic) else {
            throw MapArchiveError(file: path, message: "not a PMTiles archive (built-in map data must be PMTiles)")
        }
        return try PMTilesArchive(file: path, bytes: MemoryArchiveBytes(bytes), support: support)
    }
}

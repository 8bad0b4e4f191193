/// A PMTiles version 3 archive of Mapbox Vector Tiles: the header and root directory are read when
/// it is opened; leaf directories and tiles only when a map needs them.
///
/// A hostile archive is refused with an error naming the part: sections outside the file,
/// directories that lie about their size, leaves nested deeper than `maxDirectoryDepth`, tiles
/// that decompress past `maxInflatedBytes`.
public final class PMTilesArchive: TileArchive {
    public let file: String
    public let zoomRange: ClosedRange<Int>
    public let bounds: (west: Double, south: Double, east: Double, north: Double)?
    package let header: PMTilesHeader
    private let bytes: any ArchiveBytes
    private let support: (any MapArchiveSupport)?
    private let root: PMTilesDirectory

    public init(file: String, bytes: any ArchiveBytes, support: (any MapArchiveSupport)?) throws(MapArchiveError) {
        self.file = file
        self.bytes = bytes
        self.support = support
        do throws(MapArchiveError) {
            let head = try bytes.read(offset: 0, length: Swift.min(PMTilesHeader.size, bytes.count))
            header = try PMTilesHeader(head, archiveSize: bytes.count)
            guard header.tileType == 1 else {
                throw MapArchiveError(file: file, part: "header", message: "tile type \(header.tileType): only vector tiles (MVT, type 1) are drawn")
            }
            for compression in [header.internalCompression, header.tileCompression] where compression != .none && compression != .gzip {
                throw MapArchiveError(file: file, part: "header", message: "\(compression) compression is not supported (gzip or none; `pmtiles convert` can change it)")
            }
            root = try Self.directory(bytes, offset: header.rootOffset, length: header.rootLength,
                                      compression: header.internalCompression, support: support)
        } catch {
            throw error.located(file: file, part: "root directory")
        }
        zoomRange = header.minZoom...header.maxZoom
        let hasBounds = header.west < header.east && header.south < header.north
        bounds = hasBounds ? (header.west, header.south, header.east, header.north) : nil
    }

    public func tile(_ id: TileID) throws(MapArchiveError) -> VectorTile? {
        let tileID = id.pmtilesID
        var directory = root
        var offset = 0
        var length = 0
        var found = false
        do throws(MapArchiveError) {
            for depth in 0..<MapArchiveLimits.maxDirectoryDepth {
                guard let entry = directory.entry(for: tileID) else { return nil }
                if entry.runLength > 0 {
                    offset = entry.offset
                    length = entry.length
                    found = true
                    break
                }
                guard depth + 1 < MapArchiveLimits.maxDirectoryDepth else { break }
                guard entry.offset <= header.leafDirectoriesLength, entry.length <= header.leafDirectoriesLength - entry.offset else {
                    throw MapArchiveError(file: file, part: "leaf directory", message: "points outside the leaf directories section")
                }
                directory = try Self.directory(bytes, offset: header.leafDirectoriesOffset + entry.offset, length: entry.length,
                                               compression: header.internalCompression, support: support)
            }
            guard found else {
                throw MapArchiveError(file: file, part: "tile \(id)", message: "leaf directories nested deeper than \(MapArchiveLimits.maxDirectoryDepth) levels")
            }
            guard length <= MapArchiveLimits.maxStoredTileBytes else {
                throw MapArchiveError(file: file, part: "tile \(id)", message: "\(length) bytes; the limit is \(MapArchiveLimits.maxStoredTileBytes)")
            }
            guard offset <= header.tileDataLength, length <= header.tileDataLength - offset else {
                throw MapArchiveError(file: file, part: "tile \(id)", message: "lies outside the tile data section: truncated or lying")
            }
            var data = try bytes.read(offset: header.tileDataOffset + offset, length: length)
            if header.tileCompression == .gzip {
                guard let support else { throw MapArchiveError(file: file, message: "gzip tiles, and no decompressor in this build") }
                data = try support.inflate(data, limit: MapArchiveLimits.maxInflatedBytes)
            }
            return try VectorTileDecoder.decode(data, keepingLayer: TileSchema.isDrawn)
        } catch {
            throw error.located(file: file, part: "tile \(id)")
        }
    }

    package static func directory(_ bytes: any ArchiveBytes, offset: Int, length: Int, compression: PMTilesHeader.Compression,
                          support: (any MapArchiveSupport)?) throws(MapArchiveError) -> PMTilesDirectory {
        guard length <= MapArchiveLimits.maxDirectoryBytes else {
            throw MapArchiveError(file: "", message: "a directory of \(length) bytes; the limit is \(MapArchiveLimits.maxDirectoryBytes)")
        }
        var data = try bytes.read(offset: offset, length: length)
        if compression == .gzip {
            guard let support else { throw MapArchiveError(file: "", message: "gzip directories, and no decompressor in this build") }
            data = try support.inflate(data, limit: MapArchiveLimits.maxInflatedBytes)
        }
        return try PMTilesDirectory(data)
    }
}

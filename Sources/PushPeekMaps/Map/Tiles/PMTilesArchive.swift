#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A PMTiles version 3 archive of Mapbox Vector Tiles: the header and root directory are read when
/// it is opened; leaf directories and tiles only when a map needs them. Each leaf directory is
/// decoded once and kept (up to `maxCachedLeafEntries` entries in all), not again for every tile.
///
/// A hostile archive is refused with an error naming the part: sections outside the file,
/// directories that lie about their size, leaves nested deeper than `maxDirectoryDepth`, tiles
/// that decompress past `maxInflatedBytes`.
public final class PMTilesArchive: StoredTileArchive, @unchecked Sendable {
    public let file: String
    public let zoomRange: ClosedRange<Int>
    public let bounds: (west: Double, south: Double, east: Double, north: Double)?
    package let header: PMTilesHeader
    private let bytes: any ArchiveBytes
    private let support: (any MapArchiveSupport)?
    private let root: PMTilesDirectory
    /// Leaf directories decoded so far, by their place in the leaf section, and their entries in all.
    private var leaves: [LeafKey: PMTilesDirectory] = [:]
    private var cachedLeafEntries = 0
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Leaf entries kept decoded at most (past it the kept leaves are dropped and decoded again).
    static let maxCachedLeafEntries = 1 << 20
    private var decodedLeaves = 0

    /// Leaf directories decoded so far (tests count them).
    public var leafDecodes: Int { locked { decodedLeaves } }

    struct LeafKey: Hashable {
        var offset: Int
        var length: Int
    }

    public init(file: String, bytes: any ArchiveBytes, support: (any MapArchiveSupport)?) throws(MapArchiveError) {
        self.file = file
        self.bytes = bytes
        self.support = support
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        do throws(MapArchiveError) {
            let head = try bytes.read(offset: 0, length: Swift.min(PMTilesHeader.size, bytes.count))
            header = try PMTilesHeader(head, archiveSize: bytes.count)
            guard header.tileType == 1 else {
                throw MapArchiveError(file: file, part: "header", message: "tile type \(header.tileType): only vector tiles (MVT, type 1) are drawn")
            }
            for compression in [header.internalCompression, header.tileCompression] where compression != .none && compression != .gzip {
                throw MapArchiveError(file: file, part: "header", message: "\(compression) compression is not supported (gzip or none; `pmtiles convert` can change it)")
            }
            var unlimited = MapReadBudget.unlimited
            root = try Self.directory(bytes, offset: header.rootOffset, length: header.rootLength,
                                      compression: header.internalCompression, support: support, budget: &unlimited)
        } catch {
            mutex.deallocate()
            throw error.located(file: file, part: "root directory")
        }
        zoomRange = header.minZoom...header.maxZoom
        let hasBounds = header.west < header.east && header.south < header.north
        bounds = hasBounds ? (header.west, header.south, header.east, header.north) : nil
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    public func decoded<Decoded>(_ id: TileID, budget: inout MapReadBudget,
                                 _ decode: ([UInt8], inout MapReadBudget) throws(MapArchiveError) -> Decoded) throws(MapArchiveError) -> Decoded? {
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
                directory = try leaf(LeafKey(offset: entry.offset, length: entry.length), budget: &budget)
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
                data = try Self.inflate(data, support: support, budget: &budget)
            } else {
                try budget.spend(data.count, of: .inflatedBytes)
            }
            return try decode(data, &budget)
        } catch {
            throw error.located(file: file, part: "tile \(id)")
        }
    }

    /// The leaf directory at `key` in the leaf section: kept from an earlier tile, or decoded now
    /// (spending its bytes and entries from `budget`) and kept.
    private func leaf(_ key: LeafKey, budget: inout MapReadBudget) throws(MapArchiveError) -> PMTilesDirectory {
        if let kept = locked({ leaves[key] }) { return kept }
        let directory = try Self.directory(bytes, offset: header.leafDirectoriesOffset + key.offset, length: key.length,
                                           compression: header.internalCompression, support: support, budget: &budget)
        locked {
            decodedLeaves += 1
            if cachedLeafEntries + directory.entries.count > Self.maxCachedLeafEntries {
                leaves = [:]
                cachedLeafEntries = 0
            }
            leaves[key] = directory
            cachedLeafEntries += directory.entries.count
        }
        return directory
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    package static func directory(_ bytes: any ArchiveBytes, offset: Int, length: Int, compression: PMTilesHeader.Compression,
                          support: (any MapArchiveSupport)?, budget: inout MapReadBudget) throws(MapArchiveError) -> PMTilesDirectory {
        guard length <= MapArchiveLimits.maxDirectoryBytes else {
            throw MapArchiveError(file: "", message: "a directory of \(length) bytes; the limit is \(MapArchiveLimits.maxDirectoryBytes)")
        }
        var data = try bytes.read(offset: offset, length: length)
        if compression == .gzip {
            guard let support else { throw MapArchiveError(file: "", message: "gzip directories, and no decompressor in this build") }
            data = try inflate(data, support: support, budget: &budget)
        } else {
            try budget.spend(data.count, of: .inflatedBytes)
        }
        // The entry count comes first: a directory the map cannot afford is not decoded at all.
        var reader = ProtobufReader(data)
        if let count = try? reader.varint(), count <= UInt64(MapArchiveLimits.maxDirectoryEntries) {
            try budget.spend(Int(count), of: .directoryEntries)
        }
        return try PMTilesDirectory(data)
    }
}

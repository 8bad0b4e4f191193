/// The fixed 127-byte header of a PMTiles version 3 archive (little-endian).
package struct PMTilesHeader: Hashable, Sendable {
    package static let size = 127

    package enum Compression: UInt8 {
        case unknown = 0, none = 1, gzip = 2, brotli = 3, zstd = 4
    }

    package var rootOffset: Int
    package var rootLength: Int
    package var leafDirectoriesOffset: Int
    package var leafDirectoriesLength: Int
    package var tileDataOffset: Int
    package var tileDataLength: Int
    package var internalCompression: Compression
    package var tileCompression: Compression
    package var tileType: UInt8
    package var minZoom: Int
    package var maxZoom: Int
    package var west: Double
    package var south: Double
    package var east: Double
    package var north: Double

    /// Parses and checks the header against the archive's size.
    package init(_ bytes: [UInt8], archiveSize: Int) throws(MapArchiveError) {
        func fail(_ message: String) -> MapArchiveError { MapArchiveError(file: "", part: "header", message: message) }
        guard bytes.count >= Self.size, Array(bytes[0..<7]) == Array("PMTiles".utf8) else { throw fail("not a PMTiles archive") }
        guard bytes[7] == 3 else { throw fail("PMTiles version \(bytes[7]); only version 3 is read") }
        func u64(_ at: Int) -> UInt64 { (0..<8).reduce(0) { $0 | UInt64(bytes[at + $1]) << UInt64(8 * $1) } }
        func i32(_ at: Int) -> Int32 { Int32(bitPattern: (0..<4).reduce(0) { $0 | UInt32(bytes[at + $1]) << UInt32(8 * $1) }) }
        func section(_ at: Int, _ name: String) throws(MapArchiveError) -> (Int, Int) {
            let offset = u64(at)
            let length = u64(at + 8)
            guard offset <= UInt64(archiveSize), length <= UInt64(archiveSize) - offset else {
                throw fail("\(name): \(length) bytes at \(offset) reach past the end of the file (\(archiveSize) bytes): truncated or lying")
            }
            return (Int(offset), Int(length))
        }
        (rootOffset, rootLength) = try section(8, "root directory")
        (leafDirectoriesOffset, leafDirectoriesLength) = try section(40, "leaf directories")
        (tileDataOffset, tileDataLength) = try section(56, "tile data")
        guard let directories = Compression(rawValue: bytes[97]), let tiles = Compression(rawValue: bytes[98]) else {
            throw fail("unknown compression \(bytes[97])/\(bytes[98])")
        }
        internalCompression = directories
        tileCompression = tiles
        tileType = bytes[99]
        minZoom = Int(bytes[100])
        maxZoom = Int(bytes[101])
        guard minZoom <= maxZoom, maxZoom <= TileID.maximumZoom else { throw fail("zooms \(minZoom) to \(maxZoom) make no sense") }
        west = Double(i32(102)) / 1e7
        south = Double(i32(106)) / 1e7
        east = Double(i32(110)) / 1e7
        north = Double(i32(114)) / 1e7
    }
}

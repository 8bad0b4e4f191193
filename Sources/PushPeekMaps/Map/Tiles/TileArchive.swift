/// A vector tile archive opened for a map: which zooms it holds, where it has data, and its tiles.
public protocol TileArchive: AnyObject, Sendable {
    /// The file, for messages.
    var file: String { get }
    var zoomRange: ClosedRange<Int> { get }
    /// The area with data (west, south, east, north in degrees), when the archive says.
    var bounds: (west: Double, south: Double, east: Double, north: Double)? { get }
    /// The decoded tile, or nil when the archive has none there.
    func tile(_ id: TileID) throws(MapArchiveError) -> VectorTile?
}

extension TileArchive {
    /// Inflates `bytes` when they start with the gzip or zlib magic, bounded by the limits.
    package static func inflateIfCompressed(_ bytes: [UInt8], support: (any MapArchiveSupport)?) throws(MapArchiveError) -> [UInt8] {
        let gzip = bytes.count >= 2 && bytes[0] == 0x1F && bytes[1] == 0x8B
        let zlib = bytes.count >= 2 && bytes[0] & 0x0F == 8 && (UInt16(bytes[0]) << 8 | UInt16(bytes[1])) % 31 == 0
        guard gzip || zlib else { return bytes }
        guard let support else { throw MapArchiveError(file: "", message: "compressed data, and no decompressor in this build") }
        return try support.inflate(bytes, limit: MapArchiveLimits.maxInflatedBytes)
    }
}

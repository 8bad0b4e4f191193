import CArchiveSupport
import PushPeekMaps

/// The system libraries behind vector tile archives: zlib inflates gzip tiles and PMTiles
/// directories, SQLite reads MBTiles. Everything else (PMTiles directories, MVT, drawing) is the
/// core's.
public struct MapArchiveReader: MapArchiveSupport {
    public init() {}

    public func inflate(_ bytes: [UInt8], limit: Int) throws(MapArchiveError) -> [UInt8] {
        var output: UnsafeMutablePointer<UInt8>?
        var written = 0
        let status = bytes.withUnsafeBufferPointer { buffer in
            ppz_inflate(buffer.baseAddress, buffer.count, limit, &output, &written)
        }
        defer { ppz_free(output) }
        switch Int(status) {
        case Int(PPZ_OK):
            guard let output else { return [] }
            return Array(UnsafeBufferPointer(start: output, count: written))
        case Int(PPZ_TOO_LARGE):
            throw MapArchiveError(file: "", message: "decompresses to more than \(limit) bytes (the limit); refused",
                                   exceeded: .inflatedBytes)
        case Int(PPZ_NO_MEMORY):
            throw MapArchiveError(file: "", message: "out of memory while decompressing")
        default:
            throw MapArchiveError(file: "", message: "corrupt gzip data")
        }
    }

    public func openMBTiles(_ file: ArchiveFile) throws(MapArchiveError) -> any MBTilesDatabase {
        try SQLiteTiles(file)
    }
}

import Foundation
import PushPeekMapArchives
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekMaps
@testable import PushPeekApp
@testable import PushPeekSend
@testable import PushPeekPresentation
@testable import PushPeekLint
@testable import PushPeekInteraction
@testable import PushPeekSession

/// The tiles and archives `Scripts/make-map-tiles.py` wrote with the Python encoders, and small
/// archives built here byte by byte for the hostile cases.
enum TileFixtures {
    static let support = MapArchiveReader()

    static func path(_ name: String) -> String { Fixtures.path("Tiles/" + name) }

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path(name))))
    }

    /// The hand-made Protomaps-schema tile (uncompressed).
    static func protomaps() throws -> VectorTile {
        try VectorTileDecoder.decode(try bytes("protomaps.mvt"))
    }

    /// The hand-made OpenMapTiles-schema tile (gzip).
    static func openMapTiles() throws -> VectorTile {
        try VectorTileDecoder.decode(try support.inflate(try bytes("openmaptiles.mvt.gz"), limit: MapArchiveLimits.maxInflatedBytes))
    }

    /// Where the shapes archives hold their two tiles (Helsinki Central Station and its east neighbour).
    static let stationTile = TileID(zoom: 14, x: 10237, y: 4740)
    static let eastTile = TileID(zoom: 14, x: 10238, y: 4740)

    // MARK: Writing archives by hand (uncompressed directories and tiles)

    static func varint(_ value: UInt64) -> [UInt8] {
        var value = value
        var bytes: [UInt8] = []
        repeat {
            var byte = UInt8(value & 0x7F)
            value >>= 7
            if value != 0 { byte |= 0x80 }
            bytes.append(byte)
        } while value != 0
        return bytes
    }

    /// A PMTiles directory: (tile id, offset, length, run length) per entry.
    static func directory(_ entries: [(id: UInt64, offset: Int, length: Int, run: Int)]) -> [UInt8] {
        var bytes = varint(UInt64(entries.count))
        var last: UInt64 = 0
        for entry in entries {
            bytes += varint(entry.id - last)
            last = entry.id
        }
        for entry in entries { bytes += varint(UInt64(entry.run)) }
        for entry in entries { bytes += varint(UInt64(entry.length)) }
        for entry in entries { bytes += varint(UInt64(entry.offset + 1)) }
        return bytes
    }

    /// A PMTiles v3 archive: header, root directory, leaf directories, tile data; `tileCompression`
    /// 1 (none) or 2 (gzip); directories uncompressed.
    static func pmtiles(root: [UInt8], leaves: [UInt8] = [], data: [UInt8], tileCompression: UInt8 = 1,
                        minZoom: UInt8 = 0, maxZoom: UInt8 = 14) -> [UInt8] {
        func u64(_ value: Int) -> [UInt8] { (0..<8).map { UInt8((UInt64(value) >> UInt64(8 * $0)) & 0xFF) } }
        let rootOffset = 127
        let leafOffset = rootOffset + root.count
        let dataOffset = leafOffset + leaves.count
        var header = Array("PMTiles".utf8) + [3]
        header += u64(rootOffset) + u64(root.count)
        header += u64(dataOffset) + u64(0)  // metadata (empty)
        header += u64(leafOffset) + u64(leaves.count)
        header += u64(dataOffset) + u64(data.count)
        header += u64(1) + u64(1) + u64(1)  // tile counts
        header += [1, 1, tileCompression, 1, minZoom, maxZoom]
        header += [UInt8](repeating: 0, count: 127 - header.count)
        return header + root + leaves + data
    }
}

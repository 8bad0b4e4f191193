import Foundation
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekMaps

/// Hostile vector tiles and PMTiles archives built byte by byte for the budget tests.
enum HostileTileBuilder {
    static func field(_ number: UInt64, _ bytes: [UInt8]) -> [UInt8] {
        TileFixtures.varint(number << 3 | 2) + TileFixtures.varint(UInt64(bytes.count)) + bytes
    }

    /// A tile whose `buildings` layer holds `features` squares, each a ring of `vertices` vertices
    /// (one unit apart, so the zigzagged deltas take a byte each).
    static func buildings(features: Int, vertices: Int) -> [UInt8] {
        squares(layer: "buildings", features: features, vertices: vertices)
    }

    /// The same squares in `layer` (`water` is drawn at every scale; buildings only close up, and
    /// what a map does not draw is not decoded).
    static func squares(layer name: String, features: Int, vertices: Int) -> [UInt8] {
        var geometry = TileFixtures.varint(1 | 1 << 3) + [2, 2]
        geometry += TileFixtures.varint(UInt64(2 | (vertices - 1) << 3))
        for index in 1..<vertices { geometry += index % 2 == 0 ? [2, 0] : [0, 2] }
        geometry += TileFixtures.varint(7 | 1 << 3)
        let feature = [0x18, 3] + field(4, geometry)
        var layer = field(1, Array(name.utf8)) + [0x28] + TileFixtures.varint(4096)
        let encoded = field(2, feature)
        layer.reserveCapacity(layer.count + features * encoded.count)
        for _ in 0..<features { layer += encoded }
        return field(3, layer)
    }

    /// A PMTiles archive in which every tile of `zoom` is the same stored `tile` (one run).
    static func sharedBlob(_ tile: [UInt8], zoom: Int) -> [UInt8] {
        let first = TileID(zoom: zoom, x: 0, y: 0).pmtilesID
        let run = 1 << (2 * zoom)
        return TileFixtures.pmtiles(root: TileFixtures.directory([(first, 0, tile.count, run)]), data: tile,
                                    minZoom: UInt8(zoom), maxZoom: UInt8(zoom))
    }

    /// The same, with the run in a leaf directory padded to `leafEntries` entries (the root points
    /// at the leaf for every tile).
    static func sharedBlobInLeaf(_ tile: [UInt8], zoom: Int, leafEntries: Int) -> [UInt8] {
        let first = TileID(zoom: zoom, x: 0, y: 0).pmtilesID
        let run = 1 << (2 * zoom)
        var entries: [(id: UInt64, offset: Int, length: Int, run: Int)] = [(first, 0, tile.count, run)]
        for index in 1..<leafEntries { entries.append((first + UInt64(run + index), 0, tile.count, 1)) }
        let leaf = TileFixtures.directory(entries)
        return TileFixtures.pmtiles(root: TileFixtures.directory([(0, 0, leaf.count, 0)]), leaves: leaf, data: tile,
                                    minZoom: UInt8(zoom), maxZoom: UInt8(zoom))
    }
}

import Testing
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

/// Archives and tiles made to hurt: each is refused with an error naming the file and the part,
/// and the work stays bounded (counted, not timed).
@Suite("Hostile map archives")
struct HostileArchiveTests {
    static func open(_ bytes: [UInt8]) throws(MapArchiveError) -> PMTilesArchive {
        try PMTilesArchive(file: "hostile.pmtiles", bytes: MemoryArchiveBytes(bytes), support: TileFixtures.support)
    }

    static func expectRefusal(_ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation,
                              _ body: () throws -> Void) {
        do {
            try body()
            Issue.record("not refused; expected \"\(message)\"", sourceLocation: sourceLocation)
        } catch let error as MapArchiveError {
            #expect(error.file == "hostile.pmtiles", sourceLocation: sourceLocation)
            #expect(error.description.contains(message), "\(error.description)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("refused with \(error), not a MapArchiveError", sourceLocation: sourceLocation)
        }
    }

    /// One valid archive: tile 0/0/0 holding the hand-made Protomaps tile.
    static func valid() throws -> [UInt8] {
        let tile = try TileFixtures.bytes("protomaps.mvt")
        return TileFixtures.pmtiles(root: TileFixtures.directory([(0, 0, tile.count, 1)]), data: tile)
    }

    @Test func theValidOneOpens() throws {
        let archive = try Self.open(try Self.valid())
        #expect(try archive.tile(TileID(zoom: 0, x: 0, y: 0)) == TileFixtures.protomaps())
    }

    @Test func truncatedArchives() throws {
        let valid = try Self.valid()
        Self.expectRefusal("not a PMTiles archive") { _ = try Self.open(Array(valid.prefix(60))) }
        Self.expectRefusal("reach past the end of the file") { _ = try Self.open(Array(valid.prefix(140))) }
        // The header and directory are whole but the tile data was cut off.
        Self.expectRefusal("tile data: 454 bytes at 133 reach past the end of the file (487 bytes)") { _ = try Self.open(Array(valid.dropLast(100))) }
    }

    @Test func lyingDirectories() throws {
        let tile = try TileFixtures.bytes("protomaps.mvt")
        // A directory that claims a million entries in a few bytes.
        let greedy = TileFixtures.varint(1_000_000) + [0, 1, 1, 1]
        Self.expectRefusal("claims 1000000 entries") { _ = try Self.open(TileFixtures.pmtiles(root: greedy, data: tile)) }
        // Tile ids that go backwards.
        let backwards = [2, 5, 0, 1, 1] + [UInt8](repeating: 1, count: 4)
        Self.expectRefusal("not increasing") { _ = try Self.open(TileFixtures.pmtiles(root: backwards, data: tile)) }
        // An entry whose tile lies beyond the tile data.
        let far = TileFixtures.pmtiles(root: TileFixtures.directory([(0, 1 << 30, tile.count, 1)]), data: tile)
        Self.expectRefusal("outside the tile data") { _ = try Self.open(far).tile(TileID(zoom: 0, x: 0, y: 0)) }
        // A directory cut in the middle of its columns.
        let cut = Array(TileFixtures.directory([(0, 0, tile.count, 1), (1, 0, tile.count, 1)]).dropLast(2))
        Self.expectRefusal("cut short") { _ = try Self.open(TileFixtures.pmtiles(root: cut, data: tile)) }
    }

    /// A leaf directory that points at itself: followed at most `maxDirectoryDepth` times.
    @Test func leavesNestedForever() throws {
        let tile = try TileFixtures.bytes("protomaps.mvt")
        var leaf = TileFixtures.directory([(0, 0, 1, 0)])
        leaf = TileFixtures.directory([(0, 0, leaf.count, 0)])  // same length, now pointing at its own bytes
        let root = TileFixtures.directory([(0, 0, leaf.count, 0)])
        let archive = try Self.open(TileFixtures.pmtiles(root: root, leaves: leaf, data: tile))
        Self.expectRefusal("nested deeper than \(MapArchiveLimits.maxDirectoryDepth) levels") {
            _ = try archive.tile(TileID(zoom: 0, x: 0, y: 0))
        }
    }

    /// 64 MB of zeros in 64 KB of gzip: inflation stops at the limit.
    @Test func decompressionBombs() throws {
        let bomb = try TileFixtures.bytes("bomb.mvt.gz")
        #expect(bomb.count < 100_000)
        let archive = try Self.open(TileFixtures.pmtiles(root: TileFixtures.directory([(0, 0, bomb.count, 1)]), data: bomb, tileCompression: 2))
        Self.expectRefusal("decompresses to more than \(MapArchiveLimits.maxInflatedBytes) bytes") {
            _ = try archive.tile(TileID(zoom: 0, x: 0, y: 0))
        }
        #expect(throws: MapArchiveError.self) { try TileFixtures.support.inflate(bomb, limit: 1 << 20) }
        #expect(throws: MapArchiveError.self) { try TileFixtures.support.inflate([0x1F, 0x8B, 8, 0, 1, 2, 3], limit: 1 << 20) }
    }

    @Test func unsupportedContents() throws {
        var png = try Self.valid()
        png[99] = 2  // tile type PNG
        Self.expectRefusal("only vector tiles") { _ = try Self.open(png) }
        var brotli = try Self.valid()
        brotli[98] = 3
        Self.expectRefusal("brotli compression is not supported") { _ = try Self.open(brotli) }
        var version = try Self.valid()
        version[7] = 2
        Self.expectRefusal("PMTiles version 2") { _ = try Self.open(version) }
    }

    // MARK: Hostile tiles

    static func tile(_ layers: [[UInt8]]) -> [UInt8] {
        layers.flatMap { [0x1A] + TileFixtures.varint(UInt64($0.count)) + $0 }
    }

    @Test func malformedProtobuf() {
        // A layer whose length runs past the tile; a group (wire type 3); a varint that never ends.
        for (bytes, message) in [([0x1A, 0x7F, 0x0A], "claims 127 bytes"), ([0x1B], "wire type 3"),
                                 ([0x1A, 0xFF, 0xFF, 0xFF], "runs past the end")] as [([UInt8], String)] {
            #expect {
                try VectorTileDecoder.decode(bytes)
            } throws: { error in
                (error as? MapArchiveError)?.message.contains(message) == true
            }
        }
    }

    /// An unknown field nested ten thousand messages deep is skipped, not descended into.
    @Test func deepNestingIsSkipped() throws {
        var nested: [UInt8] = []
        for _ in 0..<10_000 { nested = [0x52] + TileFixtures.varint(UInt64(nested.count)) + nested }  // field 10, bytes
        let layer = [0x0A, 0x01, 0x78] + nested  // name "x", then the nest
        let tile = try VectorTileDecoder.decode(Self.tile([layer]))
        #expect(tile.layers.map(\.name) == ["x"])
        #expect(tile.layers[0].features.isEmpty)
    }

    /// More features than the limit: refused after counting them, before decoding any.
    @Test func tooManyFeatures() {
        let feature: [UInt8] = [0x12, 0x00]  // field 2 (a feature), empty
        let layer = [0x0A, 0x01, 0x78] + [UInt8](repeating: 0, count: 0)
            + Array([[UInt8]](repeating: feature, count: MapArchiveLimits.maxFeatures + 1).joined())
        #expect {
            try VectorTileDecoder.decode(Self.tile([layer]))
        } throws: { error in
            (error as? MapArchiveError)?.message.contains("more than \(MapArchiveLimits.maxFeatures) features") == true
        }
    }
}

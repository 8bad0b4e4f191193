import Foundation
import Testing

/// Hostile map data through the built binary, each file generated here (Python's `sqlite3` and
/// `gzip`): MBTiles whose `tiles` or `metadata` is a view over a recursive CTE that never ends or
/// over `randomblob`, a 150 MB tile blob, and a 9 KB PMTiles whose every tile is one blob of 3.9
/// million geometry integers, and `--map-data` GeoJSON of a million positions or 100,000 polygons
/// (written here). Each ends with a clear error or a map that says it was cut short,
/// its documented status, and a peak under 100 MB (measured from the child process).
@Suite("Map bombs")
struct MapBombTests {
    static let payload = Flow.example("helsinki-courier/payload.json")
    static let app = Flow.example("helsinki-courier/app.json")

    /// Writes the named files into `folder` (see the Python below).
    static func generate(_ kinds: [String], in folder: URL) throws {
        let run = try Spawn.run(["python3", "-c", generator, folder.path] + kinds, timeout: 60)
        guard run.status == 0 else { throw HarnessError("the generator failed: \(run.stderr)") }
    }

    /// The courier's z15 tile is 18654/9484 (TMS row 23283).
    static let generator = #"""
        import gzip, os, sqlite3, struct, sys
        folder, kinds = sys.argv[1], sys.argv[2:]
        never = "WITH RECURSIVE r(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM r)"
        meta = "CREATE TABLE metadata (name text, value text); INSERT INTO metadata VALUES ('format','pbf'),('minzoom','15'),('maxzoom','15');"
        def database(name, sql, rows=()):
            db = sqlite3.connect(os.path.join(folder, name))
            db.executescript(meta + sql)
            if rows: db.executemany("INSERT INTO tiles VALUES (15, ?, ?, zeroblob(?))", rows)
            db.commit()
            db.close()
        def varint(v):
            out = bytearray()
            while True:
                b = v & 0x7F
                v >>= 7
                out.append(b | (0x80 if v else 0))
                if not v: return bytes(out)
        def field(n, data): return varint(n << 3 | 2) + varint(len(data)) + data
        for kind in kinds:
            if kind == "cte-tiles":
                database("cte-tiles.mbtiles", "CREATE VIEW tiles AS " + never + " SELECT 15 AS zoom_level, n AS tile_column, n AS tile_row, x'00' AS tile_data FROM r;")
            elif kind == "cte-metadata":
                sqlite3.connect(os.path.join(folder, "cte-metadata.mbtiles")).executescript(
                    "CREATE VIEW metadata AS " + never + " SELECT 'k' || n AS name, 'v' AS value FROM r WHERE n < 0; CREATE TABLE tiles (zoom_level, tile_column, tile_row, tile_data);")
            elif kind == "randomblob":
                database("randomblob.mbtiles", "CREATE VIEW tiles AS SELECT 15 AS zoom_level, 18654 AS tile_column, 23283 AS tile_row, randomblob(1000000000) AS tile_data;")
            elif kind == "big-blob":
                database("big-blob.mbtiles", "CREATE TABLE tiles (zoom_level integer, tile_column integer, tile_row integer, tile_data blob); CREATE UNIQUE INDEX t ON tiles (zoom_level, tile_column, tile_row);",
                         [(18654, 23283, 150_000_000)])
            elif kind == "shared-blob":
                vertices = 1_900_000
                geometry = varint(1 | 1 << 3) + bytes([2, 2]) + varint(2 | (vertices - 1) << 3) + b"\x02\x00\x00\x02" * ((vertices - 1) // 2) + b"\x02\x00" * ((vertices - 1) % 2) + varint(7 | 1 << 3)
                layer = field(1, b"water") + b"\x28" + varint(4096) + field(2, b"\x18\x03" + field(4, geometry))
                tile = gzip.compress(field(3, layer), 9)
                z = 15
                first = ((1 << (2 * z)) - 1) // 3
                root = varint(1) + varint(first) + varint(1 << (2 * z)) + varint(len(tile)) + varint(1)
                u64 = lambda v: struct.pack("<Q", v)
                header = b"PMTiles\x03" + u64(127) + u64(len(root)) + u64(127 + len(root)) + u64(0) + u64(127 + len(root)) + u64(0)
                header += u64(127 + len(root)) + u64(len(tile)) + u64(1) + u64(1) + u64(1) + bytes([1, 1, 2, 1, z, z])
                header += bytes(127 - len(header))
                open(os.path.join(folder, "shared.pmtiles"), "wb").write(header + root + tile)
        """#

    @Test("a tiles or metadata view is refused by render and lockscreen, and lint --app reports it",
          arguments: ["cte-tiles", "cte-metadata", "randomblob"])
    func viewsAreRefused(_ kind: String) throws {
        try HostileCorpus.withFolder { folder in
            try Self.generate([kind], in: folder)
            let archive = folder.appendingPathComponent("\(kind).mbtiles").path
            let name = kind == "cte-metadata" ? "metadata" : "tiles"
            let refusal = "\(archive): \"\(name)\" is a view, not a table"
            let render = try ResourceBombTests.run(["render", Self.payload, "--map-data", archive], in: folder, allowed: [65])
            #expect(render.result.stderrText.contains(refusal), "\(render.result.stderrText)")
            try HostileCorpus.write(#"{"app": {"name": "Courier"}, "mapData": ["\#(kind).mbtiles"]}"#, "app.json", in: folder)
            for command in [["render", Self.payload, "--app", "%/app.json"], ["lockscreen", "--render", Self.payload, "--app", "%/app.json"]] {
                let usage = try ResourceBombTests.run(command, in: folder, allowed: [65])
                #expect(usage.result.stderrText.contains(refusal), "\(usage.result.stderrText)")
            }
            let lint = try ResourceBombTests.run(["lint", Self.payload, "--app", "%/app.json"], in: folder, allowed: [1])
            #expect(lint.result.stdoutText.contains("\"\(name)\" is a view, not a table"), "\(lint.result.stdoutText)")
        }
    }

    /// A 150 MB tile is refused by its length, never read: the map says so, in under 100 MB.
    @Test func aHugeTileBlobIsNotRead() throws {
        try HostileCorpus.withFolder { folder in
            try Self.generate(["big-blob"], in: folder)
            let usage = try ResourceBombTests.run(["render", Self.payload, "--app", Self.app, "--map-data", "%/big-blob.mbtiles", "--format", "json"],
                                                  in: folder, allowed: [0])
            #expect(usage.result.stdoutText.contains("a tile of 150000000 bytes; the limit is"), "\(usage.result.stdoutText.prefix(2000))")
        }
    }

    /// 9 KB of PMTiles, every tile one gzip blob of 3.9 million geometry integers: the map's budget
    /// stops the reading after the first tile, and the map's top row says so.
    @Test func oneBlobForEveryTileStopsAtTheMapsBudget() throws {
        try HostileCorpus.withFolder { folder in
            try Self.generate(["shared-blob"], in: folder)
            let size = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("shared.pmtiles").path)[.size] as? Int
            #expect((size ?? 0) < 20_000)
            for format in ["text", "json"] {
                let usage = try ResourceBombTests.run(["render", Self.payload, "--app", Self.app, "--map-data", "%/shared.pmtiles", "--format", format],
                                                      in: folder, allowed: [0])
                #expect(usage.result.stdoutText.contains(format == "text" ? "map data cut short" : "budget of 2000000 geometry integers"),
                        "\(usage.result.stdoutText.prefix(2000))")
            }
        }
    }

    /// `--map-data` GeoJSON of a 1,000,000-point line, 1,000,000 points and 100,000 polygons (270 to
    /// 492 MB before the budgets): each is cut at its budget, the map's top row says so, and the
    /// render stays under 100 MB.
    @Test("--map-data GeoJSON of a million positions or 100,000 polygons is cut at its budget",
          arguments: ["line", "points", "polygons"])
    func geoJSONIsCutAtItsBudget(kind: String) throws {
        try HostileCorpus.withFolder { folder in
            let coordinates: String
            switch kind {
            case "line": coordinates = #"{"type":"LineString","coordinates":["# + (0..<1_000_000).map { "[\(24.9 + Double($0) * 1e-6),60.17]" }.joined(separator: ",")
            case "points": coordinates = #"{"type":"MultiPoint","coordinates":["# + (0..<1_000_000).map { "[\(24.9 + Double($0) * 1e-6),60.17]" }.joined(separator: ",")
            default:
                coordinates = #"{"type":"MultiPolygon","coordinates":["# + (0..<100_000).map { index in
                    let west = 24.9 + Double(index) * 1e-5
                    return "[[[\(west),60.17],[\(west + 1e-6),60.17],[\(west),60.171],[\(west),60.17]]]"
                }.joined(separator: ",")
            }
            try HostileCorpus.write(coordinates + "]}", "\(kind).geojson", in: folder)
            let usage = try ResourceBombTests.run(["render", Self.payload, "--app", Self.app, "--map-data", "%/\(kind).geojson"],
                                                  in: folder, allowed: [0])
            #expect(usage.result.stdoutText.contains("map data cut short"), "\(usage.result.stdoutText.prefix(2000))")
        }
    }
}

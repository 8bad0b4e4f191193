import CSQLite
import Foundation

/// The worst map data of each kind the safety budgets stop, each rendered once by the binary with
/// the courier's app, and the lock screen over 100,000 payloads: CPU (user + system, from `wait4`)
/// and peak RSS (GNU time's `%M`). Goal: under 1 s of CPU and 100 MB each.
enum MapBombBenchmark {
    struct Case {
        var name: String
        var file: String
    }

    struct Measurement {
        var name: String
        var status: Int32
        var cpuSeconds: Double
        var peakKilobytes: Int
    }

    static let never = "WITH RECURSIVE r(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM r)"
    static let metadata = "CREATE TABLE metadata (name text, value text); INSERT INTO metadata VALUES ('format','pbf'),('minzoom','15'),('maxzoom','15');"

    static func run(packageRoot: String, binary: String, folder: String) throws -> [Measurement] {
        let payload = packageRoot + "/Examples/helsinki-courier/payload.json", app = packageRoot + "/Examples/helsinki-courier/app.json"
        var results: [Measurement] = []
        for bomb in try write(into: folder) {
            let arguments = [binary, "render", payload, "--app", app, "--map-data", bomb.file]
            let run = try ChildProcess.run(arguments, stdout: folder + "/out.txt", stderr: folder + "/err.txt")
            let peak = ChildProcess.exists("time") ? try ChildProcess.peakResidentKilobytes(arguments, scratch: folder + "/time.txt") : 0
            results.append(Measurement(name: "map bomb: " + bomb.name, status: run.status, cpuSeconds: run.userSeconds + run.systemSeconds, peakKilobytes: peak))
        }
        results.append(try lockScreen(binary: binary, folder: folder + "/lockscreen-100k"))
        return results
    }

    /// The lock screen over a folder of 100,000 tiny payloads (one stack), read and drawn once
    /// headless. (Headless output draws the whole list, so the stack stays collapsed: opened, it would
    /// print 100,000 cards.)
    static func lockScreen(binary: String, folder: String) throws -> Measurement {
        let count = 100_000
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for index in 0..<count {
            try Data(#"{"aps":{"alert":"n\#(index)"}}"#.utf8).write(to: URL(fileURLWithPath: folder + "/p\(count + index).json"))
        }
        let arguments = [binary, "lockscreen", folder, "--render"]
        let run = try ChildProcess.run(arguments, stdout: folder + ".out", stderr: folder + ".err")
        let peak = ChildProcess.exists("time") ? try ChildProcess.peakResidentKilobytes(arguments, scratch: folder + ".time") : 0
        return Measurement(name: "lock screen: 100,000 tiny payloads (--render)", status: run.status,
                           cpuSeconds: run.userSeconds + run.systemSeconds, peakKilobytes: peak)
    }

    /// Writes the hostile files: MBTiles views, a 150 MB tile blob, one shared PMTiles blob, and
    /// GeoJSON of a 1,000,000-point line, 1,000,000 points and 100,000 polygons.
    static func write(into folder: String) throws -> [Case] {
        var cases: [Case] = []
        func database(_ name: String, _ sql: String) throws {
            let path = folder + "/" + name
            unlink(path)
            var db: OpaquePointer?
            defer { sqlite3_close(db) }
            guard sqlite3_open(path, &db) == SQLITE_OK, sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK else {
                throw BenchError("could not write \(path): \(db.map { String(cString: sqlite3_errmsg($0)) } ?? "")")
            }
            cases.append(Case(name: name, file: path))
        }
        try database("cte-view.mbtiles", metadata + "CREATE VIEW tiles AS \(never) SELECT 15 AS zoom_level, n AS tile_column, n AS tile_row, x'00' AS tile_data FROM r;")
        try database("randomblob-view.mbtiles", metadata
                     + "CREATE VIEW tiles AS SELECT 15 AS zoom_level, 18654 AS tile_column, 23283 AS tile_row, randomblob(1000000000) AS tile_data;")
        try database("150mb-blob.mbtiles", metadata + "CREATE TABLE tiles (zoom_level integer, tile_column integer, tile_row integer, tile_data blob);"
                     + "CREATE UNIQUE INDEX t ON tiles (zoom_level, tile_column, tile_row); INSERT INTO tiles VALUES (15, 18654, 23283, zeroblob(150000000));")
        try database("unindexed-scan.mbtiles", metadata + "CREATE TABLE tiles (zoom_level integer, tile_column integer, tile_row integer, tile_data blob);"
                     + "\(never) INSERT INTO tiles SELECT 13, n, n, x'00' FROM r LIMIT 1000000;")
        let shared = folder + "/shared-blob.pmtiles"
        try Data(sharedBlobArchive()).write(to: URL(fileURLWithPath: shared))
        cases.append(Case(name: "shared-blob.pmtiles (one 3.8 MB tile for every tile)", file: shared))
        let geojson: [(String, String)] = [
            ("line-1m.geojson", #"{"type":"LineString","coordinates":["# + (0..<1_000_000).map { "[\(24.9 + Double($0) * 1e-6),60.17]" }.joined(separator: ",") + "]}"),
            ("points-1m.geojson", #"{"type":"MultiPoint","coordinates":["# + (0..<1_000_000).map { "[\(24.9 + Double($0) * 1e-6),60.17]" }.joined(separator: ",") + "]}"),
            ("polygons-100k.geojson", #"{"type":"MultiPolygon","coordinates":["# + (0..<100_000).map { index in
                let x = 24.9 + Double(index) * 1e-5
                return "[[[\(x),60.17],[\(x + 1e-6),60.17],[\(x),60.171],[\(x),60.17]]]"
            }.joined(separator: ",") + "]}"),
        ]
        for (name, text) in geojson {
            let path = folder + "/" + name
            try text.write(toFile: path, atomically: false, encoding: .utf8)
            cases.append(Case(name: name, file: path))
        }
        return cases
    }

    /// PMTiles whose every zoom-15 tile is one uncompressed tile of 1,900,000 vertices.
    static func sharedBlobArchive() -> [UInt8] {
        func varint(_ value: UInt64) -> [UInt8] {
            var value = value, bytes: [UInt8] = []
            repeat {
                bytes.append(UInt8(value & 0x7F) | (value > 0x7F ? 0x80 : 0))
                value >>= 7
            } while value != 0
            return bytes
        }
        func field(_ number: UInt64, _ bytes: [UInt8]) -> [UInt8] { varint(number << 3 | 2) + varint(UInt64(bytes.count)) + bytes }
        let vertices = 1_900_000
        var geometry: [UInt8] = varint(9) + [2, 2]
        geometry += varint(UInt64(2 | (vertices - 1) << 3))
        geometry.reserveCapacity(2 * vertices + 16)
        for index in 1..<vertices { geometry += index % 2 == 0 ? [2, 0] : [0, 2] }
        geometry += varint(15)
        let feature: [UInt8] = [0x18, 3] + field(4, geometry)
        var layer: [UInt8] = field(1, Array("buildings".utf8))
        layer += [0x28] + varint(4096)
        layer += field(2, feature)
        let tile = field(3, layer)
        let zoom: UInt64 = 15
        let run = UInt64(1) << (2 * zoom)
        let first = (run - 1) / 3
        let root = varint(1) + varint(first) + varint(run) + varint(UInt64(tile.count)) + varint(1)
        func u64(_ value: Int) -> [UInt8] { (0..<8).map { UInt8((UInt64(value) >> UInt64(8 * $0)) & 0xFF) } }
        let dataOffset = 127 + root.count
        var header: [UInt8] = Array("PMTiles".utf8) + [3]
        for value in [127, root.count, dataOffset, 0, dataOffset, 0, dataOffset, tile.count, 1, 1, 1] { header += u64(value) }
        header += [1, 1, 1, 1, UInt8(zoom), UInt8(zoom)]
        header += [UInt8](repeating: 0, count: 127 - header.count)
        return header + root + tile
    }
}

// libFuzzer target: MBTiles (SQLite) files read as map data. The harness builds each file from the
// input: input that starts with SQLite's magic is the file itself; any other input is SQL run
// against a fresh database (tables, views, CTEs, blobs), bounded by SQLite's own limits and a step
// budget. The file is then opened, checked as lint does and drawn at two sizes. Built by
// Scripts/fuzz.sh together with PushPeekMapArchives.
import CArchiveSupport
import CSQLite
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMBTilesTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzMBTiles.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

/// Builds an MBTiles file from one input and reads it as a map would.
enum FuzzMBTiles {
    static let path = "/tmp/pushpeek-fuzz-\(getpid()).mbtiles"

    static func run(_ bytes: [UInt8]) {
        unlink(path)
        defer { unlink(path) }
        guard build(bytes) else { return }
        let support = MapArchiveReader()
        do {
            try MapArchiveLoader.check(path: path, support: support)
            guard let archive = try MapArchiveLoader.open(path: path, support: support) else { return }
            let tiles = MapTileSet(archives: [archive])
            for radius in [500.0, 5_000.0] {
                let region = CoordinateRegion(center: Coordinate(latitude: 60.17103, longitude: 24.94137),
                                              latitudinalMeters: radius, longitudinalMeters: radius)
                let rendering = MapRenderer.render(region: region, element: MapElement(pin: true), size: Size(width: 42, height: 13), tiles: tiles)
                _ = rendering.grid.lines()
            }
        } catch {
            _ = error.description
        }
    }

    /// Writes the file: the input itself, or the database its SQL makes. False when nothing was made.
    static func build(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: Array("SQLite format 3".utf8) + [0]) {
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            guard descriptor >= 0 else { return false }
            defer { close(descriptor) }
            return bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == bytes.count
        }
        var database: OpaquePointer?
        defer { sqlite3_close(database) }
        guard sqlite3_open(path, &database) == SQLITE_OK else { return false }
        // The builder is bounded too: 10 MB values and a million steps (a CTE that never ends stops).
        sqlite3_limit(database, SQLITE_LIMIT_LENGTH, 10 << 20)
        var steps = ppsql_step_counter(steps: 0, budget: 1_000_000)
        return withUnsafeMutablePointer(to: &steps) { counter in
            sqlite3_progress_handler(database, PPSQL_STEPS_PER_CALL, ppsql_count_steps, counter)
            defer { sqlite3_progress_handler(database, 0, nil, nil) }
            var sql = bytes
            sql.append(0)
            return sql.withUnsafeBufferPointer { buffer in
                buffer.baseAddress.map { $0.withMemoryRebound(to: CChar.self, capacity: buffer.count) { sqlite3_exec(database, $0, nil, nil, nil) } } ?? SQLITE_ERROR
            } != SQLITE_NOMEM
        }
    }
}

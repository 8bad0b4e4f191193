import Foundation

/// Runs the built binary under `/usr/bin/time` (Debian's `time` package) and reads what the kernel
/// accounted to it: its peak resident memory, the number a resource bomb would blow up. (Its CPU
/// time is not read: it depends on the machine and its load; work is counted in process instead.)
/// Output goes through files (`Spawn`'s `outputFiles`), so a flood of it never fills a pipe; the
/// child runs in the test's directory, so `arguments` name files by absolute paths.
///
/// Why not `wait4` here: a child spawned from this (large) test process records the test process's
/// resident size as its own peak when it execs, so its `ru_maxrss` is never below ours. `time` is a
/// small process that forks the binary, so what it reports is the binary's own peak.
enum MeasuredRun {
    struct Usage {
        var result: PushPeekRunner.Result
        /// Peak resident set size in bytes.
        var peakBytes: Int
    }

    static func run(_ arguments: [String], scratch directory: URL, timeLimit: Double = PushPeekRunner.timeLimit) throws -> Usage {
        let out = directory.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let err = directory.appendingPathComponent(".stderr-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        let report = directory.appendingPathComponent(".usage-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: report) }
        let time = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: time) else {
            throw HarnessError("\(time) is missing: install Debian's time package (.ci/run does)")
        }
        let run = try Spawn.run([time, "-o", report.path, "-f", "%M", PushPeekRunner.binary.path] + arguments,
                                timeout: timeLimit, outputFiles: (out, err))
        let timedOut = run.timedOut
        // `time` exits with the binary's status, or 128 + N and a "terminated by signal" line.
        let lines = ((try? String(contentsOf: report, encoding: .utf8)) ?? "").split(separator: "\n")
        let signalled = timedOut || lines.contains { $0.hasPrefix("Command terminated by signal") }
        let fields = lines.last?.split(separator: " ").compactMap { Double($0) } ?? []
        guard fields.count == 1 || timedOut else { throw HarnessError("no usage from \(time): \(lines)") }
        let result = PushPeekRunner.Result(
            status: run.status, signalled: signalled, timedOut: timedOut,
            stdout: [UInt8]((try? Data(contentsOf: out)) ?? Data()), stderr: [UInt8]((try? Data(contentsOf: err)) ?? Data()))
        return Usage(result: result, peakBytes: fields.count == 1 ? Int(fields[0]) * 1024 : 0)
    }
}

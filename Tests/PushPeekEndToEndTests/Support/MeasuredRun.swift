import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the built binary under `/usr/bin/time` (Debian's `time` package) and reads what the kernel
/// accounted to it: CPU time and peak resident memory, the numbers a resource bomb would blow up.
/// Output goes through files; the child runs in the test's directory, so `arguments` name files by
/// absolute paths.
///
/// Why not `wait4` here: a child spawned from this (large) test process records the test process's
/// resident size as its own peak when it execs, so its `ru_maxrss` is never below ours. `time` is a
/// small process that forks the binary, so what it reports is the binary's own peak.
enum MeasuredRun {
    struct Usage {
        var result: PushPeekRunner.Result
        /// User plus system CPU seconds.
        var cpuSeconds: Double
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
        // Structures in glibc, opaque pointers on Darwin.
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, out.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, err.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))
        let report = directory.appendingPathComponent(".usage-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: report) }
        let time = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: time) else {
            throw HarnessError("\(time) is missing: install Debian's time package (.ci/run does)")
        }
        let binary = PushPeekRunner.binary.path
        let argv = ([time, "-o", report.path, "-f", "%U %S %M", binary] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, time, &actions, &attributes, argv, environ)
        guard spawned == 0 else { throw HarnessError("cannot run \(time): \(String(cString: strerror(spawned)))") }
        let start = Date()
        var status: Int32 = 0
        var timedOut = false
        while waitpid(pid, &status, WNOHANG) == 0 {
            if Date().timeIntervalSince(start) > timeLimit {
                timedOut = true
                kill(-pid, SIGKILL)
                waitpid(pid, &status, 0)
                break
            }
            usleep(5_000)
        }
        // `time` exits with the binary's status, or 128 + N and a "terminated by signal" line.
        let lines = ((try? String(contentsOf: report, encoding: .utf8)) ?? "").split(separator: "\n")
        let signalled = timedOut || lines.contains { $0.hasPrefix("Command terminated by signal") }
        let fields = lines.last?.split(separator: " ").compactMap { Double($0) } ?? []
        guard fields.count == 3 || timedOut else { throw HarnessError("no usage from \(time): \(lines)") }
        let result = PushPeekRunner.Result(
            status: timedOut ? 137 : (status >> 8) & 0xff, signalled: signalled, timedOut: timedOut,
            stdout: [UInt8]((try? Data(contentsOf: out)) ?? Data()), stderr: [UInt8]((try? Data(contentsOf: err)) ?? Data()),
            seconds: Date().timeIntervalSince(start))
        return Usage(result: result, cpuSeconds: fields.count == 3 ? fields[0] + fields[1] : timeLimit,
                     peakBytes: fields.count == 3 ? Int(fields[2]) * 1024 : 0)
    }
}

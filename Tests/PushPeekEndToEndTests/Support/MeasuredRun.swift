import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built binary and reads what the kernel accounted to it (`wait4`'s `rusage`): CPU time and
/// peak resident memory, the numbers a resource bomb would blow up. Output goes through files; the
/// child runs in the test's directory, so `arguments` name files by absolute paths.
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
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, out.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, err.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        let binary = PushPeekRunner.binary.path
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, binary, &actions, &attributes, argv, environ)
        guard spawned == 0 else { throw HarnessError("cannot run \(binary): \(String(cString: strerror(spawned)))") }
        let start = Date()
        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            if Date().timeIntervalSince(start) > timeLimit {
                timedOut = true
                kill(pid, SIGKILL)
                wait4(pid, &status, 0, &usage)
                break
            }
            usleep(5_000)
        }
        let signal = status & 0x7f
        let result = PushPeekRunner.Result(
            status: signal == 0 ? (status >> 8) & 0xff : 128 + signal, signalled: signal != 0, timedOut: timedOut,
            stdout: [UInt8]((try? Data(contentsOf: out)) ?? Data()), stderr: [UInt8]((try? Data(contentsOf: err)) ?? Data()),
            seconds: Date().timeIntervalSince(start))
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return Usage(result: result, cpuSeconds: cpu, peakBytes: Int(usage.ru_maxrss) * 1024)
    }
}

import Foundation
import ProcessSpawning
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts programs (`ProcessSpawner`) and waits for them with `wait4`, which also gives the child's
/// peak resident set size (`ru_maxrss`) and CPU times.
enum ChildProcess {
    /// Where the child's standard streams go.
    enum Streams {
        /// stdin from /dev/null, stdout and stderr to these files (truncated).
        case files(stdout: String, stderr: String)
        /// A new session whose controlling terminal is this pseudo-terminal device (stdin, stdout and
        /// stderr all on it).
        case terminal(String)
    }

    /// How a waited-for child ended.
    struct Result {
        /// The exit status, or 128 + the signal number.
        var status: Int32
        var wallSeconds: Double
        var userSeconds: Double
        var systemSeconds: Double
        /// Peak resident set size in kilobytes.
        var maxRSSKilobytes: Int
    }

    /// Runs `arguments` to completion with the given streams.
    static func run(_ arguments: [String], environment: [String: String] = [:],
                    stdout: String = "/dev/null", stderr: String = "/dev/null") throws -> Result {
        let start = Clock.seconds()
        let pid = try spawn(arguments, environment: environment, streams: .files(stdout: stdout, stderr: stderr))
        var result = try wait(pid)
        result.wallSeconds = Clock.seconds() - start
        return result
    }

    /// Starts `arguments` (see `ProcessSpawner.spawn`).
    static func spawn(_ arguments: [String], environment: [String: String] = [:], inheritEnvironment: Bool = true,
                      streams: Streams) throws -> pid_t {
        let spawned: ProcessSpawner.Streams
        switch streams {
        case .files(let stdout, let stderr):
            spawned = .separate(stdin: .null, stdout: .file(stdout, permissions: 0o644), stderr: .file(stderr, permissions: 0o644))
        case .terminal(let device):
            spawned = .terminal(device)
        }
        do {
            return try ProcessSpawner.spawn(arguments, streams: spawned, environment: environment, inheritEnvironment: inheritEnvironment)
        } catch {
            throw BenchError(error.description)
        }
    }

    /// Waits for `pid` to end.
    static func wait(_ pid: pid_t) throws -> Result {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchError("wait4 failed: \(String(cString: strerror(errno)))") }
        }
        return result(status, usage)
    }

    /// Waits up to `timeout` seconds; nil if the child is still running.
    static func wait(_ pid: pid_t, timeout: Double) throws -> Result? {
        let deadline = Clock.seconds() + timeout
        while Clock.seconds() < deadline {
            var status: Int32 = 0
            var usage = rusage()
            let reaped = wait4(pid, &status, WNOHANG, &usage)
            if reaped == pid { return result(status, usage) }
            if reaped < 0 && errno != EINTR { throw BenchError("wait4 failed: \(String(cString: strerror(errno)))") }
            usleep(2000)
        }
        return nil
    }

    /// How a reaped child ended (its wall time is the caller's to fill in).
    private static func result(_ status: Int32, _ usage: rusage) -> Result {
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return Result(status: ProcessSpawner.ending(status).status, wallSeconds: 0, userSeconds: seconds(usage.ru_utime),
                      systemSeconds: seconds(usage.ru_stime), maxRSSKilobytes: kilobytes(usage.ru_maxrss))
    }

    /// The peak resident set size of `arguments` in kilobytes, measured by GNU time (`%M`): a child
    /// of this process would report this process's size (see `BulkBenchmark`).
    static func peakResidentKilobytes(_ arguments: [String], scratch: String) throws -> Int {
        _ = try run(["time", "-f", "%M", "-o", scratch] + arguments)
        guard let file = fopen(scratch, "r") else { throw BenchError("time wrote no report") }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 64)
        var value = 0
        while fgets(&line, Int32(line.count), file) != nil {
            if let number = Int(String(nulTerminated: line).trimmingCharacters(in: " \n")) { value = number }
        }
        return value
    }

    /// `ru_maxrss` in kilobytes: Linux counts kilobytes, Darwin bytes.
    private static func kilobytes(_ maxRSS: Int) -> Int {
        #if os(Linux)
        return maxRSS
        #else
        return maxRSS / 1024
        #endif
    }

    /// Whether `program` is found in PATH.
    static func exists(_ program: String) -> Bool {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { access("\($0)/\(program)", X_OK) == 0 }
    }
}

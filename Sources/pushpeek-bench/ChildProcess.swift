import CPseudoTerminal
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts programs with `posix_spawnp` and waits for them with `wait4`, which also gives the child's
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

    /// Starts `arguments`; the first is looked up in PATH. `environment` overrides the inherited one
    /// (or is the whole environment, without `inheritEnvironment`).
    static func spawn(_ arguments: [String], environment: [String: String] = [:], inheritEnvironment: Bool = true,
                      streams: Streams) throws -> pid_t {
        guard let program = arguments.first else { throw BenchError("nothing to run") }
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
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        switch streams {
        case .files(let stdout, let stderr):
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        case .terminal(let device):
            // setsid runs before the file actions, so opening the device makes it the controlling terminal.
            flags |= Int32(pp_spawn_setsid_flag())
            posix_spawn_file_actions_addopen(&actions, 0, device, O_RDWR, 0)
            posix_spawn_file_actions_adddup2(&actions, 0, 1)
            posix_spawn_file_actions_adddup2(&actions, 0, 2)
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        var merged = inheritEnvironment ? ProcessInfo.processInfo.environment : [:]
        merged.merge(environment) { _, new in new }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let status = posix_spawnp(&pid, program, &actions, &attributes, argv, envp)
        guard status == 0 else { throw BenchError("cannot start \(program): \(String(cString: strerror(status)))") }
        return pid
    }

    /// Waits for `pid` to end.
    static func wait(_ pid: pid_t) throws -> Result {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchError("wait4 failed: \(String(cString: strerror(errno)))") }
        }
        let signal = status & 0x7F
        let code = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return Result(status: code, wallSeconds: 0, userSeconds: seconds(usage.ru_utime), systemSeconds: seconds(usage.ru_stime),
                      maxRSSKilobytes: kilobytes(usage.ru_maxrss))
    }

    /// Waits up to `timeout` seconds; nil if the child is still running.
    static func wait(_ pid: pid_t, timeout: Double) throws -> Result? {
        let deadline = Clock.seconds() + timeout
        while Clock.seconds() < deadline {
            var status: Int32 = 0
            var usage = rusage()
            let reaped = wait4(pid, &status, WNOHANG, &usage)
            if reaped == pid {
                let signal = status & 0x7F
                func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
                return Result(status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, wallSeconds: 0,
                              userSeconds: seconds(usage.ru_utime), systemSeconds: seconds(usage.ru_stime), maxRSSKilobytes: kilobytes(usage.ru_maxrss))
            }
            if reaped < 0 && errno != EINTR { throw BenchError("wait4 failed: \(String(cString: strerror(errno)))") }
            usleep(2000)
        }
        return nil
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

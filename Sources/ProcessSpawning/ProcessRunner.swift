import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program to its end through `ProcessSpawner`, its output captured in files (no pipe can
/// fill up and stall it) and a hang guard that kills it: the one way the tests and the benchmark run
/// a program and read what it printed.
public enum ProcessRunner {
    /// What a run did.
    public struct Result: Sendable {
        /// The exit status, or 128 + the signal that ended the program.
        public var status: Int32
        /// The signal that ended it (a trap, a crash, the hang guard's kill), if one did.
        public var signal: Int32?
        /// True when the hang guard ended it.
        public var timedOut: Bool
        public var stdout: [UInt8]
        public var stderr: [UInt8]

        public var signalled: Bool { signal != nil }
        public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
        public var stderrText: String { String(decoding: stderr, as: UTF8.self) }
    }

    /// Runs `arguments` (the first looked up in PATH) with standard input from `stdin` (a file; none:
    /// `/dev/null`), in `directory`, with `environment` over the inherited one (or as the whole
    /// environment, without `inheritEnvironment`). After `timeLimit`
    /// seconds — a guard against hangs, never a bound on speed — it gets SIGTERM, then SIGKILL.
    public static func run(_ arguments: [String], directory: String? = nil, environment: [String: String] = [:],
                           inheritEnvironment: Bool = true, stdin: String? = nil, timeLimit: Double = 120) throws(SpawnError) -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-run-\(UUID().uuidString)")
        do { try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true) } catch {
            throw SpawnError("cannot create \(scratch.path): \(error)")
        }
        defer { try? FileManager.default.removeItem(at: scratch) }
        let out = scratch.appendingPathComponent("stdout").path
        let err = scratch.appendingPathComponent("stderr").path
        let input: ProcessSpawner.Stream = stdin.map { .file($0, permissions: 0) } ?? .null
        let pid = try ProcessSpawner.spawn(arguments, streams: .separate(stdin: input, stdout: .file(out, permissions: 0o600),
                                                                         stderr: .file(err, permissions: 0o600)),
                                           environment: environment, inheritEnvironment: inheritEnvironment, directory: directory)
        let (waitStatus, timedOut) = wait(for: pid, timeLimit: timeLimit)
        let ending = ProcessSpawner.ending(waitStatus)
        return Result(status: ending.status, signal: ending.signal, timedOut: timedOut,
                      stdout: [UInt8]((try? Data(contentsOf: URL(fileURLWithPath: out))) ?? Data()),
                      stderr: [UInt8]((try? Data(contentsOf: URL(fileURLWithPath: err))) ?? Data()))
    }

    /// Waits for `pid` to end, polling so that the hang guard can act; its wait status and whether
    /// the guard ended it.
    static func wait(for pid: pid_t, timeLimit: Double) -> (Int32, Bool) {
        let start = Date()
        var status: Int32 = 0
        var timedOut = false
        var pause: useconds_t = 1_000
        while true {
            let done = waitpid(pid, &status, WNOHANG)
            if done == pid || (done < 0 && errno != EINTR) { return (status, timedOut) }
            if !timedOut && Date().timeIntervalSince(start) > timeLimit {
                timedOut = true
                kill(pid, SIGTERM)
                usleep(200_000)
                if waitpid(pid, &status, WNOHANG) == pid { return (status, true) }
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                return (status, true)
            }
            usleep(pause)
            pause = min(pause * 2, 20_000)
        }
    }
}

import Foundation
import ProcessSpawning

/// Runs the built `pushpeek` binary with a hang guard, capturing its output through files (no pipe
/// can fill up and stall it).
struct PushPeekRunner {
    /// What a run did.
    struct Result {
        var status: Int32
        /// True when the process died of a signal (a trap, a crash) rather than exiting.
        var signalled: Bool
        var timedOut: Bool
        var stdout: [UInt8]
        var stderr: [UInt8]

        var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
        var stderrText: String { String(decoding: stderr, as: UTF8.self) }
    }

    /// Seconds after which a run is taken for hung and killed: a guard against hangs, not a bound on
    /// speed, so generous enough that a debug build on a loaded two-core machine never meets it.
    static let timeLimit: Double = 120

    /// `.build/debug/pushpeek`, next to the test bundle (or `$PUSHPEEK_BINARY`).
    static let binary: URL = {
        if let override = ProcessInfo.processInfo.environment["PUSHPEEK_BINARY"] { return URL(fileURLWithPath: override) }
        var folder = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("pushpeek")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: ".build/debug/pushpeek")
    }()

    /// `XDG_CACHE_HOME` for the programs the tests start (a test may give its own).
    static let cacheFolder = FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-test-cache-\(getpid())").path

    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> Result {
        var processEnvironment = ProcessInfo.processInfo.environment
        processEnvironment["NO_COLOR"] = nil
        // Provider tokens `send` keeps go to a folder of this test process, not the user's cache.
        processEnvironment["XDG_CACHE_HOME"] = Self.cacheFolder
        processEnvironment.merge(environment) { $1 }
        let run = try ProcessRunner.run([binary.path] + arguments, directory: directory?.path, environment: processEnvironment,
                                        inheritEnvironment: false, timeLimit: timeLimit)
        return Result(status: run.status, signalled: run.signalled, timedOut: run.timedOut, stdout: run.stdout, stderr: run.stderr)
    }
}

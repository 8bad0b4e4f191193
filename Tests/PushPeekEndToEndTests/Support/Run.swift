/// Runs the built `pushpeek` headless (no terminal): stdin from a string or /dev/null, stdout and
/// stderr captured, killed after `timeout` seconds (a hang guard). The Swift backtracer is off so a crash shows up as
/// a signal status instead of a long interactive report.
enum Run {
    static func pushpeek(
        _ arguments: [String], stdin: String? = nil, environment: [String: String] = [:], timeout: Double = PushPeekRunner.timeLimit
    ) throws -> ProcessResult {
        var environment = environment
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        return try Spawn.run([try BinaryPath.pushpeek()] + arguments, environment: environment, stdin: stdin, timeout: timeout)
    }
}

/// How a finished child process ended and what it wrote.
struct ProcessResult: Sendable, CustomStringConvertible {
    /// The exit status, or 128 + the signal that killed it (as a shell reports it).
    var status: Int32
    /// The signal that killed it, if it died by one.
    var signal: Int32?
    var stdout: String
    var stderr: String
    /// The process outlived its timeout and was killed.
    var timedOut: Bool

    var description: String {
        "status \(status)\(signal.map { " (signal \($0))" } ?? "")\(timedOut ? " TIMED OUT" : "")\n"
            + "--- stdout\n\(stdout)--- stderr\n\(stderr)"
    }
}

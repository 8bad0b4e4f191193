#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekJSON

/// Writes to the standard streams without buffering surprises. A failed or short write to standard
/// output is remembered and raises the exit status to 74 (`finalStatus`).
enum Output {
    /// Why a write to standard output failed, the first time it did.
    nonisolated(unsafe) private static var stdoutProblem: String?

    static func out(_ text: String) {
        writeStandardOutput(Array(text.utf8))
    }

    static func err(_ text: String) {
        _ = writeAll(Array(text.utf8), to: STDERR_FILENO)
    }

    /// Writes `bytes` to standard output, remembering a failure.
    static func writeStandardOutput(_ bytes: [UInt8]) {
        if let problem = writeAll(bytes, to: STDOUT_FILENO), stdoutProblem == nil { stdoutProblem = problem }
    }

    /// All of `bytes`, retrying short writes and EINTR; nil when everything was written, else why not.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress.map { $0 + offset }, $0.count - offset) }
            if written < 0 && errno == EINTR { continue }
            if written < 0 { return String(cString: strerror(errno)) }
            if written == 0 { return "short write: \(offset) of \(bytes.count) bytes" }
            offset += written
        }
        return nil
    }

    /// `status`, or when standard output lost a write the failure reported and at least 74.
    static func finalStatus(_ status: Int32) -> Int32 {
        guard let stdoutProblem else { return status }
        return max(status, fail(InputError(.io, file: "standard output", message: "write failed: \(stdoutProblem)")))
    }

    /// The value of an environment variable.
    static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// `pushpeek: error: FILE:LINE:COL: message`, and the exit status for it; a usage error points
    /// at the help of `command` (or the overview).
    static func fail(_ error: InputError, help command: Command? = nil) -> Int32 {
        err("pushpeek: error: \(error.description)\n")
        if error.kind == .usage {
            err(command.map { "Run 'pushpeek help \($0.rawValue)' for its options.\n" } ?? "Run 'pushpeek --help' for usage.\n")
        }
        return error.exitStatus
    }

    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
}

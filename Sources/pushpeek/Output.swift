#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekCore

/// Writes to the standard streams without buffering surprises.
enum Output {
    static func out(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    static func err(_ text: String) {
        write(text, to: STDERR_FILENO)
    }

    /// All of `text`, retrying short writes and EINTR.
    static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { systemWrite(descriptor, $0.baseAddress.map { $0 + offset }, $0.count - offset) }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
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

/// `write(2)` (`Output.write` hides the C one).
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekJSON
import PushPeekPresentation

/// `--log FILE`: appends one JSON line per event, written at once, so nothing is lost on a kill.
///
/// The file is opened without blocking (`O_NONBLOCK`: a FIFO with no reader fails at once instead of
/// waiting for one) and then checked with `fstat` on the descriptor: a regular file or a character
/// device (`/dev/null`, or a terminal outside the preview) is written; a FIFO, a pipe, a socket or a
/// directory is refused (exit 74), because a reader that stops reading would stall every event.
/// The first write that fails or comes up short ends the logging and is returned once, naming the file.
final class LogWriter {
    private let descriptor: Int32
    let path: String
    /// The first failed write; nothing is written after it.
    private(set) var failure: InputError?

    /// Opens `path` for appending. `allowsTerminal` is false in the preview, whose screen a log
    /// written to the same terminal would draw over.
    init(path: String, allowsTerminal: Bool = true) throws(InputError) {
        self.path = path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let reason = errno == ENXIO ? "a FIFO or socket with no reader is not written; log to a regular file (and follow it with tail -f)"
                : "cannot open the log for appending: \(String(cString: strerror(errno)))"
            throw InputError(.io, file: path, message: reason)
        }
        var info = stat()
        let examined = fstat(descriptor, &info) == 0
        let type = info.st_mode & S_IFMT
        let refusal: String?
        if !examined {
            refusal = "cannot examine the log: \(String(cString: strerror(errno)))"
        } else if type == S_IFCHR {
            refusal = !allowsTerminal && isatty(descriptor) == 1 ? "the log cannot go to a terminal while the preview draws on it" : nil
        } else if type != S_IFREG {
            refusal = "the log must be a regular file or a device; a FIFO, pipe or socket could stall every event"
        } else {
            refusal = nil
        }
        if let refusal {
            close(descriptor)
            throw InputError(.io, file: path, message: refusal)
        }
        // Checked: writes may now wait (a device), as a regular file's never do.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Writes one line; returns the error the first time a write fails (later calls write nothing
    /// and return nil).
    @discardableResult
    func append(_ entry: LogEvent) -> InputError? {
        guard failure == nil else { return nil }
        let bytes = Array((entry.json.serialized() + "\n").utf8)
        guard let problem = Output.writeAll(bytes, to: descriptor) else { return nil }
        let error = InputError(.io, file: path, message: "log stopped: \(problem)")
        failure = error
        return error
    }

    /// `status`, or after a failed write the failure reported on stderr and at least 74.
    func finalStatus(_ status: Int32) -> Int32 {
        guard let failure else { return status }
        return max(status, Output.fail(failure))
    }
}

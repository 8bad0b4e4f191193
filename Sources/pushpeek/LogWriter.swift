#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekCore

/// `--log FILE`: appends one JSON line per event and flushes it, so nothing is lost on a kill.
final class LogWriter {
    private let descriptor: Int32
    let path: String

    init(path: String) throws(InputError) {
        self.path = path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw InputError(.io, file: path, message: "cannot open the log for appending: \(String(cString: strerror(errno)))")
        }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    func append(_ entry: OutputJSON) {
        let bytes = Array((entry.serialized() + "\n").utf8)
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written <= 0 { break }
                offset += written
            }
        }
    }
}

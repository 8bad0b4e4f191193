#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekJSON
import PushPeekModel

/// `--log FILE`: one JSON line per arrival, appended (a terminal or other non-file refused).
final class ServeLog {
    private let descriptor: Int32
    let path: String

    init(path: String) throws(InputError) {
        self.path = path
        descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw InputError(.io, file: path, message: "cannot open the log: \(String(cString: strerror(errno)))") }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG || (info.st_mode & S_IFMT) == S_IFIFO else {
            _ = close(descriptor)
            throw InputError(.usage, file: path, message: "--log needs a file")
        }
    }

    /// Writes `line` and a newline; false when the write failed.
    @discardableResult
    func append(_ json: OutputJSON) -> Bool {
        let bytes = Array((json.serialized() + "\n").utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }

    deinit { _ = close(descriptor) }
}

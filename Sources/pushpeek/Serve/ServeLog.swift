#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekJSON
import PushPeekModel

/// `--log FILE`: one JSON line per arrival, appended (a terminal or other non-file refused). Lines
/// are written in blocks: when 64 KB are held, when the server's loop has answered what it read
/// (`flush()` at the end of each turn), and at exit.
final class ServeLog {
    private let descriptor: Int32
    let path: String
    private var writer = JSONLineWriter(capacity: ServeLog.blockSize + 8192)
    private var memo = ServeLogMemo()
    /// A write failed; later lines are dropped.
    private(set) var failed = false

    static let blockSize = 64 << 10

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

    /// Adds the arrival's line; false once a write has failed.
    @discardableResult
    func append(_ arrival: ServeArrival) -> Bool {
        guard !failed else { return false }
        arrival.writeLogLine(into: &writer, memo: &memo)
        writer.bytes.append(UInt8(ascii: "\n"))
        writer.reset()
        return writer.bytes.count < ServeLog.blockSize || flush()
    }

    /// Writes the lines held; false when the write failed.
    @discardableResult
    func flush() -> Bool {
        guard !failed, !writer.bytes.isEmpty else { return !failed }
        failed = Output.writeAll(writer.bytes, to: descriptor) != nil
        writer.bytes.removeAll(keepingCapacity: true)
        return !failed
    }

    deinit {
        flush()
        _ = close(descriptor)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekModel

/// A regular file opened for reading at given offsets (`pread`); closed when the last copy goes.
/// It is opened first and checked on the open descriptor (`InputFile.openRegularFile`), so what is
/// checked is what is read: a FIFO never holds the open, and a path swapped since it was checked
/// cannot lead elsewhere.
public final class ArchiveFile: ArchiveBytes {
    public let path: String
    public let count: Int
    /// The open file, checked; an MBTiles database is read through it too.
    public let descriptor: Int32

    /// Opens the regular file at `path`; with `folder`, it must lie inside that folder (an app
    /// description's), checked on the open file.
    public init(path: String, inside folder: String? = nil) throws(MapArchiveError) {
        do {
            (descriptor, count) = try InputFile.openRegularFile(path, limit: Int.max, inside: folder)
        } catch {
            throw MapArchiveError(file: path, message: error.message, isMissing: error.kind == .missingInput)
        }
        self.path = path
    }

    deinit { close(descriptor) }

    public func read(offset: Int, length: Int) throws(MapArchiveError) -> [UInt8] {
        guard offset >= 0, length >= 0, offset <= count, length <= count - offset else {
            throw Self.outOfRange(offset: offset, length: length, count: count)
        }
        var bytes = [UInt8](repeating: 0, count: length)
        var done = 0
        while done < length {
            let got = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress.map { $0 + done }, length - done, off_t(offset + done))
            }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { throw MapArchiveError(file: path, message: "the file ended or could not be read at byte \(offset + done)") }
            done += got
        }
        return bytes
    }

    package static func outOfRange(offset: Int, length: Int, count: Int) -> MapArchiveError {
        MapArchiveError(file: "", message: "\(length) bytes at offset \(offset) lie outside the archive (\(count) bytes): truncated or lying")
    }
}

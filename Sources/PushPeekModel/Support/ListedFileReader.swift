#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekJSON

/// Reads the files a folder's listing reported as regular files: each opened relative to its
/// folder's descriptor, so the folder's path is not walked again for every file, and read at once
/// into a buffer kept from file to file. A file that one `read` shows whole (it came back short of
/// the buffer: a regular file's read is short only at its end) costs `openat`, that `read` and
/// `close`; only a read that came back empty, failed or filled the buffer has the descriptor
/// examined with `fstat`, as `InputFile.read` examines every file, and the file read on.
///
/// Safety (Docs/SAFETY.md): the name is opened with `O_NOFOLLOW` and `O_NONBLOCK`, so a name swapped
/// for a symbolic link after the listing is refused here and read the careful way, and a FIFO or
/// device swapped in never blocks. What such a file gives one non-blocking read is at most the
/// buffer: the same bytes a regular file put there could hold.
public final class ListedFileReader {
    /// A listed file shorter than this is read without `fstat`.
    public static let bufferSize = 64 << 10

    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// The folder `folderDescriptor` is open on, with its trailing "/", as a listing joins it.
    private var folder: String = ""
    private var folderDescriptor: Int32 = -1
    /// `O_NOATIME`, until the first file that refuses it (it is only for the file's owner).
    private var accessTimeFlag = InputFile.noAccessTime
    /// How many files were examined with `fstat` (their first read was empty, failed or full).
    public private(set) var examined = 0

    public init() {
        buffer = .allocate(capacity: Self.bufferSize)
    }

    deinit {
        buffer.deallocate()
        if folderDescriptor >= 0 { close(folderDescriptor) }
    }

    /// The bytes of the file at `path`, whose name starts `nameStart` bytes into the path when a
    /// folder's listing reported it as a regular file (nil: read as `InputFile.read` reads any
    /// file). Errors as `InputFile.read`'s, naming `path`.
    public func read(_ path: String, nameStart: Int?) throws(InputError) -> [UInt8] {
        guard let nameStart, nameStart > 0, nameStart < path.utf8.count, open(folderOf: path, nameStart: nameStart) else {
            return try InputFile.read(path)
        }
        let flags = O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | O_NOFOLLOW
        var descriptor = path.withCString { openat(folderDescriptor, $0 + nameStart, flags | accessTimeFlag) }
        if descriptor < 0 && errno == EPERM && accessTimeFlag != 0 {
            accessTimeFlag = 0
            descriptor = path.withCString { openat(folderDescriptor, $0 + nameStart, flags) }
        }
        // Gone, swapped for a link, not readable …: the careful way names what is wrong.
        guard descriptor >= 0 else { return try InputFile.read(path) }
        defer { close(descriptor) }
        var got: Int
        repeat {
            WorkCounter.add(1)
            got = systemRead(descriptor, buffer.baseAddress, Self.bufferSize)
        } while got < 0 && errno == EINTR
        if got > 0 && got < Self.bufferSize {
            return Array(UnsafeBufferPointer(rebasing: buffer[..<got]))
        }
        let failure = got < 0 ? errno : 0
        examined += 1
        let size = try InputFile.regularFileSize(descriptor, path: path, limit: InputFile.defaultLimit)
        if failure != 0 {
            throw InputError(.io, file: path, message: "read failed: \(String(cString: strerror(failure)))")
        }
        var bytes = Array(UnsafeBufferPointer(rebasing: buffer[..<got]))
        if got > 0 {
            try InputFile.readOn(descriptor, after: &bytes, endsAt: size, limit: InputFile.defaultLimit, path: path)
        }
        return bytes
    }

    /// Whether `folderDescriptor` is open on the folder `path`'s first `nameStart` bytes name,
    /// opening it when the last file was in another folder.
    private func open(folderOf path: String, nameStart: Int) -> Bool {
        if folderDescriptor >= 0 && folder.utf8.count == nameStart {
            // Compared in place (a native string's bytes are contiguous), not byte by byte.
            let same = path.utf8.withContiguousStorageIfAvailable { bytes in
                folder.utf8.withContiguousStorageIfAvailable { folderBytes in
                    guard let start = bytes.baseAddress, let folderStart = folderBytes.baseAddress else { return false }
                    return memcmp(start, folderStart, nameStart) == 0
                }
            }
            if same == true { return true }
        }
        if folderDescriptor >= 0 { close(folderDescriptor) }
        folder = String(decoding: path.utf8.prefix(nameStart), as: UTF8.self)
        folderDescriptor = folder.withCString { systemOpen($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        return folderDescriptor >= 0
    }
}

/// `read(2)` and `open(2)` (the class's own methods hide the C ones).
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemOpen(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 {
    open(path, flags)
}

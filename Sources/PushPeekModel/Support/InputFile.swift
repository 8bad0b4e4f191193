#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekJSON

/// Reads input files defensively: only regular files, refused early when over a size limit (a
/// 100 MB "payload" is never read into memory), errors typed by what went wrong.
///
/// A file is opened first — without blocking (`O_NONBLOCK`: a FIFO with no writer opens at once) and
/// without becoming the controlling terminal — and only then checked, with `fstat` on the descriptor:
/// what is checked is what is read, even if the path is swapped for a FIFO or a device in between.
public enum InputFile {
    /// Payloads, app descriptions, strings and plists larger than this are refused.
    public static let defaultLimit = 1 << 20

    /// The bytes of the regular file at `path`; with `folder`, the open file must also lie inside
    /// that folder (checked on the descriptor, see `checkInside`).
    ///
    /// Read in one `read` of the size `fstat` gave, plus one byte: a read that ends short at or
    /// past that size is the end of the file (a regular file's read is short only there), so no
    /// read is spent on seeing the end. A read that fills the extra byte tells a file that grew
    /// since the `fstat`, and one that ends before the size a file that shrank: either is read on
    /// to its end, up to the limit.
    public static func read(_ path: String, limit: Int = defaultLimit, inside folder: String? = nil) throws(InputError) -> [UInt8] {
        let (descriptor, size) = try openRegularFile(path, limit: limit, inside: folder)
        defer { close(descriptor) }
        var failure: Int32 = 0
        var ended = false
        var bytes: [UInt8]
        if size < stackBufferSize {
            // Read on the stack and copied into an array of its size: `Array(unsafeUninitializedCapacity:)`
            // allocates through the standard library's unspecialised path, which costs a small file's
            // read as much again.
            bytes = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: stackBufferSize) { buffer in
                let count: Int
                (count, ended, failure) = readSome(descriptor, into: UnsafeMutableBufferPointer(rebasing: buffer[..<(size + 1)]), endsAt: size)
                return Array(UnsafeBufferPointer(rebasing: buffer[..<count]))
            }
        } else {
            bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, initialized in
                (initialized, ended, failure) = readSome(descriptor, into: buffer, endsAt: size)
            }
        }
        if failure != 0 {
            throw InputError(.io, file: path, message: "read failed: \(String(cString: strerror(failure)))")
        }
        if !ended {
            // The file grew.
            try readOn(descriptor, after: &bytes, endsAt: .max, limit: limit, path: path)
        }
        return bytes
    }

    /// Reads on from what `bytes` holds, in doubling steps, to the file's end (a short read once
    /// `end` bytes are in) or one byte past `limit`, which is an error.
    package static func readOn(_ descriptor: Int32, after bytes: inout [UInt8], endsAt end: Int, limit: Int,
                               path: String) throws(InputError) {
        var ended = false
        var failure: Int32 = 0
        while !ended && failure == 0 && bytes.count <= limit {
            let have = bytes.count
            let more = min(limit + 1, max(1, have) * 2) - have
            bytes += [UInt8](unsafeUninitializedCapacity: more) { buffer, initialized in
                (initialized, ended, failure) = readSome(descriptor, into: buffer, endsAt: end == .max ? .max : end - have)
            }
        }
        if failure != 0 {
            throw InputError(.io, file: path, message: "read failed: \(String(cString: strerror(failure)))")
        }
        if bytes.count > limit {
            throw InputError(.badInput, file: path, message: "file grew past the limit of \(limit) bytes while reading")
        }
    }

    /// Files smaller than this are read into a buffer on the stack (the standard library puts a
    /// temporary allocation of up to 1,024 bytes there without asking how deep the stack is).
    static let stackBufferSize = 1024

    /// Reads into `buffer` until it is full (`ended` false: there may be more), the end of the
    /// file, or a short read once `end` bytes are in; `failure` is the `errno` of a failed read.
    /// Each `read` is counted in `WorkCounter`.
    private static func readSome(_ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>,
                                 endsAt end: Int) -> (count: Int, ended: Bool, failure: Int32) {
        var count = 0
        while count < buffer.count {
            let wanted = buffer.count - count
            WorkCounter.add(1)
            let got = systemRead(descriptor, buffer.baseAddress.map { $0 + count }, wanted)
            if got < 0 {
                if errno == EINTR { continue }
                return (count, true, errno)
            }
            count += got
            if got == 0 || (got < wanted && count >= end) { return (count, true, 0) }
        }
        return (count, false, 0)
    }

    /// Opens the regular file at `path` for reading and checks it on the descriptor: a regular file
    /// of at most `limit` bytes and, with `folder`, inside that folder. Returns the descriptor (the
    /// caller closes it) and the file's size.
    package static func openRegularFile(_ path: String, limit: Int = defaultLimit,
                                inside folder: String? = nil) throws(InputError) -> (descriptor: Int32, size: Int) {
        // `withCString`: a Swift string's own bytes, not a copy made for the call.
        var descriptor = path.withCString { open($0, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | noAccessTime) }
        #if os(Linux)
        // `O_NOATIME` is only for the file's owner (or CAP_FOWNER): anyone else's file opens as usual.
        if descriptor < 0 && errno == EPERM {
            descriptor = path.withCString { open($0, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC) }
        }
        #endif
        guard descriptor >= 0 else {
            let reason: String
            switch errno {
            case ENOENT where path.unicodeScalars.contains("\u{FFFD}"):
                reason = "cannot be opened: the name given is not valid UTF-8 (shown with �), and pushpeek opens files by UTF-8 names; rename the file"
            case ENOENT: reason = isSymbolicLink(path) ? "no such file (a symbolic link to nothing)" : "no such file"
            case EACCES: reason = "cannot be opened for reading (permission denied)"
            case ENXIO: reason = "not a regular file (a FIFO, socket or device is not read)"
            default: reason = "cannot be opened: \(String(cString: strerror(errno)))"
            }
            throw InputError(.missingInput, file: path, message: reason)
        }
        do {
            let size = try regularFileSize(descriptor, path: path, limit: limit)
            if let folder { try checkInside(descriptor, path: path, folder: folder) }
            return (descriptor, size)
        } catch {
            close(descriptor)
            throw error
        }
    }

    /// On Linux, `O_NOATIME`: reading a file does not update its access time, which would dirty its
    /// inode (the first read of a file written since its last read costs a write to the file system:
    /// a third of the system time of reading a fresh folder of small payloads). Glibc's module does
    /// not export it; 0o1000000 is `asm-generic/fcntl.h`'s value, which x86, ARM, RISC-V,
    /// PowerPC and s390x use. Elsewhere no flag.
    #if os(Linux) && (arch(x86_64) || arch(arm64) || arch(riscv64) || arch(powerpc64le) || arch(s390x) || arch(i386) || arch(arm))
    static let noAccessTime: Int32 = 0o1000000
    #else
    static let noAccessTime: Int32 = 0
    #endif

    /// Whether `path` itself is a symbolic link (whether or not it leads anywhere).
    package static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// The size of the open file, after checking on the descriptor that it is a regular file within
    /// `limit` bytes.
    package static func regularFileSize(_ descriptor: Int32, path: String, limit: Int) throws(InputError) -> Int {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw InputError(.io, file: path, message: "cannot be examined: \(String(cString: strerror(errno)))")
        }
        let type = info.st_mode & S_IFMT
        if type == S_IFDIR { throw InputError(.missingInput, file: path, message: "is a directory, not a file") }
        guard type == S_IFREG else {
            throw InputError(.missingInput, file: path, message: "not a regular file (a FIFO, socket or device is not read)")
        }
        if Int(info.st_size) > limit {
            throw InputError(.badInput, file: path, message: "file is \(info.st_size) bytes; the limit is \(limit) bytes")
        }
        return Int(info.st_size)
    }

    /// Resolves `relative` against the folder of `base` (lexically, keeping a relative result
    /// relative); refuses a result outside that folder (`../../etc/passwd`, or an absolute path)
    /// unless `allowOutside`.
    public static func resolve(_ relative: String, besides base: String?, allowOutside: Bool = false) -> String? {
        let folder = base.map(folder(of:)) ?? ""
        if relative.hasPrefix("/") {
            return allowOutside ? normalize(relative) : nil
        }
        let joined = folder.isEmpty ? relative : (folder.hasSuffix("/") ? folder : folder + "/") + relative
        let candidate = normalize(joined)
        if allowOutside { return candidate }
        let normalRelative = normalize(relative)
        let escapes = normalRelative == ".." || normalRelative.hasPrefix("../")
        if escapes { return nil }
        // A symbolic link inside the folder may still lead out of it.
        return leadsOutside(candidate, folder: folder.isEmpty ? "." : folder) ? nil : candidate
    }

    /// The canonical path (symbolic links followed), or nil when it does not exist.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Removes `.` and resolves `..` components lexically.
    public static func normalize(_ path: String) -> String {
        isNormal(path) ? path : foldingComponents(path)
    }

    /// `normalize` the general way: split at `/`, fold `.` and `..`, join.
    package static func foldingComponents(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." || part.isEmpty { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part == ".." && absolute {
                continue
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// Whether `normalize` leaves `path` as it is: not empty, and no component (after a leading `/`)
    /// empty, `.` or `..`.
    private static func isNormal(_ path: String) -> Bool {
        var length = 0
        var dots = 0
        var offset = 0
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if offset > 0 && (length == 0 || (length <= 2 && dots == length)) { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
            offset += 1
        }
        return length > 0 && !(length <= 2 && dots == length)
    }
}

/// `read(2)` (the enum's own `read` hides the C one).
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

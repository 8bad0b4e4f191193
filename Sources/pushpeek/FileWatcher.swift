#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Notices when any of a set of files changes on disk (`preview --watch`), by polling their
/// modification time, size and inode — which also catches editors that save by renaming.
struct FileWatcher {
    private struct Stamp: Equatable {
        var modified: timespec
        var size: off_t
        var inode: ino_t

        static func == (lhs: Stamp, rhs: Stamp) -> Bool {
            lhs.modified.tv_sec == rhs.modified.tv_sec && lhs.modified.tv_nsec == rhs.modified.tv_nsec
                && lhs.size == rhs.size && lhs.inode == rhs.inode
        }
    }

    let paths: [String]
    private var stamps: [Stamp?]

    init(paths: [String]) {
        self.paths = paths
        stamps = paths.map(FileWatcher.stamp)
    }

    private static func stamp(_ path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if os(Linux)
        return Stamp(modified: info.st_mtim, size: info.st_size, inode: info.st_ino)
        #else
        return Stamp(modified: info.st_mtimespec, size: info.st_size, inode: info.st_ino)
        #endif
    }

    /// Whether anything changed since the last call (or since creation).
    mutating func poll() -> Bool {
        let current = paths.map(FileWatcher.stamp)
        defer { stamps = current }
        return current != stamps
    }
}

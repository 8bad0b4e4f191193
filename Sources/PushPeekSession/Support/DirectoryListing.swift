#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The visible entries of one directory (names not starting with "."), sorted by their names'
/// bytes, each with the file type `readdir` reports (`d_type`): listing a folder of payloads costs
/// no system call per file. A file system that does not report types leaves `type` nil, and the
/// caller asks `lstat`.
struct DirectoryListing {
    /// One entry: where its name's bytes are in `bytes`, and its type.
    struct Entry {
        /// The name's first 8 bytes, big-endian, padded with zeros: most comparisons of two names
        /// are one comparison of these (a name holds no zero byte, so padding sorts first).
        fileprivate var key: UInt64
        fileprivate var start: Int
        fileprivate var count: Int
        /// `S_IFDIR`, `S_IFREG`, `S_IFLNK` …, or nil when the directory did not say.
        var type: mode_t?
    }

    /// Every name's bytes, one after another.
    private var bytes: [UInt8] = []
    /// The entries, sorted by name.
    private(set) var entries: [Entry] = []

    /// The listing of `directory`, or nil when it cannot be read.
    init?(_ directory: String) {
        guard let handle = opendir(directory) else { return nil }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let type = Self.mode(ofEntryType: entry.pointee.d_type)
            withUnsafeMutablePointer(to: &entry.pointee.d_name) { field in
                let capacity = MemoryLayout.size(ofValue: field.pointee)
                field.withMemoryRebound(to: UInt8.self, capacity: capacity) { name in
                    // Hidden entries, "." and ".." are never listed.
                    guard name[0] != UInt8(ascii: ".") else { return }
                    let count = strnlen(UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self), capacity)
                    var key: UInt64 = 0
                    for index in 0..<8 { key = key << 8 | UInt64(index < count ? name[index] : 0) }
                    entries.append(Entry(key: key, start: bytes.count, count: count, type: type))
                    bytes.append(contentsOf: UnsafeBufferPointer(start: name, count: count))
                }
            }
        }
        bytes.withUnsafeBufferPointer { all in
            entries.sort { first, second in
                if first.key != second.key { return first.key < second.key }
                // The same first 8 bytes: both names are at least that long.
                let common = max(0, min(first.count, second.count) - 8)
                guard common > 0, let base = all.baseAddress else { return first.count < second.count }
                let order = memcmp(base + first.start + 8, base + second.start + 8, common)
                return order != 0 ? order < 0 : first.count < second.count
            }
        }
    }

    /// `body` over the bytes of `entry`'s name.
    func withName<Result>(_ entry: Entry, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { all in body(UnsafeBufferPointer(rebasing: all[entry.start..<(entry.start + entry.count)])) }
    }

    /// The `st_mode` file type of a `d_type`; nil for `DT_UNKNOWN` (or a type without one).
    static func mode(ofEntryType type: UInt8) -> mode_t? {
        switch Int(type) {
        case Int(DT_REG): return S_IFREG
        case Int(DT_DIR): return S_IFDIR
        case Int(DT_LNK): return S_IFLNK
        case Int(DT_FIFO): return S_IFIFO
        case Int(DT_SOCK): return S_IFSOCK
        case Int(DT_CHR): return S_IFCHR
        case Int(DT_BLK): return S_IFBLK
        default: return nil
        }
    }
}

import Glibc
import PushPeekCore

/// Expands the paths given to a bulk command: a file stays as given (whatever its name), a directory
/// is walked recursively for `*.json` and `*.apns` files. Arguments keep their order; inside a directory
/// entries are sorted byte-wise, hidden ones (`.git`) are skipped, and a directory reached twice
/// (through a symbolic link) is walked once.
enum InputPaths {
    /// One input: a file to process, or why a path could not be expanded (in its place in the order).
    enum Entry {
        case file(String)
        case failed(InputError)
    }

    /// File name endings a directory walk picks up.
    static let payloadExtensions = [".json", ".apns"]

    static func expand(_ paths: [String]) -> [Entry] {
        var entries: [Entry] = []
        var visited = Set<DirectoryID>()
        for path in paths {
            guard isDirectory(path) else {
                entries.append(.file(path))
                continue
            }
            let before = entries.count
            walk(path, into: &entries, visited: &visited)
            if entries.count == before {
                entries.append(.failed(InputError(.missingInput, file: path, message: "no *.json or *.apns files in this directory")))
            }
        }
        return entries
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    private struct DirectoryID: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    private static func walk(_ directory: String, into entries: inout [Entry], visited: inout Set<DirectoryID>) {
        var info = stat()
        guard stat(directory, &info) == 0 else { return }
        guard visited.insert(DirectoryID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))).inserted else { return }
        guard let handle = opendir(directory) else {
            entries.append(.failed(InputError(.missingInput, file: directory, message: "cannot read the directory: \(String(cString: strerror(errno)))")))
            return
        }
        var children: [(name: String, type: UInt8)] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if !name.hasPrefix(".") { children.append((name, entry.pointee.d_type)) }
        }
        closedir(handle)
        children.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        for (name, type) in children {
            let path = prefix + name
            // d_type saves a stat per file; links and file systems that do not fill it in get one.
            let directory = type == UInt8(DT_DIR) || ((type == UInt8(DT_UNKNOWN) || type == UInt8(DT_LNK)) && isDirectory(path))
            if directory {
                walk(path, into: &entries, visited: &visited)
            } else if payloadExtensions.contains(where: { name.hasSuffix($0) }) {
                entries.append(.file(path))
            }
        }
    }
}

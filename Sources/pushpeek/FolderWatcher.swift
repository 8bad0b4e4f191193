#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekSession

/// Notices payload files that appear in watched folders (`lockscreen --watch DIR`), by listing them
/// on each poll as `lint` does (`*.json`, `*.apns`, sorted, hidden names skipped — so a file written
/// under a hidden name and renamed arrives whole). Files there at the start are not new.
struct FolderWatcher {
    let folders: [String]
    private let excluded: Set<String>
    private var seen: Set<String>

    init(folders: [String], excluding excluded: Set<String>) {
        self.folders = folders
        self.excluded = excluded
        seen = []
        seen = Set(listing())
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    private func listing() -> [String] {
        folders.isEmpty ? [] : PayloadFiles.expand(folders, excluding: excluded).entries.map(\.path)
    }

    /// The files that appeared since the last call, in name order.
    mutating func newFiles() -> [String] {
        let fresh = listing().filter { !seen.contains($0) }
        seen.formUnion(fresh)
        return fresh
    }
}

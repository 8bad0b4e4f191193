#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real paths (symbolic links followed) of the folders files are confined to, each resolved
/// once a run: a folder's files are checked against it as it was when first resolved, and reading
/// a folder's files costs no `getcwd` and `readlink` for the folder each time. Thread-safe (the
/// first GeoJSON overlay is read on a thread of its own).
final class RealFolders: @unchecked Sendable {
    static let shared = RealFolders()

    /// Resolved folders as given, with their real paths (a run confines files to one or two).
    private var known: [(folder: String, real: String)] = []
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    private init() {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    /// The real path of `folder`, or nil while it does not exist (a missing folder is looked up again).
    func real(_ folder: String) -> String? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if let entry = known.first(where: { $0.folder == folder }) { return entry.real }
        guard let real = InputFile.realPath(folder) else { return nil }
        known.append((folder, real))
        return real
    }
}

/// A folder synchronized with a target (`PBXFileSystemSynchronizedRootGroup`): every file under it
/// belongs to the target except the membership exceptions.
public struct SynchronizedFolder: Sendable, Equatable {
    /// Relative to the project's folder.
    public var path: String
    /// Paths inside the folder that are not members of the target.
    public var exceptions: Set<String>

    public init(path: String, exceptions: Set<String> = []) {
        self.path = path
        self.exceptions = exceptions
    }
}

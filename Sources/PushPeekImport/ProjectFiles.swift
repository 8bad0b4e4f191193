/// The files an import reads, by path relative to the imported folder, with their bytes: what the
/// loader at the edge gathered from disk (or a test wrote in memory). The readers do no I/O.
public struct ProjectFiles: Sendable {
    /// The imported folder as the user named it, for messages.
    public var root: String
    public private(set) var contents: [String: [UInt8]] = [:]
    /// The `.xcodeproj` the user named, relative to `root`, when they named one.
    public var chosenProject: String?

    public init(root: String, files: [String: [UInt8]] = [:], chosenProject: String? = nil) {
        self.root = root
        self.chosenProject = chosenProject
        for (path, bytes) in files { add(path, bytes) }
    }

    public mutating func add(_ path: String, _ bytes: [UInt8]) {
        contents[path] = bytes
    }

    public subscript(path: String) -> [UInt8]? { contents[path] }

    /// Every path, sorted.
    public var paths: [String] { contents.keys.sorted() }

    /// The files the loader keeps: project files, sources, plists, Interface Builder documents,
    /// strings tables and asset catalogs' `Contents.json`.
    public static func isRelevant(_ path: String) -> Bool {
        let suffixes = [".pbxproj", ".swift", ".m", ".mm", ".h", ".plist", ".storyboard", ".xib", ".strings", "Contents.json", ".xcworkspacedata"]
        return suffixes.contains { path.hasSuffix($0) }
    }

    /// The path as the user sees it (`root/relative`).
    public func display(_ path: String) -> String {
        root == "." || root.isEmpty ? path : (root.hasSuffix("/") ? root + path : root + "/" + path)
    }
}

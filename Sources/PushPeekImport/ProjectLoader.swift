#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekJSON
import PushPeekModel

/// Reads an `.xcodeproj`, an `.xcworkspace` or a folder from disk into `ProjectFiles`: the project
/// files, sources, plists, storyboards, strings tables and asset catalogs under the folder, each a
/// regular file (a FIFO is refused) within `fileLimit`, at most `maximumFiles` of them, `maximumDepth`
/// folders deep; a folder met twice through symbolic links is a loop, refused with its path.
public enum ProjectLoader {
    public static let fileLimit = 8 << 20
    public static let maximumFiles = 100_000
    public static let maximumDepth = 64
    static let skippedFolders: Set<String> = [".git", "build", "DerivedData", "node_modules", "Pods", ".build", "xcuserdata"]

    /// Whether `--app PATH` names a project or a folder rather than an app description file.
    public static func isProject(_ path: String) -> Bool {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        if trimmed.hasSuffix(".xcodeproj") || trimmed.hasSuffix(".xcworkspace") { return true }
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    public static func load(_ path: String) throws(InputError) -> ProjectFiles {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        var info = stat()
        guard stat(trimmed, &info) == 0 else { throw InputError(.missingInput, file: path, message: "no such file or folder") }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw InputError(.usage, file: path, message: "not an .xcodeproj, an .xcworkspace or a folder")
        }
        var root = trimmed
        var chosen: String?
        if trimmed.hasSuffix(".xcodeproj") || trimmed.hasSuffix(".xcworkspace") {
            let name = String(trimmed.split(separator: "/").last ?? "")
            root = ProjectTargets.folder(of: trimmed)
            if trimmed.hasSuffix(".xcodeproj") { chosen = name }
        }
        var files = ProjectFiles(root: root, chosenProject: chosen)
        var visited: Set<[UInt64]> = []
        var count = 0
        try walk(root, relative: "", depth: 0, into: &files, visited: &visited, count: &count)
        if trimmed.hasSuffix(".xcworkspace") {
            files.chosenProject = workspaceProject(files, workspace: String(trimmed.split(separator: "/").last ?? ""))
        }
        if let chosen, files[chosen + "/project.pbxproj"] == nil {
            throw InputError(.missingInput, file: trimmed + "/project.pbxproj", message: "no project file in the .xcodeproj")
        }
        return files
    }

    /// The first project a workspace lists (`<FileRef location = "group:App.xcodeproj">`) that is in the folder.
    static func workspaceProject(_ files: ProjectFiles, workspace: String) -> String? {
        let path = workspace + "/contents.xcworkspacedata"
        guard let bytes = files[path], let document = try? XMLDocumentParser.parse(bytes, file: files.display(path)) else { return nil }
        for reference in document.descendants() where reference.name == "FileRef" {
            guard let location = reference["location"], location.hasSuffix(".xcodeproj"),
                  let colon = location.firstIndex(of: ":") else { continue }
            let project = InputFile.normalize(String(location[location.index(after: colon)...]))
            if files[project + "/project.pbxproj"] != nil { return project }
        }
        return nil
    }

    private static func walk(_ folder: String, relative: String, depth: Int, into files: inout ProjectFiles,
                             visited: inout Set<[UInt64]>, count: inout Int) throws(InputError) {
        guard depth <= maximumDepth else {
            throw InputError(file: folder, message: "folders nested deeper than \(maximumDepth) levels")
        }
        var info = stat()
        guard stat(folder, &info) == 0 else { throw InputError(.io, file: folder, message: "cannot be examined: \(String(cString: strerror(errno)))") }
        let identity = [UInt64(info.st_dev), UInt64(info.st_ino)]
        guard visited.insert(identity).inserted else {
            throw InputError(file: folder, message: "a symbolic link loop: this folder was already read by another path")
        }
        guard let directory = opendir(folder) else {
            throw InputError(.io, file: folder, message: "cannot be listed: \(String(cString: strerror(errno)))")
        }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        closedir(directory)
        for name in names.sorted() {
            let path = folder + "/" + name
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            var entryInfo = stat()
            guard stat(path, &entryInfo) == 0 else { continue }
            if entryInfo.st_mode & S_IFMT == S_IFDIR {
                if skippedFolders.contains(name) { continue }
                try walk(path, relative: relativePath, depth: depth + 1, into: &files, visited: &visited, count: &count)
            } else if ProjectFiles.isRelevant(name) {
                count += 1
                guard count <= maximumFiles else {
                    throw InputError(file: path, message: "more than \(maximumFiles) project files under \(folder); import a smaller folder")
                }
                files.add(relativePath, try InputFile.read(path, limit: fileLimit))
            }
        }
    }
}

import PushPeekApp
import PushPeekJSON
import PushPeekModel

/// The targets an import works with, each with its files resolved against the imported folder:
/// from `project.pbxproj` (build phases and synchronized folders), or, without a project file, one
/// app target holding every file and one extension per Info.plist with an `NSExtension`.
struct ProjectTargets {
    struct Target {
        var model: XcodeTarget
        /// Relative to the imported folder.
        var files: [String]
        /// The project folder (`SRCROOT`), relative to the imported folder.
        var sourceRoot: String
        var pbxproj: String?
    }

    var targets: [Target] = []
    var notes: [ImportNote] = []
    /// Paths compared with synchronized folders.
    var work = 0

    static func resolve(_ files: ProjectFiles) throws(InputError) -> ProjectTargets {
        let paths = files.paths
        var result = ProjectTargets()
        let projects = paths.filter { $0.hasSuffix(".xcodeproj/project.pbxproj") }
        let chosen = files.chosenProject.map { $0 + "/project.pbxproj" } ?? projects.first
        guard let pbxproj = chosen, let bytes = files[pbxproj] else {
            result.notes.append(.value("", nil, "no project file: every source and Info.plist under \(files.root) is read as one app"))
            let folderName = files.root.split(separator: "/").last.map(String.init).flatMap { $0 == "." || $0 == ".." ? nil : $0 } ?? "App"
            var app = Target(model: XcodeTarget(name: folderName, productType: XcodeTarget.applicationType), files: [], sourceRoot: ".", pbxproj: nil)
            for path in paths {
                if path.hasSuffix("Info.plist"), let plist = files[path], let point = Self.extensionPoint(plist) {
                    let folder = Self.folder(of: path)
                    let name = folder == "." ? "Extension" : String(folder.split(separator: "/").last ?? "Extension")
                    var model = XcodeTarget(name: name, productType: XcodeTarget.appExtensionType)
                    model.buildSettings["INFOPLIST_FILE"] = path
                    model.buildSettings["NSExtensionPointIdentifier"] = point
                    let members = paths.filter { folder == "." || $0.hasPrefix(folder + "/") }
                    result.targets.append(Target(model: model, files: members, sourceRoot: ".", pbxproj: nil))
                }
            }
            let extensionFiles = Set(result.targets.flatMap(\.files))
            app.files = paths.filter { !extensionFiles.contains($0) }
            result.targets.insert(app, at: 0)
            return result
        }
        if projects.count > 1, files.chosenProject == nil {
            result.notes.append(.value("", SourceOrigin(file: files.display(pbxproj), line: 1),
                                       "\(projects.count) projects in the folder; read the first (name one with --app X.xcodeproj)"))
        }
        let project = try PBXProjectReader.read(bytes, file: files.display(pbxproj))
        let sourceRoot = Self.folder(of: Self.folder(of: pbxproj))
        for model in project.targets {
            var members = model.files.map { Self.join(sourceRoot, $0) }
            for folder in model.synchronizedFolders {
                let prefix = Self.join(sourceRoot, folder.path) + "/"
                result.work += paths.count
                for path in paths where path.hasPrefix(prefix) && !folder.exceptions.contains(String(path.dropFirst(prefix.count))) {
                    members.append(path)
                }
            }
            result.targets.append(Target(model: model, files: members, sourceRoot: sourceRoot, pbxproj: pbxproj))
        }
        return result
    }

    /// The `NSExtensionPointIdentifier` of an Info.plist, when it has one.
    static func extensionPoint(_ bytes: [UInt8]) -> String? {
        guard let plist = try? PropertyListReader.read(bytes) else { return nil }
        return plist["NSExtension"]?["NSExtensionPointIdentifier"]?.string
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }

    static func join(_ folder: String, _ path: String) -> String {
        InputFile.normalize(folder == "." ? path : folder + "/" + path)
    }
}

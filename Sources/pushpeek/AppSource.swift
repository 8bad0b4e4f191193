import PushPeekApp
import PushPeekJSON
import PushPeekModel
import PushPeekSession
import PushPeekImport

/// What `--app PATH` names, as the bytes of an app description: the file itself; a project or
/// folder imported (`pushpeek import`); or a file with `"import": "../X.xcodeproj"`, the imported
/// description under its own entries (categories and extensions by identifier and name, its own
/// winning; other keys replaced).
enum AppSource {
    static func bytes(_ path: String) throws(InputError) -> [UInt8] {
        try load(path).bytes
    }

    /// The bytes, and the mistakes an import found in the project (`ImportResult.warnings`).
    static func load(_ path: String) throws(InputError) -> (bytes: [UInt8], warnings: [ImportNote]) {
        if ProjectLoader.isProject(path) { return try importedProject(path) }
        let bytes = try InputFile.read(path)
        return try imported(bytes, from: path) ?? (bytes, [])
    }

    /// The app's bundle ID (`send`'s topic when `--topic` is absent); a usage error when it has none.
    static func bundleIdentifier(_ path: String) throws(InputError) -> String {
        let app = try AppDescriptionDecoder.decode(try bytes(path), file: path)
        guard let bundle = app.app.bundleIdentifier, !bundle.isEmpty else {
            throw InputError(.usage, file: path, message: "has no bundle ID (app.bundleIdentifier, PRODUCT_BUNDLE_IDENTIFIER); give --topic BUNDLE-ID")
        }
        return bundle
    }

    /// The sources with the app description read here (imported when `--app` names a project or a
    /// file that imports one), so the session does not read the file again.
    static func prepare(_ sources: SessionSources) throws(InputError) -> SessionSources {
        guard sources.builtinExample == nil, let path = sources.appPath else { return sources }
        var prepared = sources
        prepared.appBytes = try bytes(path)
        return prepared
    }

    /// The project or folder at `path`, imported.
    private static func importedProject(_ path: String) throws(InputError) -> (bytes: [UInt8], warnings: [ImportNote]) {
        let files = try ProjectLoader.load(path)
        let imported = try AppImporter.importApp(files)
        let description = rebasingIcon(imported.description, root: files.root, base: InputFile.folder(of: path))
        return (Array((description.serialized(pretty: true) + "\n").utf8), imported.warnings)
    }

    /// The app description `bytes` (read from `path`) merged over the project it imports, or nil
    /// when it imports nothing.
    private static func imported(_ bytes: [UInt8], from path: String) throws(InputError) -> (bytes: [UInt8], warnings: [ImportNote])? {
        // Only a file that names a project pays for the merge.
        guard containsImportKey(bytes) else { return nil }
        let root = try JSONParser.parse(bytes, file: path)
        guard let members = root.members, let target = root["import"]?.string else { return nil }
        guard let resolved = InputFile.resolve(target, besides: path, allowOutside: true) else {
            throw InputError(file: path, location: root["import"]?.location, path: "import", message: "cannot resolve \"\(TerminalSafeText.sanitize(target))\"")
        }
        let imported: ImportResult
        let files: ProjectFiles
        do {
            files = try ProjectLoader.load(resolved)
            imported = try AppImporter.importApp(files)
        } catch {
            throw InputError(error.kind, file: path, location: root["import"]?.location, path: "import", message: error.description)
        }
        let description = rebasingIcon(imported.description, root: files.root, base: InputFile.folder(of: path))
        return (Array(AppDescriptionMerge.merge(description, over: members).serialized(pretty: true).utf8), imported.warnings)
    }

    /// The imported `app.iconFile` (relative to the project's folder, `root`) made relative to the
    /// folder the app description's files are read from (`base`, the folder of what `--app` names);
    /// left out when the project's folder is not inside it (the icon tile then shows the letter).
    static func rebasingIcon(_ description: OutputJSON, root: String, base: String) -> OutputJSON {
        guard case .object(var members) = description, let appIndex = members.firstIndex(where: { $0.0 == "app" }),
              case .object(var app) = members[appIndex].1, let iconIndex = app.firstIndex(where: { $0.0 == "iconFile" }),
              case .string(let icon) = app[iconIndex].1 else { return description }
        let root = InputFile.normalize(root.isEmpty ? "." : root), base = InputFile.normalize(base.isEmpty ? "." : base)
        if root == base {
            return description
        } else if base == "." && !root.hasPrefix("/") && !root.hasPrefix("..") {
            app[iconIndex].1 = .string(root + "/" + icon)
        } else if root.hasPrefix(base + "/") {
            app[iconIndex].1 = .string(String(root.dropFirst(base.count + 1)) + "/" + icon)
        } else {
            app.remove(at: iconIndex)
        }
        members[appIndex].1 = .object(app)
        return .object(members)
    }

    private static func containsImportKey(_ bytes: [UInt8]) -> Bool {
        let needle = Array("\"import\"".utf8)
        guard bytes.count >= needle.count else { return false }
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
            if bytes[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}

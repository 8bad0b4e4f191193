import PushPeekApp
import PushPeekJSON
import PushPeekModel

/// Reads a project's files into the app description `--app` accepts: the app's name and bundle id,
/// the categories its code registers, each content extension's Info.plist attributes, storyboard
/// view and the actions its `didReceive` sets; with a note for every value and gap (`--explain`).
public struct AppImporter {
    let files: ProjectFiles
    private var notes: [ImportNote] = []

    public static func importApp(_ files: ProjectFiles) throws(InputError) -> ImportResult {
        var importer = AppImporter(files: files)
        return try importer.run()
    }

    init(files: ProjectFiles) {
        self.files = files
        assetNames = Self.assetNames(files)
    }

    /// The images and symbols of every asset catalog in the project (`Name.imageset`,
    /// `Name.symbolset`; inside a namespace folder also `Folder/Name`), or nil without a catalog.
    let assetNames: Set<String>?

    static func assetNames(_ files: ProjectFiles) -> Set<String>? {
        var names: Set<String> = []
        var hasCatalog = false
        for path in files.paths where path.hasSuffix("/Contents.json") {
            let parts = path.split(separator: "/")
            guard let catalog = parts.lastIndex(where: { $0.hasSuffix(".xcassets") }) else { continue }
            hasCatalog = true
            let set = parts[parts.count - 2]
            guard let dot = set.lastIndex(of: "."), [".imageset", ".symbolset"].contains(String(set[dot...])) else { continue }
            let name = String(set[..<dot])
            names.insert(name)
            let folders = parts[(catalog + 1)..<(parts.count - 2)]
            if !folders.isEmpty { names.insert((folders + [Substring(name)]).joined(separator: "/")) }
        }
        return hasCatalog ? names : nil
    }

    /// The warning for an image named in none of the asset catalogs.
    static func missingAsset(_ name: String) -> String {
        "the image \"\(TerminalSafeText.sanitize(name))\" is in none of the project's asset catalogs (UIImage(named:) finds nothing; the device shows no picture)"
    }

    private mutating func run() throws(InputError) -> ImportResult {
        let resolved = try ProjectTargets.resolve(files)
        notes += resolved.notes
        var work = resolved.work
        var table = SymbolTable()
        var sources: [String: SourceFile] = [:]
        for path in files.paths where path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h") {
            guard let bytes = files[path] else { continue }
            let source = SourceFile(path: files.display(path), bytes: bytes)
            sources[path] = source
            ConstantScanner.scan(source, into: &table)
            work += source.tokens.count
        }
        let app = resolved.targets.first { $0.model.isApplication }
        if let app, let strings = app.files.first(where: { $0.hasSuffix("Localizable.strings") }), let bytes = files[strings] {
            table.localized = (try? LocalizedStrings.parse(bytes, file: files.display(strings)).table) ?? [:]
        }
        var members: [(String, OutputJSON)] = []
        if let app { members.append(("app", appInfo(app))) }
        let appSources = resolved.targets.filter { !$0.model.isAppExtension }.flatMap(\.files).compactMap { sources[$0] }
        var declarations = NotificationDeclarations(files: appSources, table: table)
        declarations.assetNames = assetNames
        work += appSources.reduce(0) { $0 + $1.tokens.count }
        declarations.readCategories()
        notes += declarations.notes
        members.append(("categories", .array(declarations.categories)))
        var extensions: [OutputJSON] = []
        for target in resolved.targets where target.model.isAppExtension {
            if let contentExtension = try readExtension(target, sources: sources, table: table, index: extensions.count) {
                extensions.append(contentExtension)
            }
        }
        members.append(("extensions", .array(extensions)))
        var activities = ActivityScanner(files: sources.keys.sorted().compactMap { sources[$0] }, table: table)
        let liveActivities = activities.activities()
        notes += activities.notes
        if !liveActivities.isEmpty { members.append(("liveActivities", .array(liveActivities))) }
        return ImportResult(description: .object(members), notes: notes, work: work)
    }

    private mutating func appInfo(_ app: ProjectTargets.Target) -> OutputJSON {
        let pbxproj = app.pbxproj.map(files.display) ?? files.root
        var name = app.model.setting("INFOPLIST_KEY_CFBundleDisplayName")
        var nameOrigin = SourceOrigin(file: pbxproj, line: app.model.settingLines["INFOPLIST_KEY_CFBundleDisplayName"] ?? app.model.line)
        if name == nil, let plistPath = infoPlistPath(app), let plist = try? PropertyListReader.read(files[plistPath] ?? []) {
            let expander = BuildSettingExpander(settings: app.model.buildSettings, targetName: app.model.name)
            name = (plist["CFBundleDisplayName"]?.string ?? plist["CFBundleName"]?.string).map(expander.expand)
            nameOrigin = SourceOrigin(file: files.display(plistPath), line: 1)
        }
        let displayName = name ?? app.model.setting("PRODUCT_NAME") ?? app.model.name
        notes.append(.value("app.name", nameOrigin, "\"\(TerminalSafeText.sanitize(displayName))\""))
        var members: [(String, OutputJSON)] = [("name", .string(displayName)), ("icon", .string(String(displayName.prefix(1))))]
        if let iconSet = app.files.first(where: { $0.hasSuffix("AppIcon.appiconset/Contents.json") }) ?? files.paths.first(where: { $0.hasSuffix("AppIcon.appiconset/Contents.json") }) {
            if let picture = AppIconSet.largestPNG(files[iconSet] ?? []) {
                let path = ProjectTargets.join(ProjectTargets.folder(of: iconSet), picture.fileName)
                members.append(("iconFile", .string(path)))
                notes.append(.value("app.iconFile", SourceOrigin(file: files.display(iconSet), line: picture.line),
                                    "\"\(TerminalSafeText.sanitize(path))\" (the AppIcon set's largest PNG, \(picture.pixels) px; relative to the project's folder)"))
            } else {
                notes.append(.gap("app.iconFile", SourceOrigin(file: files.display(iconSet), line: 1),
                                  "the AppIcon set names no PNG; the icon tile shows the name's first letter", fill: "\"app\": {\"iconFile\": \"Icon.png\"}"))
            }
        }
        if let bundle = app.model.setting("PRODUCT_BUNDLE_IDENTIFIER"), !bundle.isEmpty {
            members.append(("bundleIdentifier", .string(bundle)))
            notes.append(.value("app.bundleIdentifier", SourceOrigin(file: pbxproj, line: app.model.settingLines["PRODUCT_BUNDLE_IDENTIFIER"] ?? 1),
                                "\"\(TerminalSafeText.sanitize(bundle))\" (PRODUCT_BUNDLE_IDENTIFIER)"))
        }
        return .object(members)
    }

    /// The target's Info.plist: `INFOPLIST_FILE`, else a file of the target named Info.plist.
    private func infoPlistPath(_ target: ProjectTargets.Target) -> String? {
        if let setting = target.model.setting("INFOPLIST_FILE"), !setting.isEmpty {
            let path = target.pbxproj == nil ? setting : ProjectTargets.join(target.sourceRoot, setting)
            if files[path] != nil { return path }
        }
        return target.files.first { $0.hasSuffix("Info.plist") }
    }

    private mutating func readExtension(_ target: ProjectTargets.Target, sources: [String: SourceFile], table: SymbolTable,
                                        index: Int) throws(InputError) -> OutputJSON? {
        let path = "extensions[\(index)]"
        guard let plistPath = infoPlistPath(target), let bytes = files[plistPath] else {
            notes.append(.gap(path, SourceOrigin(file: target.pbxproj.map(files.display) ?? files.root, line: target.model.line),
                              "extension target \(target.model.name) has no Info.plist the import can find",
                              fill: "{\"name\": \"…\", \"attributes\": {\"UNNotificationExtensionCategory\": \"…\"}}"))
            return nil
        }
        let plistFile = files.display(plistPath)
        let plist: PropertyList
        do {
            plist = try PropertyListReader.read(bytes)
        } catch {
            throw InputError(file: plistFile, location: error.line.map { SourceLocation(line: $0, column: error.column ?? 1, offset: error.offset ?? 0) },
                             message: "not a readable property list: \(error.message)")
        }
        let point = plist["NSExtension"]?["NSExtensionPointIdentifier"]?.string
        if point == "com.apple.usernotifications.service" {
            notes.append(.gap("serviceExtension", SourceOrigin(file: plistFile, line: 1),
                              "the service extension \(target.model.name) changes the content at run time (downloads, attachments)",
                              fill: "\"serviceExtension\": {\"attachments\": {\"PAYLOAD-KEY\": \"local-file.jpg\"}}"))
            return nil
        }
        guard point == InfoPlistReader.extensionPointIdentifier else { return nil }
        let attributes = try InfoPlistReader.attributes(fromPlist: bytes, file: plistFile)
        let name = plist["CFBundleDisplayName"]?.string ?? target.model.name
        notes.append(.value(path, SourceOrigin(file: plistFile, line: 1), "content extension \(TerminalSafeText.sanitize(name)) (target \(target.model.name))"))
        var members: [(String, OutputJSON)] = [("name", .string(name)), ("attributes", Self.attributesJSON(attributes))]
        let extensionSources = target.files.compactMap { sources[$0] }
        let code = ExtensionCode(files: extensionSources)
        let storyboardName = plist["NSExtension"]?["NSExtensionMainStoryboard"]?.string
        let principal = plist["NSExtension"]?["NSExtensionPrincipalClass"]?.string
        let storyboard = storyboardName.flatMap { name in target.files.first { $0.hasSuffix("/\(name).storyboard") || $0 == "\(name).storyboard" } }
        if let storyboard, let storyboardBytes = files[storyboard] {
            let scene = try StoryboardReader.read(storyboardBytes, file: files.display(storyboard), principalClass: principal)
            var builder = ExtensionViewBuilder(scene: scene, code: code, file: files.display(storyboard), path: path + ".view")
            builder.assetNames = assetNames
            members.append(("view", .array(builder.elements())))
            notes += builder.notes
        } else if let storyboardName {
            notes.append(.gap(path + ".view", SourceOrigin(file: plistFile, line: 1), "NSExtensionMainStoryboard \(storyboardName) is not a file of the target",
                              fill: "\"view\": [{\"label\": {\"text\": \"{{content.body}}\"}}]"))
        } else {
            notes.append(.gap(path + ".view", SourceOrigin(file: plistFile, line: 1),
                              "no storyboard: NSExtensionPrincipalClass \(principal ?? "?") builds its views in code",
                              fill: "\"view\": [{\"label\": {\"text\": \"{{content.body}}\"}}]"))
        }
        for origin in code.codeBuiltViews {
            notes.append(.gap(path + ".view", origin, "views added in code (addSubview) are not drawn", fill: "\"view\": [ … ] listing them"))
        }
        for origin in code.swiftUIViews {
            notes.append(.gap(path + ".view", origin, "a SwiftUI view is hosted here; SwiftUI bodies are reported, not drawn", fill: "\"view\": [ … ] listing its parts"))
        }
        if let assigned = code.notificationActions {
            var declarations = NotificationDeclarations(files: extensionSources, table: table)
            declarations.assetNames = assetNames
            let list = SourceExpression.read(extensionSources[assigned.file], assigned.range, table: table, resolving: false)
            let actions = declarations.actions(list, file: assigned.file, before: assigned.start, path: path + ".notificationActions")
            notes += declarations.notes
            members.append(("notificationActions", .array(actions)))
        }
        return .object(members)
    }

    static func attributesJSON(_ attributes: ExtensionAttributes) -> OutputJSON {
        let categories: OutputJSON = attributes.categories.count == 1 ? .string(attributes.categories[0]) : .array(attributes.categories.map { .string($0) })
        return .object([
            (ExtensionAttributes.categoryKey, categories),
            (ExtensionAttributes.ratioKey, .double(attributes.initialContentSizeRatio)),
            (ExtensionAttributes.defaultContentHiddenKey, .bool(attributes.defaultContentHidden)),
            (ExtensionAttributes.overridesDefaultTitleKey, .bool(attributes.overridesDefaultTitle)),
            (ExtensionAttributes.userInteractionEnabledKey, .bool(attributes.userInteractionEnabled)),
        ])
    }
}

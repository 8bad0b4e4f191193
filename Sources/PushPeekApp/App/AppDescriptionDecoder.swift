import PushPeekJSON
import PushPeekModel
import PushPeekMaps

/// Reads the app description (`--app FILE`): app, categories, content extensions; an extension's
/// attributes come from its real Info.plist (`"infoPlist"`, relative to the app file) and/or inline
/// `"attributes"`, inline keys winning.
///
/// The one owner of the app description's schema: `render` decodes strictly (the first problem is
/// the error), `lint` decodes collecting (`decodeAll`: every problem, with the rule that reports it)
/// and checks the typed value it gets.
public enum AppDescriptionDecoder {
    /// Reads plist files; injected so tests and the fuzzer need no disk.
    public typealias FileReader = (String) throws(InputError) -> [UInt8]

    package static let topLevelKeys = ["app", "categories", "extensions", "serviceExtension", "mapData", "liveActivities"]
    package static let appKeys = ["name", "icon", "iconFile", "bundleIdentifier", "ios", "entitlements"]

    public static func decode(_ bytes: [UInt8], file: String? = nil,
                              readFile: FileReader? = nil) throws(InputError) -> AppDescription {
        let root = try JSONParser.parse(bytes, file: file)
        do {
            return try decode(root, file: file, readFile: readFile ?? InputFile.reader(inFolderOf: file ?? "."))
        } catch {
            throw file.map { error.inFile($0) } ?? error
        }
    }

    /// Strict: throws the first problem.
    public static func decode(_ root: JSONNode, file: String?, readFile: FileReader) throws(InputError) -> AppDescription {
        try decode(JSONReader(root), file: file, readFile: readFile)
    }

    /// Collecting: the description with every bad value left out, and every problem in the order
    /// met (the first error is what `decode` throws).
    public static func decodeAll(_ root: JSONNode, file: String?, readFile: FileReader) -> (app: AppDescription, issues: [DecodingIssue]) {
        let log = DecodingLog()
        do {
            let app = try decode(JSONReader(root, log: log), file: file, readFile: readFile)
            return (app, log.issues)
        } catch {
            // A collecting reader records instead of throwing; kept so no error is ever lost.
            return (AppDescription(app: .generic, file: file, root: root), log.issues + [DecodingIssue(error, rule: .appInvalid, severity: .error)])
        }
    }

    package static func decode(_ reader: JSONReader, file: String?, readFile: FileReader) throws(InputError) -> AppDescription {
        _ = try reader.object()
        try reader.checkKeys(topLevelKeys)
        let overlay = startOverlayParse(reader, file: file, readFile: readFile)
        var app = AppInfo.generic
        if let appReader = reader.optional("app") {
            _ = try appReader.object()
            try appReader.checkKeys(appKeys)
            app.name = try appReader.string("name") ?? app.name
            app.icon = try appReader.string("icon") ?? String(app.name.prefix(1))
            if let iconFile = appReader.optional("iconFile") { app.iconFile = try pictureFile(iconFile, file: file) }
            app.bundleIdentifier = try appReader.string("bundleIdentifier")
            app.presentationEra = try decodeIOSVersion(appReader)
            app.entitlements = try appReader.strings("entitlements") ?? []
        }
        var categories: [NotificationCategory] = []
        for categoryReader in try reader.array("categories") ?? [] {
            if var category = try decodeCategory(categoryReader) {
                category.communication = try decodeCommunication(categoryReader.optional("communication"), file: file)
                categories.append(category)
            }
        }
        var extensions: [ContentExtension] = []
        for extensionReader in try reader.array("extensions") ?? [] {
            extensions.append(try decodeExtension(extensionReader, file: file, readFile: readFile))
        }
        for contentExtension in extensions {
            try ExtensionBehaviorDecoder.checkInputConflicts(contentExtension, categories: categories, reader: reader)
        }
        var description = AppDescription(app: app, categories: categories, extensions: extensions, file: file, root: reader.node)
        if let service = reader.optional("serviceExtension") {
            description.serviceAttachments = try decodeServiceExtension(service, file: file)
        }
        (description.mapFeatures, description.mapArchives) = try decodeMapData(reader, file: file, readFile: readFile, started: overlay)
        description.liveActivities = try decodeLiveActivities(reader)
        return description
    }

    /// `"serviceExtension": {"attachments": {"payloadKey": "file", …}}`: the files the notification
    /// service extension attaches, each under the payload key that names it.
    package static func decodeServiceExtension(_ service: JSONReader, file: String?) throws(InputError) -> [ServiceAttachment] {
        _ = try service.object()
        try service.checkKeys(["attachments"])
        var attachments: [ServiceAttachment] = []
        for member in try service.optional("attachments")?.object() ?? [] {
            let path = service.child("attachments") + "." + member.key
            guard let relative = member.value.string else {
                try service.wrongType("a file path", at: member.value, path: path)
                continue
            }
            guard let resolved = InputFile.resolve(relative, besides: file) else {
                try service.fail(at: member.value.location, path: path,
                                 "\"\(DocumentChecks.quoted(relative))\" lies outside the app description's folder", rule: .attachment)
                continue
            }
            attachments.append(ServiceAttachment(payloadKey: member.key, file: resolved, written: relative,
                                                 location: member.value.location, path: path))
        }
        return attachments
    }

    /// `"liveActivities": [{…}]`: each `attributesType` once.
    package static func decodeLiveActivities(_ reader: JSONReader) throws(InputError) -> [LiveActivity] {
        var activities: [LiveActivity] = []
        for activityReader in try reader.array("liveActivities") ?? [] {
            guard let activity = try LiveActivityDecoder.decode(activityReader) else { continue }
            if activities.contains(where: { $0.attributesType == activity.attributesType }) {
                try activityReader.fail("attributesType", "\"\(DocumentChecks.quoted(activity.attributesType))\" is declared twice")
                continue
            }
            activities.append(activity)
        }
        return activities
    }

    /// `"mapData": ["area.geojson", "city.pmtiles", …]`: GeoJSON files beside the app file, read and
    /// parsed; vector tile archives (`.pmtiles`, `.mbtiles`) are opened with the session.
    package static func decodeMapData(_ reader: JSONReader, file: String?, readFile: FileReader,
                                      started: StartedOverlay? = nil) throws(InputError) -> ([MapFeature], [AppFileReference]) {
        guard let paths = try reader.strings("mapData") else { return ([], []) }
        var features: [MapFeature] = []
        var archives: [AppFileReference] = []
        for (index, relative) in paths.enumerated() {
            let path = reader.child("mapData") + "[\(index)]"
            let location = reader.node["mapData"]?.elements?[safe: index]?.location ?? reader.node.location
            guard let resolved = started?.index == index ? started?.file : InputFile.resolve(relative, besides: file) else {
                try reader.fail(at: location, path: path, "\"\(DocumentChecks.quoted(relative))\" lies outside the app description's folder")
                continue
            }
            if MapArchiveLoader.isArchiveName(resolved) {
                archives.append(AppFileReference(file: resolved, written: relative, location: location, path: path))
                continue
            }
            let parse: MapDataParse
            do throws(InputError) {
                if let started, started.index == index {
                    parse = try started.parse()
                } else {
                    parse = MapDataParse(try readFile(resolved), fileName: resolved, onThread: false)
                }
            } catch {
                try reader.report(InputError(error.kind, file: file, location: location, path: path, message: error.description))
                continue
            }
            do {
                features += try parse.features()
            } catch {
                try reader.report(InputError(file: file, location: location, path: path, message: error.description))
            }
        }
        return (features, archives)
    }

    /// Option names (`options: [...]`) of a known set.
    package static func options<Option: RawRepresentable & CaseIterable & Hashable>(_ reader: JSONReader, kind: String) throws(InputError) -> Set<Option>
        where Option.RawValue == String {
        var options: Set<Option> = []
        for (index, name) in (try reader.strings("options") ?? []).enumerated() {
            guard let option = Option(rawValue: name) else {
                try reader.fail(at: reader.node["options"]?.elements?[safe: index]?.location ?? reader.node.location,
                                path: reader.child("options") + "[\(index)]",
                                "unknown \(kind) option \"\(DocumentChecks.quoted(name))\"; expected one of \(Option.allCases.map(\.rawValue).joined(separator: ", "))")
                continue
            }
            options.insert(option)
        }
        return options
    }

    /// `app.ios`: "15", "14.5" or a whole number.
    package static func decodeIOSVersion(_ reader: JSONReader) throws(InputError) -> PresentationEra? {
        guard let version = reader.optional("ios") else { return nil }
        let text = version.node.string ?? version.node.number.flatMap { $0 == $0.rounded() && abs($0) < 1000 ? String(Int($0)) : nil }
        guard let text, let era = PresentationEra(iosVersion: text) else {
            try reader.fail(at: version.node.location, path: version.path,
                            "expected an iOS version from \(PresentationEra.supportedVersions.lowerBound) on, like \"15\" or \"14.5\"")
            return nil
        }
        return era
    }
}

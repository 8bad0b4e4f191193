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

    static let topLevelKeys = ["app", "categories", "extensions", "serviceExtension", "mapData", "liveActivities"]
    static let appKeys = ["name", "icon", "bundleIdentifier", "ios", "entitlements"]
    static let categoryKeys = ["identifier", "actions", "options", "intentIdentifiers", "hiddenPreviewsBodyPlaceholder", "categorySummaryFormat", "communication"]
    static let actionKeys = ["identifier", "title", "options", "icon", "textInput"]
    static let extensionKeys = ["name", "infoPlist", "attributes", "view", "notificationActions", "title",
                                "preferredContentSizeRatio", "responses", "viewActions", "inputView", "inputAccessory", "media"]

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

    static func decode(_ reader: JSONReader, file: String?, readFile: FileReader) throws(InputError) -> AppDescription {
        _ = try reader.object()
        try reader.checkKeys(topLevelKeys)
        var app = AppInfo.generic
        if let appReader = reader.optional("app") {
            _ = try appReader.object()
            try appReader.checkKeys(appKeys)
            app.name = try appReader.string("name") ?? app.name
            app.icon = try appReader.string("icon") ?? String(app.name.prefix(1))
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
            _ = try service.object()
            try service.checkKeys(["attachments"])
            let attachments = service.optional("attachments")
            for member in try attachments?.object() ?? [] {
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
                description.serviceAttachments.append(ServiceAttachment(payloadKey: member.key, file: resolved, written: relative,
                                                                        location: member.value.location, path: path))
            }
        }
        (description.mapFeatures, description.mapArchives) = try decodeMapData(reader, file: file, readFile: readFile)
        description.liveActivities = try decodeLiveActivities(reader)
        return description
    }

    /// `"liveActivities": [{…}]`: each `attributesType` once.
    static func decodeLiveActivities(_ reader: JSONReader) throws(InputError) -> [LiveActivity] {
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
    static func decodeMapData(_ reader: JSONReader, file: String?, readFile: FileReader) throws(InputError) -> ([MapFeature], [AppFileReference]) {
        guard let paths = try reader.strings("mapData") else { return ([], []) }
        var features: [MapFeature] = []
        var archives: [AppFileReference] = []
        for (index, relative) in paths.enumerated() {
            let path = reader.child("mapData") + "[\(index)]"
            let location = reader.node["mapData"]?.elements?[safe: index]?.location ?? reader.node.location
            guard let resolved = InputFile.resolve(relative, besides: file) else {
                try reader.fail(at: location, path: path, "\"\(DocumentChecks.quoted(relative))\" lies outside the app description's folder")
                continue
            }
            if MapArchiveLoader.isArchiveName(resolved) {
                archives.append(AppFileReference(file: resolved, written: relative, location: location, path: path))
                continue
            }
            let bytes: [UInt8]
            do {
                bytes = try readFile(resolved)
            } catch {
                try reader.report(InputError(error.kind, file: file, location: location, path: path, message: error.description))
                continue
            }
            do {
                features += try MapDataLoader.parse(bytes, fileName: resolved)
            } catch {
                try reader.report(InputError(file: file, location: location, path: path, message: error.description))
            }
        }
        return (features, archives)
    }

    /// Option names (`options: [...]`) of a known set.
    static func options<Option: RawRepresentable & CaseIterable & Hashable>(_ reader: JSONReader, kind: String) throws(InputError) -> Set<Option>
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

    /// A category; nil (reported) without an identifier.
    static func decodeCategory(_ reader: JSONReader) throws(InputError) -> NotificationCategory? {
        _ = try reader.object()
        try reader.checkKeys(categoryKeys)
        let identifier = try reader.required("identifier", "; every category needs an identifier")
        var actions: [NotificationAction] = []
        for actionReader in try reader.array("actions") ?? [] {
            if let action = try decodeAction(actionReader) { actions.append(action) }
        }
        let options: Set<CategoryOption> = try self.options(reader, kind: "category")
        _ = try reader.strings("intentIdentifiers")
        let placeholder = try reader.string("hiddenPreviewsBodyPlaceholder")
        let summary = try reader.string("categorySummaryFormat")
        guard let identifier else { return nil }
        var category = NotificationCategory(identifier: identifier, actions: actions, options: options, hiddenPreviewsBodyPlaceholder: placeholder,
                                            categorySummaryFormat: summary, location: reader.node["identifier"]?.location)
        category.placeholderLocation = reader.node["hiddenPreviewsBodyPlaceholder"]?.location
        category.summaryFormatLocation = reader.node["categorySummaryFormat"]?.location
        return category
    }

    /// An action; nil (reported) without an identifier.
    public static func decodeAction(_ reader: JSONReader) throws(InputError) -> NotificationAction? {
        _ = try reader.object()
        try reader.checkKeys(actionKeys)
        let options: Set<ActionOption> = try self.options(reader, kind: "action")
        var textInput: TextInputOptions?
        if let inputReader = reader.optional("textInput") {
            if let flag = inputReader.node.bool {
                textInput = flag ? TextInputOptions() : nil
            } else if inputReader.node.members != nil {
                try inputReader.checkKeys(["buttonTitle", "placeholder"])
                textInput = TextInputOptions(buttonTitle: try inputReader.string("buttonTitle") ?? "Send",
                                             placeholder: try inputReader.string("placeholder") ?? "")
            } else {
                try reader.wrongType("true or {buttonTitle, placeholder}", at: inputReader.node, path: inputReader.path)
            }
        }
        let identifier = try reader.required("identifier", "; every action needs an identifier")
        let title = try reader.string("title")
        let icon = try decodeIcon(reader.optional("icon"))
        guard let identifier else { return nil }
        return NotificationAction(identifier: identifier, title: title ?? identifier, options: options, icon: icon, textInput: textInput,
                                  location: reader.node["identifier"]?.location)
    }

    /// An action list (`actions`, `notificationActions`, `setActions`, `inputAccessory`).
    static func decodeActions(_ readers: [JSONReader]) throws(InputError) -> [NotificationAction] {
        var actions: [NotificationAction] = []
        for actionReader in readers {
            if let action = try decodeAction(actionReader) { actions.append(action) }
        }
        return actions
    }

    /// `app.ios`: "15", "14.5" or a whole number.
    static func decodeIOSVersion(_ reader: JSONReader) throws(InputError) -> PresentationEra? {
        guard let version = reader.optional("ios") else { return nil }
        let text = version.node.string ?? version.node.number.flatMap { $0 == $0.rounded() && abs($0) < 1000 ? String(Int($0)) : nil }
        guard let text, let era = PresentationEra(iosVersion: text) else {
            try reader.fail(at: version.node.location, path: version.path,
                            "expected an iOS version from \(PresentationEra.supportedVersions.lowerBound) on, like \"15\" or \"14.5\"")
            return nil
        }
        return era
    }

    /// An action's `icon`: a string, or `{"systemImageName": …}` / `{"templateImageName": …}`.
    static func decodeIcon(_ reader: JSONReader?) throws(InputError) -> ActionIcon? {
        guard let reader else { return nil }
        if let text = reader.node.string { return ActionIcon(string: text) }
        guard let members = reader.node.members, members.count == 1, let member = members.first,
              let name = member.value.string, ["systemImageName", "templateImageName"].contains(member.key) else {
            try reader.wrongType("a string, {\"systemImageName\": NAME} or {\"templateImageName\": NAME}", at: reader.node, path: reader.path)
            return nil
        }
        return member.key == "systemImageName" ? .systemImageName(name) : .templateImageName(name)
    }

    /// A category's `communication`: `senderName` (required), `avatar`, `group`.
    static func decodeCommunication(_ reader: JSONReader?, file: String?) throws(InputError) -> CommunicationSpec? {
        guard let reader else { return nil }
        _ = try reader.object()
        try reader.checkKeys(["senderName", "avatar", "group"])
        guard let sender = try reader.required("senderName", "; a communication notification names its sender") else { return nil }
        var spec = CommunicationSpec(senderNamePath: sender, groupNamePath: try reader.string("group"))
        if let avatar = reader.optional("avatar") {
            if let number = avatar.node.number, number >= 0, number == number.rounded(), number < 100 {
                spec.avatar = .attachment(Int(number))
            } else if let relative = avatar.node.string {
                guard let resolved = InputFile.resolve(relative, besides: file) else {
                    try reader.fail(at: avatar.node.location, path: avatar.path,
                                    "\"\(DocumentChecks.quoted(relative))\" lies outside the app description's folder")
                    return spec
                }
                spec.avatar = .file(AppFileReference(file: resolved, written: relative, location: avatar.node.location, path: avatar.path))
            } else {
                try reader.wrongType("an attachment index (0, 1, …) or a picture file", at: avatar.node, path: avatar.path)
            }
        }
        return spec
    }

    static func decodeExtension(_ reader: JSONReader, file: String?, readFile: FileReader) throws(InputError) -> ContentExtension {
        _ = try reader.object()
        try reader.checkKeys(extensionKeys)
        var origins = ExtensionOrigins()
        var attributes = ExtensionAttributes()
        if let plistPath = try reader.string("infoPlist"), let plistNode = reader.node["infoPlist"] {
            if let resolved = InputFile.resolve(plistPath, besides: file) {
                do {
                    attributes = try InfoPlistReader.attributes(fromPlist: try readFile(resolved), file: resolved)
                    origins.categories = plistNode.location
                    origins.ratio = plistNode.location
                    origins.ratioFromPlist = true
                    origins.userInteractionFromPlist = true
                } catch {
                    // Name the app file and the infoPlist key as well as the plist's own problem.
                    try reader.report(InputError(error.kind, file: file, location: plistNode.location, path: reader.child("infoPlist"),
                                                 message: error.description))
                }
            } else {
                try reader.fail("infoPlist", "\"\(DocumentChecks.quoted(plistPath))\" lies outside the app description's folder")
            }
        }
        if let inline = reader.optional("attributes") {
            try decodeAttributes(inline, into: &attributes, origins: &origins)
        }
        var contentExtension = ContentExtension(name: try reader.string("name") ?? "Content Extension", attributes: attributes,
                                                location: reader.node.location, path: reader.path)
        contentExtension.elements = try ViewElementDecoder.decode(try reader.array("view") ?? [])
        if let actionReaders = try reader.array("notificationActions") {
            contentExtension.notificationActions = try decodeActions(actionReaders)
        }
        contentExtension.title = try reader.string("title")
        if let preferred = try reader.number("preferredContentSizeRatio") {
            if preferred > 0, preferred <= 10 {
                contentExtension.preferredContentSizeRatio = preferred
                origins.preferredContentSizeRatio = reader.node["preferredContentSizeRatio"]?.location
            } else {
                try reader.fail("preferredContentSizeRatio", "expected a height ÷ width ratio above 0 and at most 10, found \(preferred)")
            }
        }
        contentExtension.responseTable = try reader.optional("responses").map { reader throws(InputError) in
            try ExtensionBehaviorDecoder.decodeResponses(reader, elements: contentExtension.elements)
        }
        contentExtension.viewActions = try ExtensionBehaviorDecoder.decodeViewActions(reader.optional("viewActions"), in: reader,
                                                                                      elements: contentExtension.elements)
        if let inputView = reader.optional("inputView") {
            contentExtension.customInput = try ExtensionBehaviorDecoder.decodeInputView(inputView)
            origins.customInput = reader.node.member("inputView")?.keyLocation
        }
        contentExtension.inputAccessoryActions = try reader.optional("inputAccessory").map(ExtensionBehaviorDecoder.decodeInputAccessory) ?? []
        contentExtension.mediaButton = try reader.optional("media").map(ExtensionBehaviorDecoder.decodeMedia)
        contentExtension.origins = origins
        return contentExtension
    }

    /// Inline `attributes` (they win over the Info.plist's).
    static func decodeAttributes(_ inline: JSONReader, into attributes: inout ExtensionAttributes, origins: inout ExtensionOrigins) throws(InputError) {
        _ = try inline.object()
        try inline.checkKeys(ExtensionAttributes.allKeys)
        if let categoryNode = inline.node[ExtensionAttributes.categoryKey] {
            if let single = categoryNode.string {
                attributes.categories = [single]
                origins.categories = categoryNode.location
            } else if let list = try inline.strings(ExtensionAttributes.categoryKey) {
                attributes.categories = list
                origins.categories = categoryNode.location
            }
        }
        if let ratio = try inline.number(ExtensionAttributes.ratioKey) {
            attributes.initialContentSizeRatio = ratio
            origins.ratio = inline.node[ExtensionAttributes.ratioKey]?.location
            origins.ratioFromPlist = false
        }
        if let hidden = try inline.bool(ExtensionAttributes.defaultContentHiddenKey) { attributes.defaultContentHidden = hidden }
        if let overrides = try inline.bool(ExtensionAttributes.overridesDefaultTitleKey) { attributes.overridesDefaultTitle = overrides }
        if let interaction = try inline.bool(ExtensionAttributes.userInteractionEnabledKey) {
            attributes.userInteractionEnabled = interaction
            origins.userInteractionFromPlist = false
        }
    }
}

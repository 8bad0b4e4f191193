/// Reads the app description (`--app FILE`): app, categories, content extensions; an extension's
/// attributes come from its real Info.plist (`"infoPlist"`, relative to the app file) and/or inline
/// `"attributes"`, inline keys winning.
public enum AppDescriptionDecoder {
    /// Reads plist files; injected so tests and the fuzzer need no disk.
    public typealias FileReader = (String) throws(InputError) -> [UInt8]

    /// Decodes an app description; `readFile` reads its Info.plists (by default from disk, never
    /// from outside the folder of `file`).
    public static func decode(_ bytes: [UInt8], file: String? = nil, readFile: FileReader? = nil) throws(InputError) -> AppDescription {
        let root = try JSONParser.parse(bytes, file: file)
        do {
            return try decode(root, file: file, readFile: readFile ?? InputFile.reader(inFolderOf: file ?? "."))
        } catch {
            throw file.map { error.inFile($0) } ?? error
        }
    }

    public static func decode(_ root: JSONNode, file: String?, readFile: FileReader) throws(InputError) -> AppDescription {
        let reader = JSONReader(root)
        _ = try reader.object()
        var app = AppInfo.generic
        if let appReader = reader.optional("app") {
            _ = try appReader.object()
            app.name = try appReader.string("name") ?? app.name
            app.icon = try appReader.string("icon") ?? String(app.name.prefix(1))
            app.bundleIdentifier = try appReader.string("bundleIdentifier")
            app.presentationEra = try decodeIOSVersion(appReader)
        }
        var categories: [NotificationCategory] = []
        for categoryReader in try reader.array("categories") ?? [] {
            var category = try decodeCategory(categoryReader)
            category.communication = try decodeCommunication(categoryReader.optional("communication"), file: file)
            categories.append(category)
        }
        var extensions: [ContentExtension] = []
        for extensionReader in try reader.array("extensions") ?? [] {
            extensions.append(try decodeExtension(extensionReader, file: file, readFile: readFile))
        }
        for contentExtension in extensions {
            try ExtensionBehaviorDecoder.checkInputConflicts(contentExtension, categories: categories)
        }
        var description = AppDescription(app: app, categories: categories, extensions: extensions, file: file, root: root)
        if let service = reader.optional("serviceExtension") {
            _ = try service.object()
            for member in try service.optional("attachments")?.object() ?? [] {
                let path = service.child("attachments") + "." + member.key
                guard let relative = member.value.string else {
                    throw service.typeError("a file path", at: member.value, path: path)
                }
                guard let resolved = InputFile.resolve(relative, besides: file) else {
                    throw InputError(location: member.value.location, path: path, message: "\"\(relative)\" lies outside the app description's folder")
                }
                description.serviceAttachments.append(ServiceAttachment(payloadKey: member.key, file: resolved, location: member.value.location))
            }
        }
        description.mapFeatures = try decodeMapData(reader, file: file, readFile: readFile)
        return description
    }

    /// `"mapData": ["area.geojson", …]`: GeoJSON files beside the app file, read and parsed.
    static func decodeMapData(_ reader: JSONReader, file: String?, readFile: FileReader) throws(InputError) -> [MapFeature] {
        guard let paths = try reader.strings("mapData") else { return [] }
        let location = reader.node["mapData"]?.location
        var features: [MapFeature] = []
        for (index, relative) in paths.enumerated() {
            let path = reader.child("mapData") + "[\(index)]"
            guard let resolved = InputFile.resolve(relative, besides: file) else {
                throw InputError(location: location, path: path, message: "\"\(relative)\" lies outside the app description's folder")
            }
            let bytes: [UInt8]
            do {
                bytes = try readFile(resolved)
            } catch {
                throw InputError(error.kind, file: file, location: location, path: path, message: error.description)
            }
            do {
                features += try MapDataLoader.parse(bytes, fileName: resolved)
            } catch {
                throw InputError(.badInput, file: file, location: location, path: path, message: error.description)
            }
        }
        return features
    }

    static func required(_ reader: JSONReader, _ key: String) throws(InputError) -> String {
        guard let value = try reader.string(key) else {
            throw InputError(location: reader.node.location, path: reader.child(key), message: "missing")
        }
        return value
    }

    static func decodeCategory(_ reader: JSONReader) throws(InputError) -> NotificationCategory {
        _ = try reader.object()
        let identifier = try required(reader, "identifier")
        var actions: [NotificationAction] = []
        for actionReader in try reader.array("actions") ?? [] {
            actions.append(try decodeAction(actionReader))
        }
        var options: Set<CategoryOption> = []
        for (index, name) in (try reader.strings("options") ?? []).enumerated() {
            guard let option = CategoryOption(rawValue: name) else {
                throw InputError(location: reader.node["options"]?.location, path: reader.child("options") + "[\(index)]",
                                 message: "unknown category option \"\(name)\"; expected one of \(CategoryOption.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            options.insert(option)
        }
        return NotificationCategory(identifier: identifier, actions: actions, options: options,
                                    hiddenPreviewsBodyPlaceholder: try reader.string("hiddenPreviewsBodyPlaceholder"),
                                    categorySummaryFormat: try reader.string("categorySummaryFormat"))
    }

    public static func decodeAction(_ reader: JSONReader) throws(InputError) -> NotificationAction {
        _ = try reader.object()
        var options: Set<ActionOption> = []
        for (index, name) in (try reader.strings("options") ?? []).enumerated() {
            guard let option = ActionOption(rawValue: name) else {
                throw InputError(location: reader.node["options"]?.location, path: reader.child("options") + "[\(index)]",
                                 message: "unknown action option \"\(name)\"; expected one of \(ActionOption.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            options.insert(option)
        }
        var textInput: TextInputOptions?
        if let inputReader = reader.optional("textInput") {
            if inputReader.node.bool == true {
                textInput = TextInputOptions()
            } else {
                _ = try inputReader.object()
                textInput = TextInputOptions(buttonTitle: try inputReader.string("buttonTitle") ?? "Send",
                                             placeholder: try inputReader.string("placeholder") ?? "")
            }
        }
        let identifier = try required(reader, "identifier")
        return NotificationAction(identifier: identifier, title: try reader.string("title") ?? identifier,
                                  options: options, icon: try decodeIcon(reader.optional("icon")), textInput: textInput)
    }

    /// `app.ios`: "15", "14.5" or a whole number.
    static func decodeIOSVersion(_ reader: JSONReader) throws(InputError) -> PresentationEra? {
        guard let version = reader.optional("ios") else { return nil }
        let text = version.node.string ?? version.node.number.flatMap { $0 == $0.rounded() && abs($0) < 1000 ? String(Int($0)) : nil }
        guard let text, let era = PresentationEra(iosVersion: text) else {
            throw InputError(location: version.node.location, path: version.path,
                             message: "expected an iOS version from \(PresentationEra.supportedVersions.lowerBound) on, like \"15\" or \"14.5\"")
        }
        return era
    }

    /// An action's `icon`: a string, or `{"systemImageName": …}` / `{"templateImageName": …}`.
    static func decodeIcon(_ reader: JSONReader?) throws(InputError) -> ActionIcon? {
        guard let reader else { return nil }
        if let text = reader.node.string { return ActionIcon(string: text) }
        guard let members = reader.node.members, members.count == 1, let member = members.first,
              let name = member.value.string, ["systemImageName", "templateImageName"].contains(member.key) else {
            throw reader.typeError("a string, {\"systemImageName\": NAME} or {\"templateImageName\": NAME}", at: reader.node, path: reader.path)
        }
        return member.key == "systemImageName" ? .systemImageName(name) : .templateImageName(name)
    }

    /// A category's `communication`: `senderName` (required), `avatar`, `group`.
    static func decodeCommunication(_ reader: JSONReader?, file: String?) throws(InputError) -> CommunicationSpec? {
        guard let reader else { return nil }
        _ = try reader.object()
        var spec = CommunicationSpec(senderNamePath: try required(reader, "senderName"), groupNamePath: try reader.string("group"))
        if let avatar = reader.optional("avatar") {
            if let number = avatar.node.number, number >= 0, number == number.rounded(), number < 100 {
                spec.avatar = .attachment(Int(number))
            } else if let relative = avatar.node.string {
                guard let resolved = InputFile.resolve(relative, besides: file) else {
                    throw InputError(location: avatar.node.location, path: avatar.path, message: "\"\(relative)\" lies outside the app description's folder")
                }
                spec.avatar = .file(resolved)
            } else {
                throw avatar.typeError("an attachment index (0, 1, …) or a picture file", at: avatar.node, path: avatar.path)
            }
        }
        return spec
    }

    static func decodeExtension(_ reader: JSONReader, file: String?, readFile: FileReader) throws(InputError) -> ContentExtension {
        _ = try reader.object()
        var attributes = ExtensionAttributes()
        if let plistPath = try reader.string("infoPlist") {
            guard let resolved = InputFile.resolve(plistPath, besides: file) else {
                throw InputError(location: reader.node["infoPlist"]?.location, path: reader.child("infoPlist"),
                                 message: "\"\(plistPath)\" lies outside the app description's folder")
            }
            do {
                attributes = try InfoPlistReader.attributes(fromPlist: try readFile(resolved), file: resolved)
            } catch {
                // Name the app file and the infoPlist key as well as the plist's own problem.
                throw InputError(error.kind, file: file, location: reader.node["infoPlist"]?.location, path: reader.child("infoPlist"),
                                 message: error.description)
            }
        }
        if let inline = reader.optional("attributes") {
            _ = try inline.object()
            if let categoryNode = inline.node[ExtensionAttributes.categoryKey] {
                if let single = categoryNode.string {
                    attributes.categories = [single]
                } else {
                    attributes.categories = try inline.strings(ExtensionAttributes.categoryKey) ?? []
                }
            }
            if let ratio = try inline.number(ExtensionAttributes.ratioKey) { attributes.initialContentSizeRatio = ratio }
            if let hidden = try inline.bool(ExtensionAttributes.defaultContentHiddenKey) { attributes.defaultContentHidden = hidden }
            if let overrides = try inline.bool(ExtensionAttributes.overridesDefaultTitleKey) { attributes.overridesDefaultTitle = overrides }
            if let interaction = try inline.bool(ExtensionAttributes.userInteractionEnabledKey) { attributes.userInteractionEnabled = interaction }
        }
        var elements: [ViewElementSpec] = []
        for elementReader in try reader.array("view") ?? [] {
            guard let members = elementReader.node.members, members.count == 1, let member = members.first else {
                throw InputError(location: elementReader.node.location, path: elementReader.path,
                                 message: "a view element is an object with one key naming its kind, like {\"map\": {…}}")
            }
            elements.append(ViewElementSpec(kind: member.key, node: member.value, path: elementReader.child(member.key)))
        }
        var contentExtension = ContentExtension(name: try reader.string("name") ?? "Content Extension", attributes: attributes,
                                                view: elements, location: reader.node.location, path: reader.path)
        if let actionReaders = try reader.array("notificationActions") {
            var actions: [NotificationAction] = []
            for actionReader in actionReaders { actions.append(try decodeAction(actionReader)) }
            contentExtension.notificationActions = actions
        }
        contentExtension.title = try reader.string("title")
        if let preferred = try reader.number("preferredContentSizeRatio") {
            guard preferred.isFinite, preferred > 0, preferred <= 10 else {
                throw InputError(location: reader.node["preferredContentSizeRatio"]?.location, path: reader.child("preferredContentSizeRatio"),
                                 message: "expected a height ÷ width ratio above 0 and at most 10, found \(preferred)")
            }
            contentExtension.preferredContentSizeRatio = preferred
        }
        contentExtension.elements = try ViewElementDecoder.decode(elements)
        contentExtension.responseTable = try reader.optional("responses").map { reader throws(InputError) in
            try ExtensionBehaviorDecoder.decodeResponses(reader, elements: contentExtension.elements)
        }
        contentExtension.viewActions = try ExtensionBehaviorDecoder.decodeViewActions(reader.optional("viewActions"), elements: contentExtension.elements)
        let inputView = reader.optional("inputView")
        contentExtension.customInput = try inputView.map(ExtensionBehaviorDecoder.decodeInputView)
        contentExtension.customInputLocation = inputView?.node.location
        contentExtension.inputAccessoryActions = try reader.optional("inputAccessory").map(ExtensionBehaviorDecoder.decodeInputAccessory) ?? []
        contentExtension.mediaButton = try reader.optional("media").map(ExtensionBehaviorDecoder.decodeMedia)
        return contentExtension
    }
}

import PushPeekJSON
import PushPeekModel

/// Content extensions: `"extensions": [{name, infoPlist, attributes, view, …}]`.
extension AppDescriptionDecoder {
    package static let extensionKeys = ["name", "infoPlist", "attributes", "view", "notificationActions", "title",
                                "preferredContentSizeRatio", "responses", "viewActions", "inputView", "inputAccessory", "media"]

    /// One content extension: its Info.plist's attributes with the inline ones over them, its view,
    /// actions and declared behaviour, and where each setting came from.
    package static func decodeExtension(_ reader: JSONReader, file: String?, readFile: FileReader) throws(InputError) -> ContentExtension {
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
    package static func decodeAttributes(_ inline: JSONReader, into attributes: inout ExtensionAttributes, origins: inout ExtensionOrigins) throws(InputError) {
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

import PushPeekJSON
import PushPeekModel

/// Categories and their actions: `"categories": [{identifier, actions, options, …}]`, and the action
/// lists a content extension sets.
extension AppDescriptionDecoder {
    package static let categoryKeys = ["identifier", "actions", "options", "intentIdentifiers", "hiddenPreviewsBodyPlaceholder", "categorySummaryFormat", "communication"]
    package static let actionKeys = ["identifier", "title", "options", "icon", "textInput"]

    /// A category; nil (reported) without an identifier.
    package static func decodeCategory(_ reader: JSONReader) throws(InputError) -> NotificationCategory? {
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
    package static func decodeActions(_ readers: [JSONReader]) throws(InputError) -> [NotificationAction] {
        var actions: [NotificationAction] = []
        for actionReader in readers {
            if let action = try decodeAction(actionReader) { actions.append(action) }
        }
        return actions
    }


    /// An action's `icon`: a string, or `{"systemImageName": …}` / `{"templateImageName": …}`.
    package static func decodeIcon(_ reader: JSONReader?) throws(InputError) -> ActionIcon? {
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
    package static func decodeCommunication(_ reader: JSONReader?, file: String?) throws(InputError) -> CommunicationSpec? {
        guard let reader else { return nil }
        _ = try reader.object()
        try reader.checkKeys(["senderName", "avatar", "group"])
        guard let sender = try reader.required("senderName", "; a communication notification names its sender") else { return nil }
        var spec = CommunicationSpec(senderNamePath: sender, groupNamePath: try reader.string("group"))
        if let avatar = reader.optional("avatar") {
            if let number = avatar.node.number, number >= 0, number < 100, let index = WholeNumber.exact(number) {
                spec.avatar = .attachment(index)
            } else if avatar.node.string != nil {
                spec.avatar = try pictureFile(avatar, file: file).map { .file($0) }
            } else {
                try reader.wrongType("an attachment index (0, 1, …) or a picture file", at: avatar.node, path: avatar.path)
            }
        }
        return spec
    }

    /// A picture file named by a string value, resolved beside the app description; a value that
    /// leads outside its folder is an error at the value (nil when collecting).
    package static func pictureFile(_ reader: JSONReader, file: String?) throws(InputError) -> AppFileReference? {
        guard let relative = reader.node.string else {
            try reader.wrongType("a picture file", at: reader.node, path: reader.path)
            return nil
        }
        guard let resolved = InputFile.resolve(relative, besides: file) else {
            try reader.fail(at: reader.node.location, path: reader.path,
                            "\"\(DocumentChecks.quoted(relative))\" lies outside the app description's folder")
            return nil
        }
        return AppFileReference(file: resolved, written: relative, location: reader.node.location, path: reader.path)
    }
}

import PushPeekJSON

/// The categories and actions a target's sources construct, read from their `SourceCall`s: each
/// argument resolved through the `SymbolTable`, action variables gathered into the arrays that name
/// them. What cannot be resolved (a parameter, an interpolated string) is a gap, never a guess.
public struct NotificationDeclarations {
    public private(set) var categories: [OutputJSON] = []
    public private(set) var notes: [ImportNote] = []

    let files: [SourceFile]
    let calls: [[SourceCall]]
    let table: SymbolTable
    /// The images of the project's asset catalogs, which a `templateImageName` must name (nil: the
    /// project has no catalog, and nothing is checked).
    var assetNames: Set<String>?

    public init(files: [SourceFile], table: SymbolTable) {
        self.files = files
        self.table = table
        self.calls = files.map(SourceCall.find(in:))
    }

    static let actionOptions: [String: String] = [
        "foreground": "foreground", "destructive": "destructive", "authenticationRequired": "authenticationRequired",
        "UNNotificationActionOptionForeground": "foreground", "UNNotificationActionOptionDestructive": "destructive",
        "UNNotificationActionOptionAuthenticationRequired": "authenticationRequired",
    ]
    static let categoryOptions: [String: String] = [
        "customDismissAction": "customDismissAction", "allowInCarPlay": "allowInCarPlay", "hiddenPreviewsShowTitle": "hiddenPreviewsShowTitle",
        "hiddenPreviewsShowSubtitle": "hiddenPreviewsShowSubtitle", "allowAnnouncement": "allowAnnouncement",
        "UNNotificationCategoryOptionCustomDismissAction": "customDismissAction", "UNNotificationCategoryOptionAllowInCarPlay": "allowInCarPlay",
        "UNNotificationCategoryOptionHiddenPreviewsShowTitle": "hiddenPreviewsShowTitle",
        "UNNotificationCategoryOptionHiddenPreviewsShowSubtitle": "hiddenPreviewsShowSubtitle",
        "UNNotificationCategoryOptionAllowAnnouncement": "allowAnnouncement",
    ]

    /// Reads every `UNNotificationCategory` the files construct.
    public mutating func readCategories() {
        for (fileIndex, fileCalls) in calls.enumerated() {
            for call in fileCalls where call.type == "UNNotificationCategory" {
                let path = "categories[\(categories.count)]"
                guard let category = readCategory(call, file: fileIndex, path: path) else { continue }
                categories.append(category)
            }
        }
    }

    private mutating func readCategory(_ call: SourceCall, file: Int, path: String) -> OutputJSON? {
        let source = files[file]
        guard let identifier = string(call, "identifier", file: file, path: path + ".identifier", fill: "{\"identifier\": \"…\", \"actions\": […]}")
        else { return nil }
        var members: [(String, OutputJSON)] = [("identifier", .string(identifier))]
        var actions: [OutputJSON] = []
        if let range = call.argument("actions") {
            let list = SourceExpression.read(source, range, table: table, resolving: false)
            actions = self.actions(list, file: file, before: call.start, path: path + ".actions")
        }
        members.append(("actions", .array(actions)))
        members.append(("options", .array(options(call, file: file, known: Self.categoryOptions, path: path).map { .string($0) })))
        for key in ["hiddenPreviewsBodyPlaceholder", "categorySummaryFormat"] where call.argument(key) != nil {
            if let text = string(call, key, file: file, path: path + "." + key, fill: nil) { members.append((key, .string(text))) }
        }
        return .object(members)
    }

    /// The actions an array expression lists: variables holding actions, or calls written inline.
    mutating func actions(_ list: SourceExpression, file: Int, before: Int, path: String) -> [OutputJSON] {
        guard case .array(let elements, _) = list else {
            notes.append(.gap(path, list.origin, "the actions are not an array literal the import can read",
                              fill: "\"actions\": [{\"identifier\": \"…\", \"title\": \"…\"}]"))
            return []
        }
        var result: [OutputJSON] = []
        for element in elements {
            let elementPath = path + "[\(result.count)]"
            switch element {
            case .call(let start, _):
                if let call = calls[file].first(where: { $0.start == start }), let action = readAction(call, file: file, path: elementPath) {
                    result.append(action)
                }
            case .name(let names, let origin):
                if let (call, callFile) = actionCall(named: names.last ?? "", file: file, before: before),
                   let action = readAction(call, file: callFile, path: elementPath) {
                    result.append(action)
                } else {
                    notes.append(.gap(elementPath, origin, "\(names.joined(separator: ".")) is not an action this target constructs with literal arguments (a parameter or a value computed at run time)",
                                      fill: "{\"identifier\": \"…\", \"title\": \"…\"}"))
                }
            default:
                notes.append(.gap(elementPath, element.origin, "an action the import cannot read statically", fill: "{\"identifier\": \"…\", \"title\": \"…\"}"))
            }
        }
        return result
    }

    /// The action call assigned to `name`: the nearest before `before` in the same file, else the first anywhere.
    func actionCall(named name: String, file: Int, before: Int) -> (SourceCall, Int)? {
        let isAction = { (call: SourceCall) in call.variable == name && call.type.hasSuffix("NotificationAction") }
        if let call = calls[file].last(where: { isAction($0) && $0.start < before }) { return (call, file) }
        for (index, fileCalls) in calls.enumerated() {
            if let call = fileCalls.first(where: isAction) { return (call, index) }
        }
        return nil
    }

    mutating func readAction(_ call: SourceCall, file: Int, path: String) -> OutputJSON? {
        guard let identifier = string(call, "identifier", file: file, path: path + ".identifier", fill: "{\"identifier\": \"…\", \"title\": \"…\"}"),
              let title = string(call, "title", file: file, path: path + ".title", fill: "\"title\": \"…\"") else { return nil }
        var members: [(String, OutputJSON)] = [("identifier", .string(identifier)), ("title", .string(title))]
        let options = self.options(call, file: file, known: Self.actionOptions, path: path)
        if !options.isEmpty { members.append(("options", .array(options.map { .string($0) }))) }
        if let range = call.argument("icon"), case .call(let start, _) = SourceExpression.read(files[file], range, table: table),
           let iconCall = calls[file].first(where: { $0.start == start }) {
            for key in ["systemImageName", "templateImageName"] where iconCall.argument(key) != nil {
                if let name = string(iconCall, key, file: file, path: path + ".icon", fill: nil) {
                    members.append(("icon", .object([(key, .string(name))])))
                    if key == "templateImageName", let assetNames, !assetNames.contains(name) {
                        notes.append(.warning(path + ".icon", notes.last?.origin, AppImporter.missingAsset(name)))
                    }
                }
            }
        }
        if call.type == "UNTextInputNotificationAction" {
            var input: [(String, OutputJSON)] = []
            if call.argument("textInputButtonTitle") != nil,
               let text = string(call, "textInputButtonTitle", file: file, path: path + ".textInput.buttonTitle", fill: nil) {
                input.append(("buttonTitle", .string(text)))
            }
            if call.argument("textInputPlaceholder") != nil,
               let text = string(call, "textInputPlaceholder", file: file, path: path + ".textInput.placeholder", fill: nil) {
                input.append(("placeholder", .string(text)))
            }
            members.append(("textInput", .object(input)))
        }
        return .object(members)
    }

    /// A string argument, noted with where its value is written; a gap when it is not static.
    mutating func string(_ call: SourceCall, _ label: String, file: Int, path: String, fill: String?) -> String? {
        let callOrigin = SourceOrigin(file: files[file].path, line: call.line)
        guard let range = call.argument(label) else {
            notes.append(.gap(path, callOrigin, "\(call.type) without \(label):", fill: fill))
            return nil
        }
        switch SourceExpression.read(files[file], range, table: table) {
        case .string(let text, let origin):
            notes.append(.value(path, origin, "\"\(TerminalSafeText.sanitize(text))\""))
            return text
        case .name(let names, let origin):
            notes.append(.gap(path, origin, "\(names.joined(separator: ".")) is not a constant of this target (a parameter or a value computed at run time)", fill: fill))
        case let other:
            let found = if case .unknown(let text, _) = other { text } else { "an expression" }
            notes.append(.gap(path, other.origin, "\(found.isEmpty ? "an expression" : found) cannot be read statically", fill: fill))
        }
        return nil
    }

    /// Option names from `[.foreground]`, `.destructive`, `A | B` or `[]`.
    mutating func options(_ call: SourceCall, file: Int, known: [String: String], path: String) -> [String] {
        guard let range = call.argument("options") else { return [] }
        let expression = SourceExpression.read(files[file], range, table: table)
        let elements: [SourceExpression] = if case .array(let list, _) = expression { list } else { [expression] }
        var names: [String] = []
        for element in elements {
            guard case .name(let parts, _) = element, let last = parts.last else { continue }
            if let option = known[last] {
                names.append(option)
            } else if !last.hasSuffix("None") && last != "init" {
                notes.append(.gap(path + ".options", element.origin, "unknown option \(parts.joined(separator: "."))"))
            }
        }
        return names
    }
}

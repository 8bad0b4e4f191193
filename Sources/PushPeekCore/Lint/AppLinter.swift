/// Lints an app description (`--app FILE`) and builds the `LintApp` the payload checks use.
///
/// Checks are made on the raw JSON so that every problem is reported with its position; when that
/// walk finds no error, the real `AppDescriptionDecoder` runs too, so anything `render` would refuse
/// is reported as well (`app-invalid`).
public struct AppLinter {
    var reporter: LintReporter
    var app: LintApp
    var extensionFacts: [ExtensionFacts] = []
    let options: LintOptions
    let readFile: AppDescriptionDecoder.FileReader

    static let topLevelKeys = ["app", "categories", "extensions", "serviceExtension", "mapData"]
    static let categoryKeys = ["identifier", "actions", "options", "intentIdentifiers", "hiddenPreviewsBodyPlaceholder", "categorySummaryFormat", "communication"]
    static let appKeys = ["name", "icon", "bundleIdentifier", "ios"]
    static let communicationKeys = ["senderName", "avatar", "group"]
    static let actionKeys = ["identifier", "title", "options", "icon", "textInput"]

    init(file: String, options: LintOptions, readFile: @escaping AppDescriptionDecoder.FileReader) {
        self.reporter = LintReporter(file: file)
        self.app = LintApp(file: file)
        self.options = options
        self.readFile = readFile
    }

    /// Lints an app description's bytes. Throws (exit 65) only when it is not a JSON object at all.
    public static func lint(_ bytes: [UInt8], file: String, options: LintOptions = LintOptions(),
                            readFile: AppDescriptionDecoder.FileReader? = nil)
        throws(InputError) -> (app: LintApp, diagnostics: [Diagnostic]) {
        let readFile = readFile ?? InputFile.reader(inFolderOf: file)
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw InputError(file: file, location: error.location, message: error.message)
        }
        guard let members = root.members else {
            throw InputError(file: file, location: root.location,
                             message: "an app description is a JSON object, found \(root.value.kindDescription)")
        }
        var linter = AppLinter(file: file, options: options, readFile: readFile)
        DocumentChecks.run(root, into: &linter.reporter)
        linter.walk(members)
        linter.crossCheck(root)
        if !linter.reporter.hasErrors {
            do {
                _ = try AppDescriptionDecoder.decode(root, file: file, readFile: readFile)
            } catch {
                let origin = error.file.map { $0 == file ? "" : TerminalSafeText.sanitize($0) + ": " } ?? ""
                let path = error.path.map { $0.isEmpty ? "" : $0 + ": " } ?? ""
                linter.reporter.report(.appInvalid, at: error.location ?? root.location, origin + path + error.message)
            }
        }
        return (linter.app, Linter.sorted(linter.reporter.diagnostics))
    }

    mutating func walk(_ members: [JSONMember]) {
        for member in members {
            switch member.key {
            case "app":
                guard let appMembers = reporter.object(member.value, path: "app") else { continue }
                for field in appMembers {
                    switch field.key {
                    case "bundleIdentifier": app.bundleIdentifier = reporter.string(field.value, path: "app.bundleIdentifier")
                    case "name", "icon": _ = reporter.string(field.value, path: "app." + field.key)
                    // A version string or number; the decoder checks it.
                    case "ios": break
                    default: unknownKey(field, among: AppLinter.appKeys, in: "app")
                    }
                }
            case "categories":
                for (index, node) in (reporter.array(member.value, path: "categories") ?? []).enumerated() {
                    walkCategory(node, path: "categories[\(index)]")
                }
            case "extensions":
                for (index, node) in (reporter.array(member.value, path: "extensions") ?? []).enumerated() {
                    walkExtension(node, path: "extensions[\(index)]")
                }
            case "serviceExtension":
                guard let serviceMembers = reporter.object(member.value, path: "serviceExtension") else { continue }
                for field in serviceMembers {
                    if field.key == "attachments" {
                        checkAttachments(field.value)
                    } else {
                        unknownKey(field, among: ["attachments"], in: "serviceExtension")
                    }
                }
            case "mapData":
                // The files are read by the decoder, which runs when this walk finds no error.
                _ = reporter.strings(member.value, path: "mapData")
            default:
                unknownKey(member, among: AppLinter.topLevelKeys, in: "the app description")
            }
        }
    }

    /// A category's `communication`: the sender's and group's key paths are strings; the avatar (an
    /// attachment index or a file) is checked by the decoder.
    mutating func walkCommunication(_ node: JSONNode, path: String) {
        for member in reporter.object(node, path: path) ?? [] {
            switch member.key {
            case "senderName", "group": _ = reporter.string(member.value, path: path + "." + member.key)
            case "avatar": break
            default: unknownKey(member, among: AppLinter.communicationKeys, in: path)
            }
        }
    }

    /// An unknown key close to a known one is a typo the decoder silently ignores.
    mutating func unknownKey(_ member: JSONMember, among known: [String], in place: String) {
        guard let suggestion = KeySuggestion.suggest(member.key, among: known) else { return }
        reporter.report(.appInvalid, at: member.keyLocation,
                        "unknown key \"\(DocumentChecks.quoted(member.key))\" in \(place) is ignored; did you mean \"\(suggestion)\"?", severity: .warning)
    }

    mutating func walkCategory(_ node: JSONNode, path: String) {
        guard let members = reporter.object(node, path: path) else { return }
        var category = LintApp.Category(identifier: "", actions: [], location: node.location)
        var identified = false
        for member in members {
            switch member.key {
            case "identifier":
                if let identifier = reporter.string(member.value, path: path + ".identifier") {
                    category.identifier = identifier
                    category.location = member.value.location
                    identified = true
                }
            case "actions":
                category.actions = walkActions(member.value, path: path + ".actions")
            case "options", "intentIdentifiers":
                _ = reporter.strings(member.value, path: path + "." + member.key)
            case "hiddenPreviewsBodyPlaceholder", "categorySummaryFormat":
                _ = reporter.string(member.value, path: path + "." + member.key)
            case "communication":
                walkCommunication(member.value, path: path + ".communication")
            default:
                unknownKey(member, among: AppLinter.categoryKeys, in: path)
            }
        }
        if !identified && node.member("identifier") == nil {
            reporter.report(.appInvalid, at: node.location, "\(path).identifier: missing; every category needs an identifier")
        }
        if identified, let earlier = app.category(category.identifier) {
            reporter.report(.appInvalid, at: category.location,
                            "category \"\(DocumentChecks.quoted(category.identifier))\" is registered twice (first at \(earlier.location.description)); iOS keeps one",
                            severity: .warning)
        }
        if identified { app.categories.append(category) }
        checkActionList(category.actions, owner: "category \"\(DocumentChecks.quoted(category.identifier))\"")
    }

    /// An action list: each action's type, and its identifiers.
    mutating func walkActions(_ node: JSONNode, path: String) -> [LintApp.Action] {
        var actions: [LintApp.Action] = []
        for (index, element) in (reporter.array(node, path: path) ?? []).enumerated() {
            let actionPath = "\(path)[\(index)]"
            guard let members = reporter.object(element, path: actionPath) else { continue }
            var action = LintApp.Action(identifier: "", isTextInput: false, location: element.location)
            var identified = false
            for member in members {
                switch member.key {
                case "identifier":
                    if let identifier = reporter.string(member.value, path: actionPath + ".identifier") {
                        action.identifier = identifier
                        action.location = member.value.location
                        identified = true
                    }
                case "title":
                    _ = reporter.string(member.value, path: actionPath + "." + member.key)
                case "icon":
                    // A name, or {"systemImageName": …} / {"templateImageName": …}: the decoder checks the object.
                    if member.value.members == nil { _ = reporter.string(member.value, path: actionPath + ".icon") }
                case "options":
                    _ = reporter.strings(member.value, path: actionPath + ".options")
                case "textInput":
                    if member.value.bool == true || member.value.members != nil {
                        action.isTextInput = true
                    } else if member.value.bool == nil && !member.value.isNull {
                        reporter.wrongType(member.value, path: actionPath + ".textInput", expected: "true or {buttonTitle, placeholder}")
                    }
                default:
                    unknownKey(member, among: AppLinter.actionKeys, in: actionPath)
                }
            }
            if !identified && element.member("identifier") == nil {
                reporter.report(.appInvalid, at: element.location, "\(actionPath).identifier: missing; every action needs an identifier")
            }
            if identified { actions.append(action) }
        }
        return actions
    }

    /// `too-many-actions` and `duplicate-action-identifier` for one list of buttons.
    mutating func checkActionList(_ actions: [LintApp.Action], owner: String) {
        var seen: [String: SourceLocation] = [:]
        for action in actions {
            if let first = seen[action.identifier] {
                reporter.report(.duplicateActionIdentifier, at: action.location,
                                "\(owner) has two actions \"\(DocumentChecks.quoted(action.identifier))\" (first at \(first.description)); a response cannot tell them apart")
            } else {
                seen[action.identifier] = action.location
            }
        }
        let limit = max(0, options.maximumActions)
        guard actions.count > limit else { return }
        let hidden = actions[limit...].prefix(5).map { "\"\(DocumentChecks.quoted($0.identifier, limit: 30))\"" }
        let more = actions.count - limit > 5 ? " …" : ""
        reporter.report(.tooManyActions, at: actions[limit].location,
                        "\(owner) has \(actions.count) actions; iOS shows the first \(limit) (--max-actions), so \(hidden.joined(separator: ", "))\(more) will not show")
    }
}

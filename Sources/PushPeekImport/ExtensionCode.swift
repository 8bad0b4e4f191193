/// What a content extension's view controller code does with the notification, as far as it can be
/// read statically: which payload value each outlet shows, the payload keys the map reads, whether
/// it pins the map, the actions `didReceive` assigns, and what it builds in code or in SwiftUI.
public struct ExtensionCode: Sendable {
    /// Outlet name → `{{content.title}}`-style text, or a payload key path (`keyPath:`).
    public var labelTexts: [String: String] = [:]
    public var labelKeyPaths: [String: String] = [:]
    /// Outlets assigned an attachment's image.
    public var attachmentImages: Set<String> = []
    /// Local name → payload key path (`let latitude = userInfo["latitude"]`).
    public var payloadKeys: [String: (key: String, origin: SourceOrigin)] = [:]
    public var addsAnnotation = false
    /// The array assigned to `extensionContext?.notificationActions`, with its file's index and where.
    public var notificationActions: (file: Int, range: Range<Int>, start: Int)?
    /// Views built in code (`addSubview`) and SwiftUI hosting, where found.
    public var codeBuiltViews: [SourceOrigin] = []
    public var swiftUIViews: [SourceOrigin] = []
    /// Names that hold the payload: `userInfo`, and locals set to it (`let info = content.userInfo`).
    private var userInfoNames: Set<String> = ["userInfo"]

    static let contentFields = ["title", "subtitle", "body"]

    public init(files: [SourceFile]) {
        for (fileIndex, source) in files.enumerated() {
            scan(source, fileIndex: fileIndex)
        }
    }

    private mutating func scan(_ source: SourceFile, fileIndex: Int) {
        let tokens = source.tokens
        let mentionsAttachments = tokens.contains { $0.isIdentifier && $0.text == "attachments" }
        for index in tokens.indices {
            let token = tokens[index]
            guard token.isIdentifier else { continue }
            let origin = SourceOrigin(file: source.path, line: token.line)
            switch token.text {
            case let name where userInfoNames.contains(name):
                guard let (key, _) = subscriptPath(tokens, after: index) else {
                    noteAlias(tokens, of: index)
                    continue
                }
                if index >= 2, tokens[index - 1].isPunctuation("="), tokens[index - 2].isIdentifier {
                    payloadKeys[tokens[index - 2].text] = (key, origin)
                } else if index >= 4, tokens[index - 1].isPunctuation("."), tokens[index - 3].isPunctuation("="), tokens[index - 4].isIdentifier {
                    payloadKeys[tokens[index - 4].text] = (key, origin)
                }
            case "addAnnotation", "addAnnotations":
                addsAnnotation = true
            case "addSubview", "addArrangedSubview":
                codeBuiltViews.append(origin)
            case "UIHostingController", "UIHostingConfiguration":
                swiftUIViews.append(origin)
            case "notificationActions":
                if notificationActions == nil, index + 2 < tokens.count, tokens[index + 1].isPunctuation("="),
                   tokens[index + 2].isPunctuation("["), let close = SourceExpression.matching(tokens, index + 2, tokens.count) {
                    notificationActions = (fileIndex, (index + 2)..<(close + 1), index)
                }
            case "text":
                guard index >= 2, tokens[index - 1].isPunctuation("."), tokens[index - 2].isIdentifier,
                      index + 1 < tokens.count, tokens[index + 1].isPunctuation("=") else { continue }
                let outlet = tokens[index - 2].text
                readText(tokens, from: index + 2, outlet: outlet)
            case "image":
                guard index >= 2, tokens[index - 1].isPunctuation("."), tokens[index - 2].isIdentifier,
                      index + 1 < tokens.count, tokens[index + 1].isPunctuation("="), mentionsAttachments else { continue }
                attachmentImages.insert(tokens[index - 2].text)
            default: continue
            }
        }
    }

    /// `label.text = notification.request.content.body`, `= userInfo["a"]["b"] as? String`, `= name`.
    private mutating func readText(_ tokens: [SourceToken], from start: Int, outlet: String) {
        var index = start
        var path: [String] = []
        while index < tokens.count, tokens[index].isIdentifier, path.count < 8 {
            path.append(tokens[index].text)
            if userInfoNames.contains(tokens[index].text), let (key, _) = subscriptPath(tokens, after: index) {
                labelKeyPaths[outlet] = key
                return
            }
            guard index + 2 < tokens.count, tokens[index + 1].isPunctuation(".") || tokens[index + 1].isPunctuation("?") else { break }
            index += tokens[index + 1].isPunctuation("?") && tokens[index + 2].isPunctuation(".") ? 3 : 2
        }
        if path.count >= 2, path[path.count - 2] == "content", let field = path.last, Self.contentFields.contains(field) {
            labelTexts[outlet] = "{{content.\(field)}}"
        } else if path.count == 1, let known = payloadKeys[path[0]] {
            labelKeyPaths[outlet] = known.key
        }
    }

    /// `let info = notification.request.content.userInfo`: `info` names the payload from here on.
    private mutating func noteAlias(_ tokens: [SourceToken], of index: Int) {
        var cursor = index
        while cursor >= 2, tokens[cursor - 1].isPunctuation("."), tokens[cursor - 2].isIdentifier, index - cursor < 16 { cursor -= 2 }
        if cursor >= 2, tokens[cursor - 1].isPunctuation("="), tokens[cursor - 2].isIdentifier { userInfoNames.insert(tokens[cursor - 2].text) }
    }

    /// `["a"]["b"]` after a token: the key path `a.b` and the index after it.
    private func subscriptPath(_ tokens: [SourceToken], after index: Int) -> (String, Int)? {
        var keys: [String] = []
        var cursor = index + 1
        while cursor + 2 < tokens.count, tokens[cursor].isPunctuation("["), let key = tokens[cursor + 1].literal,
              tokens[cursor + 2].isPunctuation("]"), keys.count < 16 {
            keys.append(key)
            cursor += 3
            // `as? [String: Any]` between subscripts.
            if cursor + 1 < tokens.count, tokens[cursor].isPunctuation("?") { cursor += 1 }
        }
        return keys.isEmpty ? nil : (keys.joined(separator: "."), cursor)
    }

    /// The payload key a map reads for a coordinate, from the names the code gives them.
    public func mapKey(_ role: String) -> (key: String, origin: SourceOrigin)? {
        let hints: [String] = switch role {
        case "latitude": ["latitude", "lat"]
        case "longitude": ["longitude", "lon", "lng"]
        default: ["radius", "span", "meters", "distance"]
        }
        for hint in hints {
            if let found = payloadKeys.first(where: { $0.key.lowercased() == hint }) { return found.value }
        }
        for hint in hints {
            if let found = payloadKeys.sorted(by: { $0.key < $1.key }).first(where: { $0.key.lowercased().contains(hint) }) { return found.value }
        }
        return nil
    }
}

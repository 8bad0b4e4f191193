import PushPeekJSON
import PushPeekModel

/// Binds view text to the notification: `{{path}}` placeholders filled from the payload by key path
/// (`aps.alert.subtitle`, `location`, `userInfo.location`), or from the delivered content with
/// `content.title`, `content.subtitle`, `content.body`, `content.categoryIdentifier` (localised texts).
public enum TextTemplate {
    /// Replaces every `{{path}}`; an unknown path becomes empty text.
    public static func fill(_ template: String, content: NotificationContent) -> String {
        fill(template) { value($0, in: content) }
    }

    /// Replaces every `{{path}}` with what `resolve` gives for it (empty text for nil).
    public static func fill(_ template: String, resolve: (String) -> String?) -> String {
        var result = ""
        var rest = template[...]
        while let open = rest.firstRange(of: "{{") {
            result += rest[..<open.lowerBound]
            let afterOpen = rest[open.upperBound...]
            guard let close = afterOpen.firstRange(of: "}}") else {
                result += rest[open.lowerBound...]
                return result
            }
            let path = trimmed(afterOpen[..<close.lowerBound])
            result += resolve(path) ?? ""
            rest = afterOpen[close.upperBound...]
        }
        return result + rest
    }

    /// The text of a payload value (strings as they are, numbers as written, booleans as true/false).
    public static func value(_ path: String, in content: NotificationContent) -> String? {
        switch path {
        case "content.title": return content.title
        case "content.subtitle": return content.subtitle
        case "content.body": return content.body
        case "content.categoryIdentifier": return content.categoryIdentifier
        default: break
        }
        return content.payload.value(atPath: path).flatMap(text)
    }

    /// The text of a JSON value in a template.
    public static func text(_ node: JSONNode) -> String? {
        switch node.value {
        case .string(let text): return text
        case .number(let number): return number.literal
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return nil
        case .array, .object: return OutputJSON(node).serialized()
        }
    }

    package static func trimmed(_ text: Substring) -> String {
        var copy = text
        while copy.first == " " { copy.removeFirst() }
        while copy.last == " " { copy.removeLast() }
        return String(copy)
    }
}

import PushPeekJSON

/// Text from input written into the XML reports (JUnit, Checkstyle): what XML gives meaning to
/// escaped, and no control character or bidi override left.
enum XMLText {
    /// `"…"` with the characters XML gives meaning to escaped; no control character survives.
    static func attribute(_ value: String) -> String {
        "\"" + text(value, attribute: true) + "\""
    }

    /// Character data: `&`, `<`, `>` (in an attribute `"` and LF too) escaped, and what XML 1.0
    /// does not allow made visible.
    static func text(_ value: String, attribute: Bool = false) -> String {
        var result = ""
        for character in TerminalSafeText.sanitize(value, keepingNewlines: true) {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where attribute: result += "&quot;"
            case "\n" where attribute: result += "&#10;"
            case "\u{FFFE}", "\u{FFFF}": result += "\u{FFFD}"
            default: result.append(character)
            }
        }
        return result
    }
}

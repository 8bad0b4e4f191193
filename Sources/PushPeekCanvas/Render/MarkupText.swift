import PushPeekJSON

/// Text made safe for XML and HTML: markup characters become entities, and nothing that could end
/// an element, open a tag or a CDATA section, or break the document gets through.
///
/// Invariant: the result holds no `<`, `>`, `&` except in the entities written here, no quote, no
/// control character (they become visible pictures, as on the terminal: `TerminalSafeText`) and no
/// character XML forbids (U+FFFE, U+FFFF become U+FFFD).
public enum MarkupText {
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in TerminalSafeText.sanitize(text).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                if scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result.unicodeScalars.append("\u{FFFD}")
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}

import PushPeekModel
import PushPeekCanvas

extension StatusLine {
    /// The clause separators a message is cut after, outside parentheses and brackets.
    package static let clauseSeparators = [", ", "; ", ": ", " — "]

    /// `message` fitted to `width` columns keeping its head whole: cut before the last clause
    /// separator (`, `, `; `, `: `, ` — `, outside brackets) that leaves room for ` …`, so
    /// "not configured: no topic (--topic BUNDLE-ID), no device (…)" keeps the first thing to do
    /// instead of breaking inside the second (a send's whole message is in the response log). A
    /// message whose first clause that fits is under a third of the width is cut at the width.
    package static func head(_ message: String, width: Int) -> String {
        guard DisplayWidth.of(message) > width else { return message }
        let marker = " …"
        let room = width - DisplayWidth.of(marker)
        var best: String?
        var depth = 0
        var prefix = ""
        var prefixWidth = 0
        var rest = Substring(message)
        while let character = rest.first, prefixWidth <= room {
            if depth == 0, clauseSeparators.contains(where: { rest.hasPrefix($0) }), prefixWidth * 3 >= width {
                best = prefix
            }
            switch character {
            case "(", "[": depth += 1
            case ")", "]": depth = max(0, depth - 1)
            default: break
            }
            prefix.append(character)
            prefixWidth += DisplayWidth.of(String(character))
            rest = rest.dropFirst()
        }
        guard let best else { return TextLayout.truncate(message, width: width) }
        return best + marker
    }
}

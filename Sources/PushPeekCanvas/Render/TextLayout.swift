import PushPeekJSON
import PushPeekModel

/// Wrapping and truncation on display width, never splitting a grapheme cluster.
public enum TextLayout {
    /// Wraps text into lines no wider than `width` columns: at spaces where possible, inside a word
    /// only when the word alone is wider than the line. `\n` starts a new line.
    public static func wrap(_ text: String, width: Int) -> [String] {
        wrap(text, width: width, stoppingAfter: .max)
    }

    /// `wrap`, but the text after the first `limit` + 1 lines is not looked at: a card that shows
    /// four lines of a long body wraps five, whatever the body's length.
    package static func wrap(_ text: String, width: Int, stoppingAfter limit: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        // Most texts are one paragraph: they are not split (by grapheme) at all; without a carriage
        // return (which joins a following line feed into one grapheme) the line feeds split the bytes.
        var copy = text
        let (hasLineFeed, hasReturn) = copy.withUTF8 { bytes in (bytes.contains(0x0A), bytes.contains(0x0D)) }
        let paragraphs = !hasLineFeed ? [Substring(text)]
            : hasReturn ? text.split(separator: "\n", omittingEmptySubsequences: false)
            : text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { Substring($0) }
        for paragraph in paragraphs {
            guard lines.count <= limit else { break }
            lines += wrapParagraph(TerminalSafeText.sanitize(String(paragraph)), width: width, stoppingAfter: limit - lines.count)
        }
        return lines
    }

    /// One paragraph's lines, stopping once there are more than `limit`.
    package static func wrapParagraph(_ text: String, width: Int, stoppingAfter limit: Int = .max) -> [String] {
        SimpleTextWrap.wrap(text, width: width, stoppingAfter: limit) ?? wrapGraphemes(text, width: width, stoppingAfter: limit)
    }

    /// `wrapParagraph` grapheme by grapheme, for any text.
    package static func wrapGraphemes(_ text: String, width: Int, stoppingAfter limit: Int = .max) -> [String] {
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        // A run is all spaces or none (`isSpace`), so a space is told by its one ASCII byte.
        func place(_ word: String, spaces: Bool) {
            let wordWidth = DisplayWidth.of(word)
            if spaces {
                if currentWidth > 0 && currentWidth + wordWidth <= width {
                    current += word
                    currentWidth += wordWidth
                } else if currentWidth > 0 {
                    lines.append(current)
                    current = ""
                    currentWidth = 0
                }
                return
            }
            if currentWidth + wordWidth <= width {
                current += word
                currentWidth += wordWidth
                return
            }
            if currentWidth > 0 {
                lines.append(trimTrailing(current))
                current = ""
                currentWidth = 0
            }
            for character in word {
                let characterWidth = DisplayWidth.of(character)
                if currentWidth + characterWidth > width && currentWidth > 0 {
                    lines.append(current)
                    current = ""
                    currentWidth = 0
                }
                current.append(character)
                currentWidth += characterWidth
            }
        }
        // Alternating runs of spaces and non-spaces, placed as each ends.
        var word = ""
        var inSpace = false
        var placed = 0
        for character in text {
            let isSpace = character.utf8.count == 1 && character.utf8.first == 0x20
            if !word.isEmpty && isSpace != inSpace {
                placed += word.utf8.count
                place(word, spaces: inSpace)
                word = ""
                if lines.count > limit {
                    WorkCounter.add(placed)
                    return lines
                }
            }
            inSpace = isSpace
            word.append(character)
        }
        if !word.isEmpty {
            placed += word.utf8.count
            place(word, spaces: inSpace)
        }
        WorkCounter.add(placed)
        lines.append(trimTrailing(current))
        return lines
    }

    package static func trimTrailing(_ text: String) -> String {
        // A text whose last byte is not a space cannot end in a space character.
        guard text.utf8.last == 0x20 else { return text }
        var copy = text
        while copy.last == " " { copy.removeLast() }
        return copy
    }

    /// Cuts text to at most `width` columns, ending with `ellipsis` when anything was cut.
    public static func truncate(_ text: String, width: Int, ellipsis: String = "…") -> String {
        let clean = TerminalSafeText.sanitize(text)
        guard DisplayWidth.of(clean) > width else { return clean }
        let budget = width - DisplayWidth.of(ellipsis)
        guard budget >= 0 else { return "" }
        var result = ""
        var used = 0
        for character in clean {
            let characterWidth = DisplayWidth.of(character)
            if used + characterWidth > budget { break }
            result.append(character)
            used += characterWidth
        }
        return trimTrailing(result) + ellipsis
    }

    /// The text up to its first line feed, cut to `width`; "…" marks anything cut, including the
    /// lines after the first (a one-line label).
    public static func firstLine(_ text: String, width: Int) -> String {
        guard let end = text.firstIndex(where: { $0 == "\n" || $0 == "\r\n" }) else { return truncate(text, width: width) }
        let first = truncate(String(text[..<end]), width: width)
        if first.hasSuffix("…") || width < 1 { return first }
        return DisplayWidth.of(first) + 1 <= width ? trimTrailing(first) + "…" : truncate(first + " …", width: width)
    }

    /// Wraps and keeps at most `maxLines`, marking the last kept line with "…" when text was cut.
    public static func wrap(_ text: String, width: Int, maxLines: Int) -> [String] {
        let lines = wrap(text, width: width, stoppingAfter: maxLines > 0 ? maxLines : .max)
        guard lines.count > maxLines, maxLines > 0 else { return lines }
        var kept = Array(lines.prefix(maxLines))
        let last = kept[maxLines - 1]
        let room = width - DisplayWidth.of(last)
        kept[maxLines - 1] = room >= 1 ? trimTrailing(last) + "…" : truncate(last + " …", width: width)
        return kept
    }
}

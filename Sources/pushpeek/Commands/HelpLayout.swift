#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekModel

/// Lays out help text for the width it is read at: prose paragraphs are filled to the width, and
/// tables (commands, options, lint rules) keep their second column aligned, a long first cell on a
/// line of its own and a long second cell wrapped under itself.
///
/// The width is `COLUMNS` when set, else the terminal's when standard output is one, else 80; never
/// under 40 (narrower help is unreadable either way) and never over 100 (longer lines are hard to read).
enum HelpLayout {
    static let defaultWidth = 80
    static let widths = 40...100
    #if os(Linux)
    static let windowSizeRequest = UInt(TIOCGWINSZ)
    #else
    /// `TIOCGWINSZ`, `_IOR('t', 104, struct winsize)`: a macro Swift cannot import on Darwin.
    static let windowSizeRequest: UInt = 0x4008_7468
    #endif

    /// The width to lay help out at.
    static func width() -> Int {
        if let columns = Output.environment("COLUMNS").flatMap({ Int($0) }), columns > 0 {
            return min(max(columns, widths.lowerBound), widths.upperBound)
        }
        var size = winsize()
        guard isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, windowSizeRequest, &size) == 0, size.ws_col > 0 else {
            return defaultWidth
        }
        return min(max(Int(size.ws_col), widths.lowerBound), widths.upperBound)
    }

    /// `text` with each paragraph of prose (lines not starting with a space, up to a blank or an
    /// indented line) filled to `width`; an indented line stays a line of its own, wrapped under
    /// its indentation.
    static func fill(_ text: String, width: Int) -> String {
        var output: [String] = []
        var paragraph: [String] = []
        func flush() {
            if !paragraph.isEmpty { output += wrap(paragraph.joined(separator: " "), width: width, indent: 0) }
            paragraph = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty {
                flush()
                output.append("")
            } else if line.hasPrefix(" ") {
                flush()
                let indent = line.prefix { $0 == " " }.count
                output += wrap(String(line.dropFirst(indent)), width: width, indent: indent)
            } else {
                paragraph.append(String(line))
            }
        }
        flush()
        return output.joined(separator: "\n")
    }

    /// Rows of two cells: the second starts at `column` (or at a narrower column when the width
    /// leaves the text under 30 columns); a first cell too long for it gets a line of its own.
    static func table(_ rows: [(lead: String, text: String)], column wanted: Int, width: Int) -> String {
        // The longest word of the second cells (a key like UNNotificationExtensionInitialContentSizeRatio)
        // fits under the column where the width allows.
        let longest = rows.flatMap { $0.text.split(separator: " ") }.map { DisplayWidth.of(String($0)) }.max() ?? 0
        let column = max(4, min(wanted, width - max(30, longest + 1)))
        return rows.map { row in
            let leadWidth = DisplayWidth.of(row.lead)
            let text = wrap(row.text, width: width, indent: column)
            if leadWidth + 1 < column {
                let first = row.lead + String(repeating: " ", count: column - leadWidth) + text[0].dropFirst(column)
                return ([first] + text.dropFirst()).joined(separator: "\n")
            }
            let indent = row.lead.prefix { $0 == " " }.count
            let lead = wrap(String(row.lead.dropFirst(indent)), width: width, indent: indent)
            return (lead + (row.text.isEmpty ? [] : text)).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// Words of `text` filled into lines of at most `width` columns, each indented by `indent`
    /// spaces; a word longer than a whole line is split across lines.
    static func wrap(_ text: String, width: Int, indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        let room = max(2, width - indent)
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(separator: " ").flatMap({ pieces(String($0), width: room) }) {
            let wordWidth = DisplayWidth.of(String(word))
            if lineWidth > 0 && lineWidth + 1 + wordWidth > room {
                lines.append(pad + line)
                line = ""
                lineWidth = 0
            }
            line += (lineWidth > 0 ? " " : "") + word
            lineWidth += (lineWidth > 0 ? 1 : 0) + wordWidth
        }
        lines.append(pad + line)
        return lines
    }

    /// `word` cut into pieces of at most `width` columns (one piece when it fits).
    static func pieces(_ word: String, width: Int) -> [String] {
        guard DisplayWidth.of(word) > width else { return [word] }
        var pieces: [String] = []
        var piece = ""
        for character in word {
            if DisplayWidth.of(piece + String(character)) > width {
                pieces.append(piece)
                piece = ""
            }
            piece.append(character)
        }
        return pieces + [piece]
    }
}

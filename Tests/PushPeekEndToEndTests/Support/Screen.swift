import Foundation

/// A captured preview screen, taken apart: the card (left), the on-screen response log (right, in
/// its "Responses" pane), and the status bar (bottom row). Built for the side-by-side layout of a
/// terminal wide enough for both (e.g. 110 columns).
struct Screen {
    let text: String
    let lines: [String]

    init(_ text: String) {
        self.text = text
        lines = text.components(separatedBy: "\n")
    }

    /// The column (in characters) where the response log pane starts, or nil if it is not showing.
    var logColumn: Int? {
        for line in lines {
            if let range = line.range(of: "╭─ Responses") {
                return line.distance(from: line.startIndex, to: range.lowerBound)
            }
        }
        return nil
    }

    /// The card: every line cut where the log pane starts (lines with wide characters may keep a
    /// few more characters, since a capture prints a wide character once).
    var card: String {
        guard let column = logColumn else { return text }
        return lines.map { String($0.prefix(column)) }.joined(separator: "\n")
    }

    /// The entries of the on-screen response log, without their numbers, wrapped lines joined:
    /// `["didReceive ShowMap", "setNotificationActions [accept, payment]", …]`.
    var responses: [String] {
        guard let column = logColumn else { return [] }
        var entries: [String] = []
        for line in lines {
            let pane = line.dropFirst(column)
            guard pane.hasPrefix("│"), pane.hasSuffix("│") else { continue }
            let content = pane.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
            guard !content.isEmpty, content != "(nothing yet)" else { continue }
            if let dot = content.firstIndex(of: "."), dot > content.startIndex, content[..<dot].allSatisfy(\.isNumber),
               content[content.index(after: dot)...].hasPrefix(" ") {
                entries.append(String(content[content.index(dot, offsetBy: 2)...]))
            } else if !entries.isEmpty {
                entries[entries.count - 1] += " " + content
            }
        }
        return entries
    }

    /// The status bar (the last row), trimmed.
    var status: String {
        (lines.last { !$0.isEmpty } ?? "").trimmingCharacters(in: .whitespaces)
    }

    /// The first row (0-based) whose text contains `text`, looking in the card only.
    func cardRow(containing text: String) -> Int? {
        card.components(separatedBy: "\n").firstIndex { $0.contains(text) }
    }

    /// The 0-based terminal column where `text` starts in row `row`, counting wide characters as two
    /// columns (the capture prints them once).
    func column(of text: String, row: Int) -> Int? {
        guard lines.indices.contains(row), let range = lines[row].range(of: text) else { return nil }
        return Screen.columns(lines[row][..<range.lowerBound])
    }

    /// Terminal columns of a string: CJK, Hangul, full-width forms and emoji two, the rest one.
    /// Enough for the text these tests type; the product's own rules live in `DisplayWidth`.
    static func columns<S: StringProtocol>(_ text: S) -> Int {
        text.unicodeScalars.reduce(0) { total, scalar in
            switch scalar.value {
            case 0x0300...0x036F, 0x200D, 0xFE0F: return total
            case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60,
                 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD: return total + 2
            default: return total + 1
            }
        }
    }
}

extension TmuxSession {
    /// Waits until `condition` holds for the parsed screen; returns it.
    @discardableResult
    func waitForScreen(_ what: String, timeout: Double = TmuxSession.hangGuard, _ condition: (Screen) -> Bool) throws -> Screen {
        Screen(try waitFor(timeout: timeout, what) { condition(Screen($0)) })
    }

    /// Sends an SGR mouse press and release of button 1 at a 0-based cell.
    func click(column: Int, row: Int) throws {
        try sendLiteral("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m")
    }
}

/// The example apps, temporary directories, and the `--log` file.
enum Flow {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples").path

    static func example(_ path: String) -> String { examples + "/" + path }

    /// A fresh directory, removed by `body`'s end.
    static func withTemporaryDirectory<T>(_ body: (String) throws -> T) throws -> T {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-flow-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try body(directory.path)
    }

    /// The lines of a `--log` file (missing file: none).
    static func logLines(_ path: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// Writes `text` to `path` at once (write to a sibling, then rename, so a poll never sees half).
    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}

/// Colours in a `capture-pane -e` line.
enum SGR {
    struct RGB: Equatable, CustomStringConvertible {
        var red: Int, green: Int, blue: Int
        var description: String { "rgb(\(red), \(green), \(blue))" }
        var isGreenish: Bool { green > red + 40 && green > blue + 40 }
        var isReddish: Bool { red > green + 60 && red > blue + 60 }
    }

    /// The foreground colour in effect where `text` starts in `line` (which carries SGR escapes),
    /// or nil when the text is missing or drawn in the default colour.
    static func foreground(of text: String, in line: String) -> RGB? {
        guard let target = line.range(of: text) else { return nil }
        var current: RGB?
        var index = line.startIndex
        while index < target.lowerBound {
            if line[index] == "\u{1B}", line[line.index(after: index)...].hasPrefix("["),
               let end = line[index...].firstIndex(where: { $0.isLetter }) {
                let body = line[line.index(index, offsetBy: 2)..<end]
                if line[end] == "m" { apply(body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }, to: &current) }
                index = line.index(after: end)
            } else {
                index = line.index(after: index)
            }
        }
        return current
    }

    private static func apply(_ parameters: [Int], to current: inout RGB?) {
        var index = 0
        while index < parameters.count {
            let parameter = parameters[index]
            switch parameter {
            case 0, 39: current = nil
            case 30...37: current = palette(parameter - 30)
            case 90...97: current = palette(parameter - 90 + 8)
            case 38 where parameters.count > index + 2 && parameters[index + 1] == 5:
                current = palette(parameters[index + 2])
                index += 2
            case 38 where parameters.count > index + 4 && parameters[index + 1] == 2:
                current = RGB(red: parameters[index + 2], green: parameters[index + 3], blue: parameters[index + 4])
                index += 4
            case 48 where parameters.count > index + 1:
                index += parameters[index + 1] == 5 ? 2 : 4
            default: break
            }
            index += 1
        }
    }

    /// xterm's 256-colour palette.
    static func palette(_ index: Int) -> RGB {
        let basic = [(0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
                     (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255)]
        if index < 16 { let c = basic[max(0, index)]; return RGB(red: c.0, green: c.1, blue: c.2) }
        if index < 232 {
            let levels = [0, 95, 135, 175, 215, 255]
            let cube = index - 16
            return RGB(red: levels[cube / 36], green: levels[cube / 6 % 6], blue: levels[cube % 6])
        }
        let grey = 8 + (min(index, 255) - 232) * 10
        return RGB(red: grey, green: grey, blue: grey)
    }
}

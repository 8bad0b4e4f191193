/// `--compare FILE`: the ratio rows of this run against those of a committed table (the Markdown
/// tables of Docs/PERFORMANCE.md whose header has a Ratio column). Rows are matched by their
/// measurement with every number left out, so a `--quick` run (500 files) meets the full table's row
/// (10,000 files). A ratio more than `tolerance` worse than the committed one is flagged: most ratios
/// are pushpeek's cost over its floor's, so higher is worse; a throughput (requests per second, or a
/// target of "≥") is better higher, so lower is worse.
struct TableComparison {
    struct Line {
        var measurement: String
        var committed: Double?
        var now: Double
        var flagged: Bool
    }

    static let tolerance = 0.10

    private(set) var lines: [Line] = []
    let file: String

    var flagged: Int { lines.filter(\.flagged).count }

    /// Compares `table`'s ratio rows with those in `committedText` (the contents of `file`).
    init(_ table: ResultTable, committedText: String, file: String) throws {
        self.file = file
        let committed = Self.ratios(inMarkdown: committedText)
        guard !committed.isEmpty else { throw BenchError("\(file): no table with a Ratio column") }
        for row in table.rows where row.compared {
            guard let now = Self.ratio(row.ratio) else { continue }
            let before = committed[Self.key(row.measurement)]
            let higherIsBetter = Self.higherIsBetter(row)
            let flagged = before.map { higherIsBetter ? now < $0 * (1 - Self.tolerance) : now > $0 * (1 + Self.tolerance) } ?? false
            lines.append(Line(measurement: row.measurement, committed: before, now: now, flagged: flagged))
        }
    }

    /// Whether a larger ratio is the better one: throughput rows.
    static func higherIsBetter(_ row: ResultTable.Row) -> Bool {
        row.target.hasPrefix("≥") || row.measurement.contains("requests/s")
    }

    /// Ratios by measurement key, from every Markdown table whose header names a Ratio column; the
    /// first table that has a row wins.
    static func ratios(inMarkdown text: String) -> [String: Double] {
        var result: [String: Double] = [:]
        var columns: (measurement: Int, ratio: Int)?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = Self.trimmed(line)
            guard trimmed.hasPrefix("|") else {
                columns = nil
                continue
            }
            let cells = trimmed.dropFirst().split(separator: "|", omittingEmptySubsequences: false).map { Self.trimmed($0) }
            if let columns {
                guard cells.count > max(columns.measurement, columns.ratio), let ratio = ratio(cells[columns.ratio]) else { continue }
                let key = key(cells[columns.measurement])
                if result[key] == nil { result[key] = ratio }
            } else if let measurement = cells.firstIndex(of: "Measurement"), let ratio = cells.firstIndex(of: "Ratio") {
                columns = (measurement, ratio)
            }
        }
        return result
    }

    /// "1.38×" as 1.38; nil for an empty or "–" cell.
    static func ratio(_ cell: String) -> Double? {
        guard cell.hasSuffix("×") else { return nil }
        return Double(cell.dropLast())
    }

    /// The measurement with each number (digits with their `.` and `,`) replaced by `#`.
    static func key(_ measurement: String) -> String {
        var key = ""
        var inNumber = false
        for character in measurement {
            if character.isASCII, character.isNumber || (inNumber && (character == "." || character == ",")) {
                if !inNumber { key.append("#") }
                inNumber = true
            } else {
                inNumber = false
                key.append(character)
            }
        }
        return key
    }

    func markdown() -> String {
        var out = ["", "Compared with \(file) (ratio rows; flagged: more than \(Int(Self.tolerance * 100))% worse than the committed ratio):", "",
                   "| Measurement | committed | now | change | |", "|---|---|---|---|---|"]
        for line in lines {
            let committed = line.committed.map { Format.ratio($0) } ?? "–"
            var change = "not in the table"
            if let before = line.committed, before > 0 {
                let percent = (line.now / before - 1) * 100
                change = (percent >= 0 ? "+" : "") + Format.fixed(percent, 0) + "%"
            }
            out.append("| \(line.measurement) | \(committed) | \(Format.ratio(line.now)) | \(change) | \(line.flagged ? "WORSE" : "") |")
        }
        out.append("")
        out.append(flagged == 0 ? "No ratio row is more than 10% worse." : "\(flagged) ratio row(s) more than 10% worse.")
        return out.joined(separator: "\n") + "\n"
    }

    /// The cell's text without the spaces around it.
    static func trimmed(_ text: Substring) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(text[first...last])
    }
}

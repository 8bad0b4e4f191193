/// The benchmark's report: one Markdown table row per measurement.
struct ResultTable {
    struct Row {
        var measurement: String
        var value: String
        var floor: String
        var ratio: String
        var target: String
        var verdict: String
    }

    private(set) var rows: [Row] = []
    private(set) var notes: [String] = []

    mutating func add(_ measurement: String, _ value: String, floor: String = "", ratio: String = "", target: String = "", verdict: String = "") {
        rows.append(Row(measurement: measurement, value: value, floor: floor, ratio: ratio, target: target, verdict: verdict))
    }

    mutating func note(_ text: String) {
        notes.append(text)
    }

    /// "pass" / "FAIL" for a value against a maximum.
    static func verdict(_ value: Double, atMost limit: Double) -> String {
        value.isNaN ? "n/a" : (value <= limit ? "pass" : "FAIL")
    }

    var failures: Int { rows.filter { $0.verdict == "FAIL" }.count }

    func markdown() -> String {
        let header = ["Measurement", "pushpeek", "Floor", "Ratio", "Target", "Result"]
        let cells = rows.map { [$0.measurement, $0.value, $0.floor, $0.ratio, $0.target, $0.verdict] }
        let widths = header.indices.map { column in
            ([header[column]] + cells.map { $0[column] }).map(\.count).max() ?? 0
        }
        func line(_ values: [String]) -> String {
            "| " + values.enumerated().map { $1 + String(repeating: " ", count: widths[$0] - $1.count) }.joined(separator: " | ") + " |"
        }
        var out = [line(header), "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"]
        out += cells.map(line)
        out += notes.map { "\n- " + $0 }
        return out.joined(separator: "\n") + "\n"
    }
}

/// Number formatting for the table.
enum Format {
    static func seconds(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        if value >= 1 { return fixed(value, 2) + " s" }
        if value >= 1e-3 { return fixed(value * 1e3, value >= 0.1 ? 0 : 1) + " ms" }
        return fixed(value * 1e6, value >= 1e-4 ? 0 : 1) + " µs"
    }

    static func ratio(_ value: Double) -> String {
        value.isFinite ? fixed(value, 2) + "×" : "–"
    }

    static func megabytes(kilobytes: Int) -> String {
        fixed(Double(kilobytes) / 1024, 1) + " MB"
    }

    static func fixed(_ value: Double, _ decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = String(rounded)
        if decimals == 0 {
            text = String(Int(rounded))
        } else if let dot = text.firstIndex(of: ".") {
            let have = text.distance(from: dot, to: text.endIndex) - 1
            if have < decimals { text += String(repeating: "0", count: decimals - have) }
        }
        return text
    }
}

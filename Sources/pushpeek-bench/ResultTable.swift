/// The benchmark's report: one Markdown table row per measurement.
struct ResultTable {
    struct Row {
        var measurement: String
        var value: String
        var floor: String
        var ratio: String
        var target: String
        var verdict: String
        /// Whether `--compare` weighs this row's ratio (false where a higher ratio is not worse).
        var compared = true
    }

    private(set) var rows: [Row] = []
    private(set) var notes: [String] = []

    mutating func add(_ measurement: String, _ value: String, floor: String = "", ratio: String = "", target: String = "", verdict: String = "",
                      compared: Bool = true) {
        rows.append(Row(measurement: measurement, value: value, floor: floor, ratio: ratio, target: target, verdict: verdict, compared: compared))
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

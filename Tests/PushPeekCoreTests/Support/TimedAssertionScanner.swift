/// Finds expectations that bound a time: an `#expect`, `#require` or `XCTAssert…` (read whole, across
/// lines, on its code — comments gone, strings blanked) that orders values with `<`, `<=`, `>` or
/// `>=` and names a clock or a duration (an identifier containing `seconds`, `millisecond`,
/// `clock`, `elapsed`, `cpu`, `timeInterval`, `uptime`, `rusage`, or the names `Date`,
/// `DispatchTime`, `Duration`; `second` alone is an ordinal).
///
/// Such a test passes or fails with the machine's speed and load; a bound is proved by counting work
/// (`WorkCounter`) or measuring memory instead, and speed is `pushpeek-bench`'s. Timeouts that stop
/// a hung child are not expectations and are not found.
enum TimedAssertionScanner {
    typealias Finding = PortabilityScanner.Finding

    static let openers = ["#expect(", "#require(", "XCTAssert"]
    static let timingParts = ["seconds", "millisecond", "microsecond", "nanosecond", "clock", "elapsed", "cpu", "timeinterval", "uptime", "rusage"]
    static let timingNames: Set<String> = ["Date", "DispatchTime", "Duration"]
    static let orderings: Set<String> = ["<", "<=", ">", ">="]

    /// Every timed expectation in one file's text, at the line it starts on.
    static func scan(_ text: String, file: String) -> [Finding] {
        let lines = LayoutReferenceScanner.codeLines(text, blankingStrings: true)
        var findings: [Finding] = []
        for (index, line) in lines.enumerated() {
            guard let opener = openers.compactMap({ line.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) else { continue }
            let statement = expectation(from: String(line[opener.lowerBound...]), following: lines[(index + 1)...])
            let words = identifiers(in: statement)
            guard let clock = words.first(where: isTiming), orders(statement) else { continue }
            findings.append(Finding(file: file, line: index + 1,
                                    problem: "an expectation bounds a time (`\(clock)`): prove it by counting work or measuring memory"))
        }
        return findings
    }

    /// The expectation's text up to its closing parenthesis (at most 20 lines on).
    static func expectation(from start: String, following lines: ArraySlice<String>) -> String {
        var text = ""
        var depth = 0
        var opened = false
        for line in [start] + lines.prefix(20) {
            for character in line {
                text.append(character)
                if character == "(" { depth += 1; opened = true }
                if character == ")" { depth -= 1 }
                if opened && depth == 0 { return text }
            }
            text.append(" ")
        }
        return text
    }

    static func isTiming(_ word: String) -> Bool {
        let lower = word.lowercased()
        return timingNames.contains(word) || timingParts.contains { lower.contains($0) }
    }

    /// Whether the code compares with an ordering operator (`->` and generic brackets aside).
    static func orders(_ code: String) -> Bool {
        code.split(separator: " ").contains { orderings.contains(String($0)) }
    }

    static func identifiers(in code: String) -> [String] {
        code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init).filter { $0.first?.isNumber == false }
    }
}

/// Checks that apply to any JSON document, in one pass: duplicate keys and numbers out of range.
enum DocumentChecks {
    static func run(_ root: JSONNode, into reporter: inout LintReporter) {
        visit(root, path: "", into: &reporter)
    }

    /// Recursion is bounded by `JSONParser.maximumDepth`.
    private static func visit(_ node: JSONNode, path: String, into reporter: inout LintReporter) {
        switch node.value {
        case .object(let members):
            var firstSeen: [String: SourceLocation] = [:]
            firstSeen.reserveCapacity(members.count)
            for member in members {
                let childPath = path.isEmpty ? member.key : path + "." + member.key
                if let first = firstSeen[member.key] {
                    reporter.report(.duplicateKey, at: member.keyLocation,
                                    "duplicate key \"\(quoted(member.key))\" (first at \(first.description)); this program keeps the last, other JSON readers may keep the first")
                } else {
                    firstSeen[member.key] = member.keyLocation
                }
                visit(member.value, path: childPath, into: &reporter)
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                visit(element, path: "\(path)[\(index)]", into: &reporter)
            }
        case .number(let number):
            if !number.value.isFinite {
                reporter.report(.numberRange, at: node.location,
                                "\(path.isEmpty ? "value" : path): \(number.literal.prefix(40)) is out of range for a number")
            }
        case .string(let text):
            checkText(text, at: node.location, path: path, into: &reporter)
        case .null, .bool:
            break
        }
    }

    /// `control-character`: text that would rewrite a terminal or reorder what it shows.
    private static func checkText(_ text: String, at location: SourceLocation, path: String, into reporter: inout LintReporter) {
        guard let scalar = text.unicodeScalars.first(where: { TerminalSafeText.isUnsafe($0) && $0 != "\n" && $0 != "\t" }) else { return }
        let code = String(scalar.value, radix: 16, uppercase: true)
        let name = scalar.value == 0x1B ? "ESC" : scalar.value == 0x07 ? "BEL" : "U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code
        reporter.report(.controlCharacter, at: location,
                        "\(path.isEmpty ? "value" : path): the text contains the control character \(name); terminals and logs may act on it")
    }

    /// A key or value for a message, shortened so a 10,000-character key cannot flood the output.
    static func quoted(_ text: String, limit: Int = 60) -> String {
        guard text.count > limit else { return text }
        return String(text.prefix(limit)) + "…"
    }
}

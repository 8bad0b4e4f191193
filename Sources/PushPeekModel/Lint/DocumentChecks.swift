import PushPeekJSON

/// Checks that apply to any JSON document, in one pass: duplicate keys and numbers out of range.
///
/// The path of the value being visited is kept as a trail of components and written out only for
/// a diagnostic (each key shortened), so a long key over a large array costs nothing per element.
package enum DocumentChecks {
    /// One step of the path to a value: a key, or an index into an array.
    package enum PathComponent {
        case key(String)
        case index(Int)
    }

    package static func run(_ root: JSONNode, into reporter: inout LintReporter) {
        var trail: [PathComponent] = []
        var visited = 0
        visit(root, trail: &trail, visited: &visited, into: &reporter)
        WorkCounter.add(visited)
    }

    /// `aps.alert.loc-args[2]`, each key as `quoted` shortens it; "value" for the root.
    package static func path(_ trail: [PathComponent]) -> String {
        var path = ""
        for component in trail {
            switch component {
            case .key(let key): path += (path.isEmpty ? "" : ".") + quoted(key)
            case .index(let index): path += "[\(index)]"
            }
        }
        WorkCounter.add(path.utf8.count)
        return path.isEmpty ? "value" : path
    }

    /// Recursion is bounded by `JSONParser.maximumDepth`. `visited` counts the nodes (one
    /// `WorkCounter` unit each, added once by `run`).
    private static func visit(_ node: JSONNode, trail: inout [PathComponent], visited: inout Int, into reporter: inout LintReporter) {
        visited += 1
        switch node.value {
        case .object(let members):
            // A small object is searched in place; a large one through a dictionary of its keys.
            let scans = members.count <= JSONKeyPathIndex.scannedMembers
            var firstSeen: [String: SourceLocation] = [:]
            if !scans { firstSeen.reserveCapacity(members.count) }
            for (index, member) in members.enumerated() {
                let first: SourceLocation?
                if scans {
                    first = members[..<index].first { $0.key == member.key }?.keyLocation
                } else {
                    first = firstSeen[member.key]
                    if first == nil { firstSeen[member.key] = member.keyLocation }
                }
                if let first {
                    reporter.report(.duplicateKey, at: member.keyLocation,
                                    "duplicate key \"\(quoted(member.key))\" (first at \(first.description)); this program keeps the last, other JSON readers may keep the first")
                }
                trail.append(.key(member.key))
                visit(member.value, trail: &trail, visited: &visited, into: &reporter)
                trail.removeLast()
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                trail.append(.index(index))
                visit(element, trail: &trail, visited: &visited, into: &reporter)
                trail.removeLast()
            }
        case .number(let number):
            if !number.value.isFinite {
                reporter.report(.numberRange, at: node.location, "\(path(trail)): \(number.literal.prefix(40)) is out of range for a number")
            }
        case .string(let text):
            checkText(text, at: node.location, trail: trail, into: &reporter)
        case .null, .bool:
            break
        }
    }

    /// `control-character`: text that would rewrite a terminal or reorder what it shows.
    private static func checkText(_ text: String, at location: SourceLocation, trail: [PathComponent], into reporter: inout LintReporter) {
        var bytes = text
        guard TerminalSafeText.mayContainUnsafe(text),
              bytes.withUTF8({ TerminalSafeText.containsUnsafe(utf8: $0, keepingNewlines: true, keepingTabs: true) }),
              let scalar = text.unicodeScalars.first(where: { TerminalSafeText.isUnsafe($0) && $0 != "\n" && $0 != "\t" }) else { return }
        let code = String(scalar.value, radix: 16, uppercase: true)
        let name = scalar.value == 0x1B ? "ESC" : scalar.value == 0x07 ? "BEL" : "U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code
        reporter.report(.controlCharacter, at: location,
                        "\(path(trail)): the text contains the control character \(name); terminals and logs may act on it")
    }

    /// A key or value for a message, shortened so a 10,000-character key cannot flood the output
    /// (looking at no more than `limit` characters of it).
    package static func quoted(_ text: String, limit: Int = 60) -> String {
        guard let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex), end < text.endIndex else { return text }
        return String(text[..<end]) + "…"
    }
}

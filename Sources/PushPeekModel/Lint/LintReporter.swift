import PushPeekJSON

/// Collects the diagnostics of one file and reads values of an expected type, reporting a
/// `wrong-type` diagnostic (at the value) instead of stopping, so every bad value is reported.
public struct LintReporter: Sendable {
    public let file: String
    public private(set) var diagnostics: [Diagnostic] = []

    public init(file: String) {
        self.file = file
    }

    public mutating func report(_ rule: LintRule, at location: SourceLocation, _ message: String, severity: Severity? = nil) {
        WorkCounter.add(1)
        diagnostics.append(Diagnostic(file: file, location: location, severity: severity ?? rule.severity, rule: rule, message: message))
    }

    public mutating func append(_ more: [Diagnostic]) {
        diagnostics += more
    }

    /// Adds a decoder's issues. A finding of lint's own at the same place under the same rule (a
    /// number out of range, a wrong type) gives way to the decoder's, which is what `render` says.
    package mutating func adopt(_ issues: [DecodingIssue], fallback: SourceLocation) {
        let decoded = issues.map { $0.diagnostic(file: file, fallback: fallback) }
        let places = Set(decoded.map { "\($0.location.offset) \($0.rule.rawValue)" })
        diagnostics.removeAll { places.contains("\($0.location.offset) \($0.rule.rawValue)") }
        diagnostics += decoded
    }

    /// Whether any diagnostic so far is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    // MARK: Typed reads

    package mutating func wrongType(_ node: JSONNode, path: String, expected: String, severity: Severity? = nil) {
        report(.wrongType, at: node.location, "\(path): expected \(expected), found \(describe(node))", severity: severity)
    }

    /// A value's kind for messages; out-of-range numbers are reported by `number-range` instead.
    package func describe(_ node: JSONNode) -> String {
        if case .number(let number) = node.value, number.value.isFinite, !number.isInteger {
            return "the number \(number.literal.prefix(24))"
        }
        return node.value.kindDescription
    }

    package static func isOutOfRange(_ node: JSONNode) -> Bool {
        if case .number(let number) = node.value { return !number.value.isFinite }
        return false
    }

    package mutating func string(_ node: JSONNode, path: String) -> String? {
        if let text = node.string { return text }
        wrongType(node, path: path, expected: "a string")
        return nil
    }

    package mutating func number(_ node: JSONNode, path: String) -> Double? {
        guard case .number(let number) = node.value else {
            wrongType(node, path: path, expected: "a number")
            return nil
        }
        return number.value.isFinite ? number.value : nil
    }

    /// A whole number (`3`, not `3.5` or `"3"`), at least `minimum`.
    package mutating func wholeNumber(_ node: JSONNode, path: String, minimum: Int? = nil) -> Int? {
        let expected = minimum.map { "a whole number ≥ \($0)" } ?? "a whole number"
        guard case .number(let number) = node.value else {
            wrongType(node, path: path, expected: expected)
            return nil
        }
        guard number.value.isFinite else { return nil }
        guard number.value.rounded() == number.value, abs(number.value) < 1e15 else {
            wrongType(node, path: path, expected: expected)
            return nil
        }
        let value = Int(number.value)
        if let minimum, value < minimum {
            report(.wrongType, at: node.location, "\(path): expected \(expected), found \(number.literal.prefix(24))")
            return nil
        }
        return value
    }

    package mutating func object(_ node: JSONNode, path: String) -> [JSONMember]? {
        if let members = node.members { return members }
        wrongType(node, path: path, expected: "an object")
        return nil
    }

    package mutating func array(_ node: JSONNode, path: String) -> [JSONNode]? {
        if let elements = node.elements { return elements }
        wrongType(node, path: path, expected: "an array")
        return nil
    }

    /// An array of strings; numbers inside are accepted with a warning (iOS formats them, APNs
    /// documents strings).
    package mutating func strings(_ node: JSONNode, path: String) -> [String]? {
        guard let elements = node.elements else {
            wrongType(node, path: path, expected: "an array of strings")
            return nil
        }
        var result: [String] = []
        for (index, element) in elements.enumerated() {
            switch element.value {
            case .string(let text):
                result.append(text)
            case .number(let number):
                wrongType(element, path: "\(path)[\(index)]", expected: "a string", severity: .warning)
                result.append(number.literal)
            default:
                wrongType(element, path: "\(path)[\(index)]", expected: "a string")
            }
        }
        return result
    }
}

import PushPeekJSON

/// Collects the diagnostics of one file, every one where it points (the types of values are the
/// decoders' to report, as `DecodingIssue`s).
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

    /// Whether any diagnostic so far is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

import PushPeekJSON

/// One problem a decoder met: the error `render` stops at, an error or a warning about a value it
/// reads or ignores all the same, with
/// the lint rule that reports it. Lint's diagnostics about what a file *is* are these; its other
/// rules are checks on the decoded value.
public struct DecodingIssue: Sendable, Equatable {
    public var error: InputError
    public var rule: LintRule
    public var severity: Severity
    /// Whether a strict decode (`render`) stops at it: every error but those about a value it can
    /// still show (a negative badge, a relevance score above 1, an unknown aps key).
    public var refuses: Bool

    public init(_ error: InputError, rule: LintRule, severity: Severity, refuses: Bool? = nil) {
        self.error = error
        self.rule = rule
        self.severity = severity
        self.refuses = refuses ?? (severity == .error)
    }

    /// The lint diagnostic for `file`: at the error's position, `path: message`; an error from
    /// another file (an Info.plist) names that file first.
    public func diagnostic(file: String, fallback: SourceLocation = .start) -> Diagnostic {
        let origin = error.file.map { $0 == file ? "" : TerminalSafeText.sanitize($0) + ": " } ?? ""
        let path = error.path.map { $0.isEmpty ? "" : $0 + ": " } ?? ""
        return Diagnostic(file: file, location: error.location ?? fallback, severity: severity, rule: rule,
                          message: origin + path + error.message)
    }
}

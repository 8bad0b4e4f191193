import PushPeekJSON

/// One problem a decoder met: the error `render` stops at, or (a warning) a value it ignores, with
/// the lint rule that reports it. Lint's diagnostics about what a file *is* are these; its other
/// rules are checks on the decoded value.
public struct DecodingIssue: Sendable, Equatable {
    public var error: InputError
    public var rule: LintRule
    public var severity: Severity

    public init(_ error: InputError, rule: LintRule, severity: Severity) {
        self.error = error
        self.rule = rule
        self.severity = severity
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

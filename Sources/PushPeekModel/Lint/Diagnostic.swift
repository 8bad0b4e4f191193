import PushPeekJSON

/// One lint finding: the file, the line and column of the offending key or value, how serious it
/// is, the rule that found it and what is wrong.
///
/// Invariant: `textLine` and `json` never contain a control character or bidi override from the
/// input; file names and quoted values are sanitised (text) or escaped (JSON).
public struct Diagnostic: Sendable, Equatable {
    public var file: String
    public var location: SourceLocation
    public var severity: Severity
    public var rule: LintRule
    public var message: String

    public init(file: String, location: SourceLocation, severity: Severity, rule: LintRule, message: String) {
        self.file = file
        self.location = location
        self.severity = severity
        self.rule = rule
        self.message = message
    }

    /// `FILE:LINE:COL: severity: message [rule-id]`, safe to print to a terminal.
    public var textLine: String {
        "\(TerminalSafeText.sanitize(file)):\(location.line):\(location.column): \(severity.rawValue): "
            + "\(TerminalSafeText.sanitize(message)) [\(rule.rawValue)]"
    }

    /// `{file, line, column, severity, rule, message}`.
    public var json: OutputJSON {
        .object([
            ("file", .string(file)),
            ("line", .int(location.line)),
            ("column", .int(location.column)),
            ("severity", .string(severity.rawValue)),
            ("rule", .string(rule.rawValue)),
            ("message", .string(message)),
        ])
    }
}

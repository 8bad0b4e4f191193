import PushPeekJSON
import PushPeekModel

/// What lint said of one payload, with what the lines and the log write of it worked out once:
/// a backend sends the same payload again and again, and `serve` lints it once.
final class ServeLint: Sendable {
    let diagnostics: [Diagnostic]
    let hasErrors: Bool
    /// The diagnostics as the log writes them (`lint --format json`'s objects in an array).
    let json: [UInt8]
    /// ` (N errors, M other; first message)` for the terminal line, nil without diagnostics.
    let summary: [UInt8]?

    static let none = ServeLint([])

    init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
        let errors = diagnostics.filter { $0.severity == .error }
        hasErrors = !errors.isEmpty
        json = Array(OutputJSON.array(diagnostics.map(\.json)).serialized().utf8)
        if let first = errors.first ?? diagnostics.first {
            let text = " (\(errors.count) error\(errors.count == 1 ? "" : "s"), \(diagnostics.count - errors.count) other; \(TerminalSafeText.sanitize(first.message)))"
            summary = Array(text.utf8)
        } else {
            summary = nil
        }
    }
}

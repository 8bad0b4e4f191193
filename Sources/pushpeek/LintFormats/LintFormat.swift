/// The output formats of `pushpeek lint --format`: text lines and a JSON array for people and
/// scripts, and the formats CI systems read (SARIF 2.1.0, GitHub workflow commands, JUnit XML, Checkstyle XML).
enum LintFormat: String, CaseIterable, Sendable {
    case text, json, sarif, github, junit, checkstyle

    /// Whether the `N errors, N warnings … in N files` summary goes to stderr.
    var printsSummary: Bool { self == .text || self == .github }
}

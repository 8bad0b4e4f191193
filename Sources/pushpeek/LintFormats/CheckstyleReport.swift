import PushPeekJSON
import PushPeekModel

/// Lint results as Checkstyle XML (the `checkstyle` root of Checkstyle's XML logger, which Jenkins'
/// warnings plugin, reviewdog, GitLab and many editors read): a `<file>` per file linted, an
/// `<error>` per finding with its line, column, severity (`error`, `warning`, `info`), message and
/// `source` (`pushpeek.RULE`), an empty `<file>` for a clean one, and a file that could not be read as one error from
/// `pushpeek.unreadable`. Written as it goes: nothing is kept.
enum CheckstyleReport {
    static let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"8.0\">\n"
    static let footer = "</checkstyle>\n"

    /// The `<file>` element of `file`; an empty one for a clean file, as Checkstyle lists every
    /// file it audited.
    static func file(_ file: String, _ diagnostics: [Diagnostic]) -> String {
        guard !diagnostics.isEmpty else { return "  <file name=\(XMLText.attribute(file))/>\n" }
        var element = "  <file name=\(XMLText.attribute(file))>\n"
        for diagnostic in diagnostics {
            element += "    <error line=\"\(diagnostic.location.line)\" column=\"\(diagnostic.location.column)\" "
                + "severity=\"\(severity(diagnostic.severity))\" message=\(XMLText.attribute(diagnostic.message)) "
                + "source=\(XMLText.attribute("pushpeek." + diagnostic.rule.rawValue))/>\n"
        }
        return element + "  </file>\n"
    }

    /// A file that could not be linted.
    static func unreadable(_ error: InputError) -> String {
        "  <file name=\(XMLText.attribute(error.file ?? "input"))>\n"
            + "    <error line=\"\(error.location?.line ?? 1)\" severity=\"error\" message=\(XMLText.attribute(error.description)) "
            + "source=\"pushpeek.unreadable\"/>\n  </file>\n"
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "info"
        }
    }
}

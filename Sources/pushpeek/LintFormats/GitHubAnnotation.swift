import PushPeekModel
import PushPeekJSON

/// A diagnostic as a GitHub Actions workflow command, which the run shows as an annotation on the
/// file and line: `::error file=F,line=L,col=C,title=RULE::MESSAGE` (`warning`, `notice` for notes).
///
/// Invariant: the line is one line of printable text — what the commands' grammar would read as a
/// separator (`%`, CR, LF in the message; also `:` and `,` in a property) is percent-escaped, and
/// anything else unsafe for a terminal is made visible (`TerminalSafeText`).
enum GitHubAnnotation {
    static func line(_ diagnostic: Diagnostic) -> String {
        let command: String
        switch diagnostic.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        let properties = [
            "file=" + escapeProperty(diagnostic.file),
            "line=\(diagnostic.location.line)",
            "col=\(diagnostic.location.column)",
            "title=" + escapeProperty(diagnostic.rule.rawValue),
        ].joined(separator: ",")
        return "::\(command) \(properties)::\(escapeData(diagnostic.message))"
    }

    /// A command's message: `%`, CR and LF escaped.
    static func escapeData(_ text: String) -> String {
        escape(text, also: [:])
    }

    /// A property value: as the message, and `:` and `,` too.
    static func escapeProperty(_ text: String) -> String {
        escape(text, also: [":": "%3A", ",": "%2C"])
    }

    private static func escape(_ text: String, also extra: [Character: String]) -> String {
        var result = ""
        for character in text {
            switch character {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case "\r\n": result += "%0D%0A"
            default: result += extra[character] ?? String(character)
            }
        }
        return TerminalSafeText.sanitize(result)
    }
}

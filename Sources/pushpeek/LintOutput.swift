import PushPeekJSON
import PushPeekModel

/// Prints lint results as they come, buffered: text lines (`FILE:LINE:COL: severity: message [rule]`)
/// or one JSON array; a summary on stderr in text mode; unreadable files on stderr.
struct LintOutput {
    let json: Bool
    private var buffer = ""
    private var count = 0
    private(set) var errors = 0
    private(set) var warnings = 0
    var files = 0
    var skipped = 0

    init(json: Bool) {
        self.json = json
        if json { buffer = "[" }
    }

    mutating func add(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            if json {
                buffer += (count == 0 ? "\n  " : ",\n  ") + diagnostic.json.serialized()
            } else {
                buffer += diagnostic.textLine + "\n"
            }
            count += 1
        }
        errors += diagnostics.count { $0.severity == .error }
        warnings += diagnostics.count { $0.severity == .warning }
        if buffer.utf8.count > 1 << 16 { flush() }
    }

    /// A file that could not be linted at all.
    mutating func fail(_ error: InputError) {
        flush()
        Output.err("pushpeek: error: \(error.description)\n")
    }

    mutating func flush() {
        Output.out(buffer)
        buffer = ""
    }

    mutating func finish() {
        buffer += json ? (count == 0 ? "]\n" : "\n]\n") : ""
        flush()
        guard !json else { return }
        let notes = count - errors - warnings
        let skippedText = skipped > 0 ? " (\(skipped) app description\(skipped == 1 ? "" : "s") skipped)" : ""
        Output.err("pushpeek lint: \(plural(errors, "error")), \(plural(warnings, "warning")), \(plural(notes, "note")) in \(plural(files, "file"))\(skippedText)\n")
    }

    /// Whether the run fails: any error, or with `strict` any warning.
    func fails(strict: Bool) -> Bool {
        errors > 0 || (strict && warnings > 0)
    }

    private func plural(_ number: Int, _ word: String) -> String {
        "\(number) \(word)\(number == 1 ? "" : "s")"
    }
}

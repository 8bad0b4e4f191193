import PushPeekJSON
import PushPeekModel
import PushPeekLint

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
    /// Files in directory arguments that were not read (each noted on stderr).
    private(set) var skippedFiles = 0

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

    /// A file in a directory argument that is not read (`LintInputs.Skipped`), on stderr.
    mutating func note(skipped file: LintInputs.Skipped) {
        flush()
        skippedFiles += 1
        Output.err("pushpeek: note: \(file.description)\n")
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
        var skippedParts: [String] = []
        if skipped > 0 { skippedParts.append("\(skipped) app description\(skipped == 1 ? "" : "s")") }
        if skippedFiles > 0 { skippedParts.append(plural(skippedFiles, "unreadable file")) }
        let skippedText = skippedParts.isEmpty ? "" : " (\(skippedParts.joined(separator: ", ")) skipped)"
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

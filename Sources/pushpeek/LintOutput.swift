import PushPeekJSON
import PushPeekModel
import PushPeekSession

/// Prints lint results as they come, buffered, in the chosen `LintFormat`: text lines
/// (`FILE:LINE:COL: severity: message [rule]`), one JSON array, a SARIF log, GitHub workflow
/// commands, a JUnit report or Checkstyle XML; a summary on stderr for text and github; unreadable files on stderr.
struct LintOutput {
    let format: LintFormat
    private var buffer = ""
    private var count = 0
    private(set) var errors = 0
    private(set) var warnings = 0
    var files = 0
    var skipped = 0
    /// Files in directory arguments that were not read (each noted on stderr).
    private(set) var skippedFiles = 0
    private var junit: JUnitReport
    private var failures: [InputError] = []

    init(format: LintFormat, strict: Bool = false) {
        self.format = format
        junit = JUnitReport(strict: strict)
        switch format {
        case .json: buffer = "["
        case .sarif: buffer = SARIFLog.header
        case .checkstyle: buffer = CheckstyleReport.header
        case .text, .github, .junit: break
        }
    }

    /// The findings in `file` (which may be none: a clean file is a passing JUnit case).
    mutating func add(file: String, _ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            switch format {
            case .text: buffer += diagnostic.textLine + "\n"
            case .json: buffer += (count == 0 ? "\n  " : ",\n  ") + diagnostic.json.serialized()
            case .sarif: buffer += (count == 0 ? "\n" : ",\n") + SARIFLog.result(diagnostic).serialized()
            case .github: buffer += GitHubAnnotation.line(diagnostic) + "\n"
            case .junit, .checkstyle: break
            }
            count += 1
        }
        if format == .junit { junit.add(file: file, diagnostics) }
        if format == .checkstyle { buffer += CheckstyleReport.file(file, diagnostics) }
        errors += diagnostics.count { $0.severity == .error }
        warnings += diagnostics.count { $0.severity == .warning }
        if buffer.utf8.count > 1 << 16 { flush() }
    }

    /// A file in a directory argument that is not read (`PayloadFiles.Skipped`), on stderr.
    mutating func note(skipped file: PayloadFiles.Skipped) {
        flush()
        skippedFiles += 1
        Output.err("pushpeek: note: \(file.description)\n")
    }

    /// A file that could not be linted at all.
    mutating func fail(_ error: InputError) {
        flush()
        Output.err("pushpeek: error: \(error.description)\n")
        failures.append(error)
        if format == .junit { junit.add(unreadable: error) }
        if format == .checkstyle { buffer += CheckstyleReport.unreadable(error) }
    }

    mutating func flush() {
        Output.out(buffer)
        buffer = ""
    }

    mutating func finish() {
        switch format {
        case .json: buffer += count == 0 ? "]\n" : "\n]\n"
        case .sarif: buffer += SARIFLog.footer(failures: failures)
        case .junit: buffer += junit.document
        case .checkstyle: buffer += CheckstyleReport.footer
        case .text, .github: break
        }
        flush()
        guard format.printsSummary else { return }
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

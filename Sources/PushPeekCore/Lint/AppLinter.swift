/// Lints an app description (`--app FILE`) and builds the `LintApp` the payload checks use.
///
/// What the file *is* belongs to `AppDescriptionDecoder` alone: lint decodes it collecting every
/// problem (so each gets its own diagnostic, and the first error is exactly what `render` stops
/// at), then checks the decoded value across the file (categories against extensions, ratios,
/// action lists, controls, attachment files).
public struct AppLinter {
    var reporter: LintReporter
    let options: LintOptions

    init(file: String, options: LintOptions) {
        self.reporter = LintReporter(file: file)
        self.options = options
    }

    /// Lints an app description's bytes. Throws (exit 65) only when it is not a JSON object at all.
    public static func lint(_ bytes: [UInt8], file: String, options: LintOptions = LintOptions(),
                            readFile: @escaping AppDescriptionDecoder.FileReader = { path throws(InputError) in try InputFile.read(path) })
        throws(InputError) -> (app: LintApp, diagnostics: [Diagnostic]) {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw InputError(file: file, location: error.location, message: error.message)
        }
        guard root.members != nil else {
            throw InputError(file: file, location: root.location,
                             message: "an app description is a JSON object, found \(root.value.kindDescription)")
        }
        var linter = AppLinter(file: file, options: options)
        DocumentChecks.run(root, into: &linter.reporter)
        let (app, issues) = AppDescriptionDecoder.decodeAll(root, file: file, readFile: readFile)
        linter.add(issues, root: root)
        linter.check(app)
        return (LintApp(app, file: file), Linter.sorted(linter.reporter.diagnostics))
    }

    /// The decoder's issues; a document check at the same place under the same rule (a number out of
    /// range) is replaced by the decoder's, which is what `render` says.
    mutating func add(_ issues: [DecodingIssue], root: JSONNode) {
        let diagnostics = issues.map { $0.diagnostic(file: reporter.file, fallback: root.location) }
        let decoded = Set(diagnostics.map { "\($0.location.offset) \($0.rule.rawValue)" })
        reporter.removeAll { decoded.contains("\($0.location.offset) \($0.rule.rawValue)") }
        reporter.append(diagnostics)
    }
}

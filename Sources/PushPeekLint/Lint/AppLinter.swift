import PushPeekJSON
import PushPeekModel
import PushPeekMaps
import PushPeekApp

/// Lints an app description (`--app FILE`) and builds the `LintApp` the payload checks use.
///
/// What the file *is* belongs to `AppDescriptionDecoder` alone: lint decodes it collecting every
/// problem (so each gets its own diagnostic, and the first error is exactly what `render` stops
/// at), then checks the decoded value across the file (categories against extensions, ratios,
/// action lists, controls, attachment files).
public struct AppLinter {
    package var reporter: LintReporter
    package let options: LintOptions

    package init(file: String, options: LintOptions) {
        self.reporter = LintReporter(file: file)
        self.options = options
    }

    /// Lints an app description's bytes. Throws (exit 65) only when it is not a JSON object at all.
    /// With `mapSupport`, the archives `mapData` names are opened as a map would open them.
    public static func lint(_ bytes: [UInt8], file: String, options: LintOptions = LintOptions(),
                            readFile: AppDescriptionDecoder.FileReader? = nil, mapSupport: (any MapArchiveSupport)? = nil)
        throws(InputError) -> (app: LintApp, diagnostics: [Diagnostic]) {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw InputError(file: file, location: error.location, message: error.message)
        }
        let (app, issues) = AppDescriptionDecoder.decodeAll(root, file: file, readFile: readFile ?? InputFile.reader(inFolderOf: file))
        if root.members == nil, let notAnObject = issues.first {
            throw notAnObject.error.inFile(file)
        }
        var linter = AppLinter(file: file, options: options)
        DocumentChecks.run(root, into: &linter.reporter)
        linter.reporter.append(issues.map { $0.diagnostic(file: file, fallback: root.location) })
        linter.check(app)
        for reference in app.mapArchives {
            do throws(MapArchiveError) {
                try MapArchiveLoader.check(path: reference.file, inside: InputFile.confiningFolder(of: file), support: mapSupport)
            } catch {
                linter.reporter.report(.appInvalid, at: reference.location,
                                       reference.path + ": " + TerminalSafeText.sanitize(error.description))
            }
        }
        return (LintApp(app, file: file), Linter.sorted(linter.reporter.diagnostics))
    }
}

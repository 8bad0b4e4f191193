import PushPeekJSON
import PushPeekModel
import PushPeekLint
import PushPeekSession
import PushPeekMapArchives
import PushPeekImport

/// `pushpeek lint FILE... [--app FILE] [--strings FILE] [--format text|json|sarif|github|junit|checkstyle] [--strict]
/// [--push-type TYPE] [--max-actions N] [--ios VERSION]`: checks payloads (files or directories of `*.json` /
/// `*.apns`) and the app description, all in one process.
///
/// Exit: 0 clean, 1 errors (with `--strict`, warnings too), 64 usage, 65 an app or strings file that
/// cannot be read as one, 66 a file that is missing or not a regular file, 74 a failed write to standard
/// output (`Output.finalStatus`).
enum LintCommand {
    static func run(_ arguments: Arguments) -> Int32 {
        let format: LintFormat
        var options = LintOptions()
        var app: LintApp?
        var appDiagnostics: [Diagnostic] = []
        do throws(InputError) {
            format = try arguments.choice("--format", LintFormat.allCases, default: .text)
            options.pushType = try arguments.choice("--push-type", PushType.all, default: "alert")
            options.maximumActions = try arguments.integer("--max-actions", in: 0...100) ?? options.maximumActions
            options.presentationEra = try arguments.presentationEra()
            if arguments.positionals.isEmpty && arguments.value("--app") == nil {
                throw InputError(.usage, message: "lint needs a payload file or directory (or --app FILE to check an app description alone)")
            }
            if let stringsPath = arguments.value("--strings") {
                options.strings = try LocalizedStrings.parse(try InputFile.read(stringsPath), file: stringsPath)
                options.stringsFile = stringsPath
            }
            if let appPath = arguments.value("--app") {
                let source = try AppSource.load(appPath)
                (app, appDiagnostics) = try AppLinter.lint(source.bytes, file: appPath, options: options, mapSupport: MapArchiveReader())
                appDiagnostics += source.warnings.map(Self.diagnostic)
            }
        } catch {
            return Output.fail(error)
        }

        var output = LintOutput(format: format, strict: arguments.has("--strict"))
        if let appPath = arguments.value("--app") { output.add(file: appPath, appDiagnostics) }
        let excluded = Set([arguments.value("--app"), arguments.value("--strings")].compactMap { $0 })
        let (entries, listErrors, skippedFiles) = PayloadFiles.expandReportingSkipped(arguments.positionals, excluding: excluded)
        var unreadable = listErrors.count
        for error in listErrors { output.fail(error) }
        for file in skippedFiles { output.note(skipped: file) }
        let linter = Linter(options: options, app: app)
        let sequence = ActivityLintSequence()
        let files = ListedFileReader()
        for entry in entries {
            do throws(InputError) {
                guard let diagnostics = try linter.lint(file: entry.path, nameStart: entry.nameStart, files: files,
                                                        skippingAppDescriptions: entry.fromDirectory, sequence: sequence) else {
                    output.skipped += 1
                    continue
                }
                output.files += 1
                output.add(file: entry.path, diagnostics)
            } catch {
                unreadable += 1
                output.fail(error)
            }
        }
        output.finish()
        if unreadable > 0 { return 66 }
        return output.fails(strict: arguments.has("--strict")) ? 1 : 0
    }

    /// A mistake the import found in a project (`--app PROJECT`), at its file and line.
    static func diagnostic(_ warning: ImportNote) -> Diagnostic {
        Diagnostic(file: warning.origin?.file ?? "", location: SourceLocation(line: warning.origin?.line ?? 1, column: 1, offset: 0),
                   severity: .warning, rule: .missingAsset, message: warning.message)
    }
}

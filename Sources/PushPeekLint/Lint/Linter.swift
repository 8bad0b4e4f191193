#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekJSON
import PushPeekModel

/// Runs lint over many files in one process: the app description and strings once, then each
/// payload file read once (refused by size before reading), diagnostics in input order.
public struct Linter: Sendable {
    public let options: LintOptions
    public let app: LintApp?

    public init(options: LintOptions, app: LintApp? = nil) {
        self.options = options
        self.app = app
    }

    /// Lints one payload file. Throws only when the file cannot be read at all (missing, a FIFO,
    /// a directory, no permission: exit 66); a file too large to read is a `payload-size` error.
    /// Returns nil for an app description met while recursing a directory (`skippingAppDescriptions`).
    /// ActivityKit pushes linted together share `sequence` (timestamps must not go back).
    public func lint(file path: String, skippingAppDescriptions: Bool = false,
                     sequence: ActivityLintSequence? = nil) throws(InputError) -> [Diagnostic]? {
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) > InputFile.defaultLimit {
            return PayloadLinter.oversizedFile(path, byteCount: Int(info.st_size), options: options)
        }
        let bytes = try InputFile.read(path)
        return PayloadLinter.lint(bytes, file: path, options: options, app: app, skippingAppDescriptions: skippingAppDescriptions,
                                  sequence: sequence)
    }

    /// `lint(file:)` for a file a folder's listing found, read by `files` relative to its folder
    /// (`nameStart`: where its name starts in `path`; nil reads it as `lint(file:)` does). A file
    /// over the size limit is linted as `lint(file:)` lints it: a `payload-size` error.
    public func lint(file path: String, nameStart: Int?, files: ListedFileReader, skippingAppDescriptions: Bool = false,
                     sequence: ActivityLintSequence? = nil) throws(InputError) -> [Diagnostic]? {
        guard nameStart != nil else { return try lint(file: path, skippingAppDescriptions: skippingAppDescriptions, sequence: sequence) }
        let bytes: [UInt8]
        do {
            bytes = try files.read(path, nameStart: nameStart)
        } catch where error.kind == .badInput {
            return try lint(file: path, skippingAppDescriptions: skippingAppDescriptions, sequence: sequence)
        }
        return PayloadLinter.lint(bytes, file: path, options: options, app: app, skippingAppDescriptions: skippingAppDescriptions,
                                  sequence: sequence)
    }

    /// Diagnostics in source order (stable for equal positions).
    package static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { left, right in
            if left.element.location.offset != right.element.location.offset {
                return left.element.location.offset < right.element.location.offset
            }
            return left.offset < right.offset
        }.map(\.element)
    }

    /// Whether these diagnostics fail the run: any error, or with `strict` any warning.
    public static func fails(_ diagnostics: [Diagnostic], strict: Bool) -> Bool {
        diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
    }
}

import PushPeekJSON
import PushPeekModel
import PushPeekApp

/// Lints one APNs payload (`.json` or `.apns`): the bytes, the JSON, the `aps` structure, the
/// semantics of the keys together, and — with an app description — the category, the content
/// extension and the keys its view reads.
///
/// Never throws and never stops at the first problem: every wrong value gets its own diagnostic at
/// the line and column of the offending key or value.
public struct PayloadLinter {
    package var reporter: LintReporter
    package let options: LintOptions
    package let app: LintApp?
    /// The sequence an ActivityKit push belongs to (files in the order given); nil for one alone.
    package let sequence: ActivityLintSequence?

    package init(file: String, options: LintOptions, app: LintApp?, sequence: ActivityLintSequence? = nil) {
        self.reporter = LintReporter(file: file)
        self.options = options
        self.app = app
        self.sequence = sequence
    }

    /// The iOS the payload is checked for, as `render` chooses it: `--ios`, else `app.ios`, else today's.
    package var era: PresentationEra {
        PresentationEra.chosen(option: options.presentationEra, app: app?.presentationEra)
    }

    /// The diagnostics for a payload file's bytes, in source order; nil when `skippingAppDescriptions`
    /// and the file is an app description (`AppDescriptionDecoder.recognises`).
    public static func lint(_ bytes: [UInt8], file: String, options: LintOptions = LintOptions(), app: LintApp? = nil,
                            skippingAppDescriptions: Bool = false, sequence: ActivityLintSequence? = nil) -> [Diagnostic]? {
        var linter = PayloadLinter(file: file, options: options, app: app, sequence: sequence)
        guard linter.run(bytes, skippingAppDescriptions: skippingAppDescriptions) else { return nil }
        return Linter.sorted(linter.reporter.diagnostics)
    }

    /// Returns false when the file was skipped as an app description.
    package mutating func run(_ bytes: [UInt8], skippingAppDescriptions: Bool) -> Bool {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            checkSize(byteCount: bytes.count, compactCount: nil)
            reporter.report(.invalidJSON, at: error.location, error.message)
            return true
        }
        if skippingAppDescriptions, AppDescriptionDecoder.recognises(root) {
            return false
        }
        let isOver = bytes.count > options.payloadLimit
        checkSize(byteCount: bytes.count, compactCount: isOver ? OutputJSON(root).serialized().utf8.count : nil)
        DocumentChecks.run(root, into: &reporter)
        let isActivity = isActivityPush(root)
        let (payload, issues) = PayloadDecoder.decodeCollecting(root, activity: isActivity)
        for issue in issues {
            if issue.rule == .missingAPS, options.pushType == "voip" {
                reporter.report(.missingAPS, at: root.location, "no \"aps\" dictionary; fine for a VoIP push handled by PushKit", severity: .note)
            } else {
                reporter.append([issue.diagnostic(file: reporter.file, fallback: root.location)])
            }
        }
        guard root.members != nil else { return true }
        let facts = PayloadFacts(payload: payload, isRefused: issues.contains(where: \.refuses))
        checkSemantics(facts)
        if isActivity {
            checkActivity(root, sequence: sequence)
        }
        if let app {
            checkAgainstApp(app, facts: facts)
        }
        return true
    }

    /// `payload-size`: APNs answers 413 for a payload over the limit.
    package mutating func checkSize(byteCount: Int, compactCount: Int?) {
        let limit = options.payloadLimit
        guard byteCount > limit else { return }
        let kind = options.pushType == "voip" ? "VoIP " : ""
        var message = "payload is \(byteCount) bytes, \(byteCount - limit) over the \(kind)limit of \(limit) bytes (APNs rejects it with 413)"
        if let compactCount, compactCount <= limit {
            message += "; without whitespace it is \(compactCount) bytes, within the limit: send it compact"
            reporter.report(.payloadSize, at: .start, message, severity: .warning)
            return
        }
        if let compactCount, compactCount < byteCount {
            message += "; compact it is still \(compactCount) bytes"
        }
        reporter.report(.payloadSize, at: .start, message)
    }

    /// A file too large to read at all: reported as a size error without reading it.
    package static func oversizedFile(_ file: String, byteCount: Int, options: LintOptions) -> [Diagnostic] {
        var linter = PayloadLinter(file: file, options: options, app: nil)
        linter.checkSize(byteCount: byteCount, compactCount: nil)
        return linter.reporter.diagnostics.map { diagnostic in
            var copy = diagnostic
            copy.message += " — not read"
            return copy
        }
    }
}

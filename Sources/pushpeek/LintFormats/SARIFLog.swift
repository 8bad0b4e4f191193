import PushPeekJSON
import PushPeekModel

/// Lint results as a SARIF 2.1.0 log (OASIS, "Static Analysis Results Interchange Format"), which
/// GitHub code scanning and other SARIF viewers read: one run whose tool lists every `LintRule`
/// (id, description, help, default level), then one result per diagnostic with its file, line and
/// column. Written in pieces — `header`, each `result`, `footer` — so results stream out as lint
/// finds them.
enum SARIFLog {
    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// Relative file names are relative to this base, which a viewer maps to the repository root.
    static let sourceRoot = "%SRCROOT%"

    /// Everything before the first result: the log, the run, the tool with its rules, `"results": [`.
    static var header: String {
        let log = OutputJSON.object([
            ("$schema", .string(schemaURI)),
            ("version", .string("2.1.0")),
        ]).serialized()
        let driver = OutputJSON.object([
            ("name", .string("pushpeek")),
            ("semanticVersion", .string(HelpCommand.version)),
            ("rules", .array(LintRule.allCases.map(rule))),
        ])
        let tool = OutputJSON.object([("driver", driver)]).serialized()
        return String(log.dropLast()) + ",\"runs\":[{\"tool\":" + tool
            + ",\"columnKind\":\"unicodeCodePoints\",\"results\":["
    }

    /// The results' end, whether the run completed, and what could not be read.
    static func footer(failures: [InputError]) -> String {
        let notifications = failures.map { failure in
            OutputJSON.object([
                ("level", .string("error")),
                ("message", .object([("text", .string(failure.description))])),
            ])
        }
        let invocation = OutputJSON.object([
            ("executionSuccessful", .bool(failures.isEmpty)),
            ("toolExecutionNotifications", .array(notifications)),
        ])
        return "\n],\"invocations\":[" + invocation.serialized() + "]}]}\n"
    }

    /// A rule's descriptor: its id, its name, what it checks, help and default level.
    static func rule(_ rule: LintRule) -> OutputJSON {
        .object([
            ("id", .string(rule.rawValue)),
            ("name", .string(String(describing: rule))),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("help", .object([("text", .string(help(rule)))])),
            ("defaultConfiguration", .object([("level", .string(rule.severity.rawValue))])),
        ])
    }

    /// The help a viewer shows beside a result: what the rule checks and how serious it is.
    static func help(_ rule: LintRule) -> String {
        "\(rule.rawValue): \(rule.summary). Reported as \(rule.severity.rawValue) (error fails `pushpeek lint`, "
            + "warning fails it with --strict, note never does); `pushpeek help lint` lists every rule."
    }

    /// One diagnostic: the rule, the level, the message and where.
    static func result(_ diagnostic: Diagnostic) -> OutputJSON {
        var region: [(String, OutputJSON)] = []
        if diagnostic.location.line >= 1 { region.append(("startLine", .int(diagnostic.location.line))) }
        if diagnostic.location.line >= 1 && diagnostic.location.column >= 1 {
            region.append(("startColumn", .int(diagnostic.location.column)))
        }
        var physical: [(String, OutputJSON)] = [("artifactLocation", artifactLocation(diagnostic.file))]
        if !region.isEmpty { physical.append(("region", .object(region))) }
        return .object([
            ("ruleId", .string(diagnostic.rule.rawValue)),
            ("ruleIndex", .int(LintRule.allCases.firstIndex(of: diagnostic.rule) ?? 0)),
            ("level", .string(diagnostic.severity.rawValue)),
            ("message", .object([("text", .string(diagnostic.message))])),
            ("locations", .array([.object([("physicalLocation", .object(physical))])])),
        ])
    }

    /// A file name as a URI reference: relative names relative to `%SRCROOT%`, absolute ones as
    /// `file://` URIs; every byte outside RFC 3986's unreserved characters and `/` percent-encoded.
    static func artifactLocation(_ file: String) -> OutputJSON {
        var path = Substring(file)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        if path.hasPrefix("/") {
            return .object([("uri", .string("file://" + percentEncoded(path)))])
        }
        return .object([("uri", .string(percentEncoded(path))), ("uriBaseId", .string(sourceRoot))])
    }

    static func percentEncoded(_ text: Substring) -> String {
        var result = ""
        for byte in text.utf8 {
            let scalar = Unicode.Scalar(byte)
            if ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || "-._~/".unicodeScalars.contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return result
    }
}

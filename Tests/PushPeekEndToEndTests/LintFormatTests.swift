import Foundation
import Testing
import PushPeekModel
import PushPeekJSON
@testable import pushpeek

/// `lint --format sarif|github|junit|checkstyle`, each checked by its consumer's rules: SARIF against
/// the official 2.1.0 schema, the workflow commands by their grammar (read back as the runner reads
/// them), JUnit by xmllint, Checkstyle by xmllint against its grammar — on the shipped examples and
/// on the folder of wrong payloads.
@Suite("lint output formats for CI")
struct LintFormatTests {
    static let sarifSchema = ExternalTool.root.appendingPathComponent("Tests/PushPeekEndToEndTests/Integrations/sarif-schema-2.1.0.json")
    static let checkstyleSchema = "Tests/PushPeekEndToEndTests/Integrations/checkstyle.xsd"
    static let folders = ["Examples", "Tests/PushPeekEndToEndTests/Hostile"]

    /// What `--format json` reports for `arguments`: the reference every other format is compared with.
    static func diagnostics(_ arguments: [String], in folder: URL = ExternalTool.root) throws -> [[String: Any]] {
        let result = try PushPeekRunner.run(["lint", "--format", "json"] + arguments, in: folder)
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout))
        return try #require(parsed as? [[String: Any]])
    }

    @Test(.enabled(if: ExternalTool.hasPython("jsonschema"), "needs python3-jsonschema"))
    func sarifIsValidAgainstTheOfficialSchema() throws {
        for folder in Self.folders {
            let result = try PushPeekRunner.run(["lint", "--format", "sarif", folder], in: ExternalTool.root)
            #expect(result.stderrText.isEmpty, "\(result.stderrText)")
            #expect(try ExternalTool.schemaErrors(result.stdoutText, schema: Self.sarifSchema) == "", "\(folder)")
            let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])
            let run = try #require((log["runs"] as? [[String: Any]])?.first)
            let results = try #require(run["results"] as? [[String: Any]])
            let expected = try Self.diagnostics([folder])
            #expect(results.count == expected.count, "\(folder)")
            for (sarif, json) in zip(results, expected) {
                let physical = (sarif["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
                let region = physical?["region"] as? [String: Any]
                let uri = (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String
                #expect(sarif["ruleId"] as? String == json["rule"] as? String)
                #expect(sarif["level"] as? String == json["severity"] as? String)
                #expect((sarif["message"] as? [String: Any])?["text"] as? String == json["message"] as? String)
                #expect(region?["startLine"] as? Int == json["line"] as? Int && region?["startColumn"] as? Int == json["column"] as? Int)
                #expect(uri == (json["file"] as? String)?.replacingOccurrences(of: " ", with: "%20"))
            }
        }
    }

    @Test func everyRuleHasASARIFRuleWithHelp() throws {
        let result = try PushPeekRunner.run(["lint", "--format", "sarif", "Examples/calendar"], in: ExternalTool.root)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])
        let driver = (((log["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver?["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == LintRule.allCases.map(\.rawValue))
        for (rule, entry) in zip(LintRule.allCases, rules) {
            let help = (entry["help"] as? [String: Any])?["text"] as? String ?? ""
            #expect(help.contains(rule.summary), "\(rule.rawValue)")
            #expect((entry["defaultConfiguration"] as? [String: Any])?["level"] as? String == rule.severity.rawValue)
        }
    }

    /// A file that cannot be read is a failed invocation with a notification, and still a valid log.
    @Test(.enabled(if: ExternalTool.hasPython("jsonschema"), "needs python3-jsonschema"))
    func sarifReportsAnUnreadableFile() throws {
        try LintCommandTests.folder(["bad file, 100%.json": LintCommandTests.error]) { folder in
            let result = try PushPeekRunner.run(["lint", "--format", "sarif", "bad file, 100%.json", "missing.json"], in: folder)
            #expect(result.status == 66)
            #expect(try ExternalTool.schemaErrors(result.stdoutText, schema: Self.sarifSchema) == "")
            #expect(result.stdoutText.contains(#""uri":"bad%20file%2C%20100%25.json","uriBaseId":"%SRCROOT%""#), "\(result.stdoutText)")
            #expect(result.stdoutText.contains(#""executionSuccessful":false"#))
            #expect(result.stdoutText.contains("missing.json"))
        }
    }

    @Test func workflowCommandEscaping() {
        #expect(GitHubAnnotation.escapeData("100% sure\r\nnext: a, b") == "100%25 sure%0D%0Anext: a, b")
        #expect(GitHubAnnotation.escapeProperty("dir,1/a:b%.json\n") == "dir%2C1/a%3Ab%25.json%0A")
        #expect(GitHubAnnotation.escapeData("\u{1B}[31mred") == "␛[31mred")
    }

    /// Each line is a workflow command the runner parses: the command, comma-separated properties,
    /// `::`, the message — and unescaped as the runner does, it is the diagnostic `--format json` has.
    @Test func githubCommandsFollowTheGrammar() throws {
        let files = ["odd, name: 100%.json": LintCommandTests.error, "warn.json": LintCommandTests.warningOnly]
        try LintCommandTests.folder(files) { scratch in
            let cases = Self.folders.map { ([$0], ExternalTool.root) } + [(Array(files.keys).sorted(), scratch)]
            for (arguments, folder) in cases {
                let result = try PushPeekRunner.run(["lint", "--format", "github"] + arguments, in: folder)
                let lines = result.stdoutText.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                let expected = try Self.diagnostics(arguments, in: folder)
                #expect(lines.count == expected.count && !lines.isEmpty, "\(arguments)")
                for (line, json) in zip(lines, expected) {
                    let parsed = try #require(Self.parseCommand(String(line)), "\(line)")
                    let level = json["severity"] as? String == "note" ? "notice" : json["severity"] as? String
                    #expect(parsed.command == level)
                    #expect(parsed.properties == ["file": json["file"] as? String ?? "", "line": "\(json["line"] ?? "")",
                                                  "col": "\(json["column"] ?? "")", "title": json["rule"] as? String ?? ""])
                    #expect(parsed.message == TerminalSafeText.sanitize(json["message"] as? String ?? ""))
                }
            }
        }
    }

    /// `::command key=value,key=value::message` as the Actions runner reads it.
    static func parseCommand(_ line: String) -> (command: String, properties: [String: String], message: String)? {
        guard line.hasPrefix("::"), let end = line.range(of: "::", range: line.index(line.startIndex, offsetBy: 2)..<line.endIndex) else { return nil }
        let head = line[line.index(line.startIndex, offsetBy: 2)..<end.lowerBound]
        guard let space = head.firstIndex(of: " ") else { return nil }
        var properties: [String: String] = [:]
        for pair in head[head.index(after: space)...].split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            properties[String(parts[0])] = unescape(String(parts[1]))
        }
        return (String(head[..<space]), properties, unescape(String(line[end.upperBound...])))
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",")
            .replacingOccurrences(of: "%25", with: "%")
    }

    @Test(.enabled(if: ExternalTool.has("xmllint"), "needs xmllint (libxml2-utils)"))
    func junitIsWellFormedWithACasePerFileAndAFailurePerError() throws {
        for folder in Self.folders {
            let result = try PushPeekRunner.run(["lint", "--format", "junit", folder], in: ExternalTool.root)
            let lint = try ExternalTool.run(["xmllint", "--noout", "-"], stdin: result.stdoutText)
            #expect(lint.status == 0 && lint.stderr.isEmpty, "\(folder): \(lint.stderr)")
            let expected = try Self.diagnostics([folder])
            let files = Set(expected.compactMap { $0["file"] as? String })
            func number(_ expression: String) throws -> Int? {
                Int(try ExternalTool.run(["xmllint", "--xpath", expression, "-"], stdin: result.stdoutText).stdout
                    .trimmingCharacters(in: .whitespacesAndNewlines))
            }
            #expect(try number("count(//testcase)") ?? 0 >= files.count)
            #expect(try number("count(//testcase/failure)") == expected.count { $0["severity"] as? String == "error" }, "\(folder)")
            #expect(try number("count(//testcase[failure])") == number("string(/testsuites/@failures)"))
            #expect(try number("count(//testcase)") == number("string(/testsuites/testsuite/@tests)"))
        }
    }

    /// Every finding `--format json` reports is a Checkstyle `<error>` with the same file, line,
    /// column, severity, message and rule (`source`), every file linted is a `<file>`, and the
    /// document is valid against the format's grammar.
    @Test(.enabled(if: ExternalTool.has("xmllint"), "needs xmllint (libxml2-utils)"))
    func checkstyleIsValidWithAnErrorPerFinding() throws {
        for folder in Self.folders {
            let result = try PushPeekRunner.run(["lint", "--format", "checkstyle", folder], in: ExternalTool.root)
            let valid = try ExternalTool.run(["xmllint", "--noout", "--schema", Self.checkstyleSchema, "-"], stdin: result.stdoutText)
            #expect(valid.status == 0, "\(folder): \(valid.stderr)")
            let expected = try Self.diagnostics([folder])
            let json = try ExternalTool.run(["xmllint", "--xpath", "//error", "-"], stdin: result.stdoutText).stdout
            let errors = json.components(separatedBy: "<error ").dropFirst()
            #expect(errors.count == expected.count, "\(folder)")
            for (error, finding) in zip(errors, expected) {
                let severity = finding["severity"] as? String == "note" ? "info" : finding["severity"] as? String ?? ""
                #expect(error.contains("line=\"\(finding["line"] as? Int ?? 0)\" column=\"\(finding["column"] as? Int ?? 0)\""), "\(error)")
                #expect(error.contains("severity=\"\(severity)\""), "\(error)")
                #expect(error.contains("source=\"pushpeek.\(finding["rule"] as? String ?? "")\""), "\(error)")
            }
            let rules = Set(expected.compactMap { $0["rule"] as? String })
            #expect(rules.allSatisfy { rule in errors.contains { $0.contains("source=\"pushpeek.\(rule)\"") } }, "\(folder)")
            let files = Set(expected.compactMap { $0["file"] as? String })
            let listed = Int(try ExternalTool.run(["xmllint", "--xpath", "count(/checkstyle/file)", "-"], stdin: result.stdoutText).stdout
                .trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
            #expect(listed >= files.count, "\(folder)")
        }
    }

    /// A file that cannot be read is an error from `pushpeek.unreadable`, and still a valid report.
    @Test(.enabled(if: ExternalTool.has("xmllint"), "needs xmllint (libxml2-utils)"))
    func checkstyleReportsAnUnreadableFile() throws {
        let result = try PushPeekRunner.run(["lint", "--format", "checkstyle", "Examples/calendar", "no-such-file.json"], in: ExternalTool.root)
        #expect(result.status != 0)
        let valid = try ExternalTool.run(["xmllint", "--noout", "--schema", Self.checkstyleSchema, "-"], stdin: result.stdoutText)
        #expect(valid.status == 0, "\(valid.stderr)")
        #expect(result.stdoutText.contains("<file name=\"no-such-file.json\">"))
        #expect(result.stdoutText.contains("source=\"pushpeek.unreadable\""))
    }
}

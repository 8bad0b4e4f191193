import Foundation
import Testing

/// The composite action (`action.yml`) and the pre-commit hook (`.pre-commit-hooks.yaml`), run on
/// the fixture repository: each reports the fixture's known errors, and passes on its clean file.
/// The action's steps run as the runner runs them (`Integrations/run_action.py`); the hook through
/// Debian's `pre-commit try-repo`. The built pushpeek is first on PATH, as an installed one would be.
@Suite("GitHub Action and pre-commit hook", .serialized)
struct ActionAndHookTests {
    static let integrations = ExternalTool.root.appendingPathComponent("Tests/PushPeekEndToEndTests/Integrations")

    /// The fixture repository copied into a scratch folder, as a git repository with everything added.
    static func withFixture(_ body: (URL) throws -> Void) throws {
        try HostileCorpus.withFolder { scratch in
            let repository = scratch.appendingPathComponent("repository")
            try FileManager.default.copyItem(at: integrations.appendingPathComponent("fixture"), to: repository)
            for command in [["git", "init", "-q"], ["git", "add", "."]] {
                let result = try ExternalTool.run(command, in: repository)
                #expect(result.status == 0, "\(result)")
            }
            try body(repository)
        }
    }

    /// PATH with the directory of the built pushpeek first.
    static func path() throws -> String {
        let binary = URL(fileURLWithPath: try BinaryPath.pushpeek()).deletingLastPathComponent().path
        return binary + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    }

    static func runAction(_ inputs: [String], in repository: URL) throws -> (result: ProcessResult, summary: [String: Any]) {
        let result = try ExternalTool.run(["python3", integrations.appendingPathComponent("run_action.py").path,
                                           ExternalTool.root.path, repository.path] + inputs,
                                          environment: ["PATH": try path()], timeout: 120)
        let line = result.stdout.split(separator: "\n").last { $0.hasPrefix("@@ ") } ?? ""
        let summary = try JSONSerialization.jsonObject(with: Data(line.dropFirst(3).utf8)) as? [String: Any]
        return (result, summary ?? [:])
    }

    @Test(.enabled(if: ExternalTool.hasPython("yaml") && ExternalTool.has("git"), "needs python3-yaml and git"))
    func theActionAnnotatesTheErrorsAndWritesSARIF() throws {
        try Self.withFixture { repository in
            let (result, summary) = try Self.runAction(["paths=payloads", "sarif-file=out/lint.sarif"], in: repository)
            #expect(result.status == 1, "\(result)")
            let steps = summary["steps"] as? [[String: Any]] ?? []
            #expect(steps.map { $0["status"] as? Int } == [0, 1], "\(summary)")
            #expect(result.stdout.contains("::error file=payloads/badge.apns,line=5,col=14,title=wrong-type::aps.badge: expected a number"), "\(result.stdout)")
            #expect(result.stdout.contains("::error file=payloads/sale.json,line=4,col=27,title=interruption-level::"), "\(result.stdout)")
            #expect(!result.stdout.contains("welcome.json") && !result.stdout.contains("package.json"))
            #expect((summary["outputs"] as? [String: String])?["sarif-file"] == nil, "a failing step leaves no outputs")
            let sarif = try String(contentsOf: repository.appendingPathComponent("out/lint.sarif"), encoding: .utf8)
            #expect(sarif.contains(#""ruleId":"wrong-type""#) && sarif.contains(#""ruleId":"interruption-level""#), "\(sarif)")
        }
    }

    @Test(.enabled(if: ExternalTool.hasPython("yaml") && ExternalTool.hasPython("jsonschema") && ExternalTool.has("git"), "needs python3-yaml, python3-jsonschema and git"))
    func theActionPassesOnACleanFileAndItsSARIFIsValid() throws {
        try Self.withFixture { repository in
            let clean = try Self.runAction(["paths=payloads/welcome.json"], in: repository)
            #expect(clean.result.status == 0, "\(clean.result)")
            #expect((clean.summary["outputs"] as? [String: String])?["sarif-file"] == "pushpeek.sarif")
            #expect(!clean.result.stdout.contains("::error"))
            let failing = try Self.runAction(["paths=payloads package.json", "strict=true"], in: repository)
            #expect(failing.result.status == 1)
            let sarif = try String(contentsOf: repository.appendingPathComponent("pushpeek.sarif"), encoding: .utf8)
            #expect(try ExternalTool.schemaErrors(sarif, schema: LintFormatTests.sarifSchema) == "")
            #expect(sarif.contains(#""uri":"payloads/badge.apns""#) && sarif.contains(#""uri":"package.json""#), "\(sarif)")
        }
    }

    static func tryRepo(_ arguments: [String], in repository: URL) throws -> ProcessResult {
        try ExternalTool.run(["pre-commit", "try-repo", ExternalTool.root.path, "pushpeek-lint", "--verbose"] + arguments,
                             in: repository,
                             environment: ["PATH": try path(), "PRE_COMMIT_HOME": repository.appendingPathComponent(".cache").path,
                                           "GIT_AUTHOR_NAME": "test", "GIT_AUTHOR_EMAIL": "test@example.com",
                                           "GIT_COMMITTER_NAME": "test", "GIT_COMMITTER_EMAIL": "test@example.com"],
                             timeout: 120)
    }

    @Test(.enabled(if: ExternalTool.has("pre-commit") && ExternalTool.has("git"), "needs pre-commit and git"))
    func thePreCommitHookReportsTheErrorsAndPassesOnCleanFiles() throws {
        try Self.withFixture { repository in
            let all = try Self.tryRepo(["--all-files"], in: repository)
            #expect(all.status == 1, "\(all)")
            #expect(all.stdout.contains("payloads/badge.apns:5:14: error: aps.badge: expected a number, found a string [wrong-type]"), "\(all.stdout)")
            #expect(all.stdout.contains("payloads/sale.json:4:27: error:"), "\(all.stdout)")
            #expect(!all.stdout.contains("package.json:"), "JSON without aps is not a payload")
            let clean = try Self.tryRepo(["--files", "payloads/welcome.json", "package.json"], in: repository)
            #expect(clean.status == 0, "\(clean)")
            #expect(clean.stdout.contains("Passed"), "\(clean.stdout)")
        }
    }
}

import Foundation
import Testing

/// The hostile corpus through the built binary: `render` and `lint` exit with a documented status,
/// never a signal, within the time limit, naming the file (and LINE:COL for syntax errors), and
/// print no control sequence from the input.
@Suite("Hostile input")
struct HostileInputTests {
    @Test(arguments: HostileCorpus.files + HostileCorpus.ioFiles + HostileCorpus.bombs)
    func renderAndLintSurvive(_ testCase: HostileCorpus.Case) throws {
        try HostileCorpus.withFolder { folder in
            let (payload, app) = try testCase.build(folder)
            let appArguments = app.map { ["--app", $0] } ?? []
            let blame = testCase.blamesApp ? (app ?? payload) : payload
            let render = try PushPeekRunner.run(["render", payload] + appArguments, in: folder)
            RunExpectations.survived(render, "render", allowed: testCase.renderStatuses, blame: blame, position: testCase.expectsPosition)
            let lint = try PushPeekRunner.run(["lint", payload] + appArguments, in: folder)
            let lintAllowed = testCase.blamesApp ? HostileCorpus.lintStatuses : testCase.lintStatuses
            RunExpectations.survived(lint, "lint", allowed: lintAllowed, blame: blame, position: testCase.expectsPosition)
            Agreement.check(render: render, lintStatus: lint.status, lintStderr: lint.stderrText, findings: Agreement.findings(text: lint.stdoutText),
                            appFile: app, testCase.name)
        }
    }

    @Test(arguments: HostileCorpus.wrongTypePayloads)
    func wrongTypesInPayloads(_ testCase: HostileCorpus.Case) throws {
        try HostileCorpus.withFolder { folder in
            _ = try testCase.build(folder)
            let files = HostileCorpus.wrongValues.indices.map { "payload-\($0).json" }
            var renders: [(String, PushPeekRunner.Result)] = []
            for file in files {
                let render = try PushPeekRunner.run(["render", file, "--app", "app.json"], in: folder)
                RunExpectations.survived(render, "render \(file)", allowed: HostileCorpus.renderStatuses, blame: file)
                renders.append((file, render))
            }
            let lint = try PushPeekRunner.run(["lint", "--app", "app.json", "--format", "json"] + files, in: folder)
            RunExpectations.survived(lint, "lint", allowed: [0, 1])
            // The text form, as sanitised as render's message, for comparing the two.
            let text = try PushPeekRunner.run(["lint", "--app", "app.json"] + files, in: folder)
            #expect(Agreement.findings(text: text.stdoutText).count == Agreement.findings(json: lint.stdout).count)
            let findings = Agreement.findings(text: text.stdoutText)
            for (file, render) in renders {
                Agreement.check(render: render, lintStatus: text.status, lintStderr: text.stderrText, findings: findings, appFile: nil,
                                "\(testCase.name) \(file)")
            }
        }
    }

    @Test(arguments: HostileCorpus.wrongTypeApps)
    func wrongTypesInAppDescriptions(_ testCase: HostileCorpus.Case) throws {
        try HostileCorpus.withFolder { folder in
            _ = try testCase.build(folder)
            for index in HostileCorpus.wrongValues.indices {
                let app = "app-\(index).json"
                let render = try PushPeekRunner.run(["render", "payload.json", "--app", app], in: folder)
                RunExpectations.survived(render, "render --app \(app)", allowed: HostileCorpus.renderStatuses, blame: app)
                let lint = try PushPeekRunner.run(["lint", "payload.json", "--app", app], in: folder)
                RunExpectations.survived(lint, "lint --app \(app)", allowed: HostileCorpus.lintStatuses, blame: app)
                Agreement.check(render: render, lintStatus: lint.status, lintStderr: lint.stderrText, findings: Agreement.findings(text: lint.stdoutText),
                                appFile: app, "\(testCase.name) \(app)")
            }
        }
    }

    /// The small samples committed under `Hostile/`, each rendered, then all linted in one run.
    @Test func committedSamples() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Hostile")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") || $0.hasSuffix(".apns") }.sorted()
        #expect(names.count >= 8)
        var renders: [(String, PushPeekRunner.Result)] = []
        for name in names {
            let render = try PushPeekRunner.run(["render", name], in: folder)
            RunExpectations.survived(render, "render \(name)", allowed: HostileCorpus.renderStatuses, blame: name)
            renders.append((name, render))
        }
        let lint = try PushPeekRunner.run(["lint", "."], in: folder)
        RunExpectations.survived(lint, "lint .", allowed: [1])
        // lint names the files as it found them in "."; render was given the bare name.
        let findings = Agreement.findings(text: lint.stdoutText).map { finding in
            var copy = finding
            if copy.file.hasPrefix("./") { copy.file.removeFirst(2) }
            return copy
        }
        for (name, render) in renders {
            Agreement.check(render: render, lintStatus: lint.status, lintStderr: lint.stderrText, findings: findings, appFile: nil, name)
        }
        for name in names {
            #expect(lint.stdoutText.contains("./\(name):"), "lint reported nothing for \(name)")
        }
    }
}

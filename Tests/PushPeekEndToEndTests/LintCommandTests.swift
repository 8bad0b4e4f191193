import Foundation
import Testing

/// `pushpeek lint`'s contract: exit statuses, output formats, files and directories.
@Suite("lint command")
struct LintCommandTests {
    static let clean = #"{"aps":{"alert":{"title":"T","body":"B"},"category":"ShowMap"},"latitude":1,"longitude":2,"radius":300,"place":"P"}"#
    static let warningOnly = #"{"aps":{"alert":"x","userId":1}}"#
    static let error = "{\n  \"aps\": {\n    \"alert\": \"x\",\n    \"badge\": \"3\"\n  }\n}\n"

    static func folder(_ files: [String: String], _ body: (URL) throws -> Void) throws {
        try HostileCorpus.withFolder { folder in
            for (name, text) in files {
                let url = folder.appendingPathComponent(name)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            try body(folder)
        }
    }

    @Test func exitStatuses() throws {
        try LintCommandTests.folder(["clean.json": LintCommandTests.clean, "warn.json": LintCommandTests.warningOnly,
                                     "error.json": LintCommandTests.error, "app.json": HostileCorpus.app,
                                     "bad-app.json": "{nope", "bad.strings": "\"K\" = ", "good.strings": "\"K\" = \"V\";"]) { folder in
            let cases: [([String], Int32)] = [
                (["clean.json", "--app", "app.json"], 0),
                (["warn.json"], 0),
                (["warn.json", "--strict"], 1),
                (["error.json"], 1),
                (["clean.json", "--app", "app.json", "--strings", "good.strings"], 0),
                ([], 64),
                (["clean.json", "--format", "xml"], 64),
                (["clean.json", "--push-type", "loud"], 64),
                (["clean.json", "--max-actions", "-1"], 64),
                (["clean.json", "--app", "bad-app.json"], 65),
                (["clean.json", "--app", "missing.json"], 66),
                (["clean.json", "--strings", "bad.strings"], 65),
                (["clean.json", "--strings", "missing.strings"], 66),
                (["clean.json", "missing.json", "error.json"], 66),
                (["--app", "app.json"], 0),
                (["--app", "app.json", "--max-actions", "1"], 0),
                (["--app", "app.json", "--max-actions", "1", "--strict"], 1),
            ]
            for (arguments, status) in cases {
                let result = try PushPeekRunner.run(["lint"] + arguments, in: folder)
                #expect(result.status == status, "lint \(arguments.joined(separator: " ")): \(result.status) \(result.stdoutText) \(result.stderrText)")
                #expect(!result.signalled)
            }
        }
    }

    @Test func textDiagnosticsPointAtTheValue() throws {
        try LintCommandTests.folder(["error.json": LintCommandTests.error]) { folder in
            let result = try PushPeekRunner.run(["lint", "error.json"], in: folder)
            // What render says of the same value (the decoder words every refusal).
            #expect(result.stdoutText == "error.json:4:14: error: aps.badge: expected a number, found a string [wrong-type]\n")
            #expect(result.stderrText.contains("1 error, 0 warnings, 0 notes in 1 file"))
        }
    }

    /// `--ios 14` (or the app's `app.ios`): the iOS 15 keys are warned at their values; `--strict`
    /// makes that fail; `--ios` wins over `app.ios`; a version before 10 is a usage error.
    @Test func theIOS15KeysForIOS14() throws {
        let payload = "{\"aps\": {\"alert\": \"Refill\",\n  \"interruption-level\": \"time-sensitive\", \"relevance-score\": 0.7}}\n"
        try LintCommandTests.folder(["p.json": payload, "app14.json": #"{"app": {"name": "Pharmacy", "ios": "14"}}"#]) { folder in
            let warned = try PushPeekRunner.run(["lint", "p.json", "--ios", "14"], in: folder)
            #expect(warned.status == 0, "\(warned.stderrText)")
            #expect(warned.stdoutText == """
                p.json:2:25: warning: aps.interruption-level "time-sensitive": iOS 14 and earlier ignore it (interruption levels arrived in iOS 15); \
                the notification arrives as an active one [aps-availability]
                p.json:2:62: warning: aps.relevance-score: iOS 14 and earlier ignore it (the relevance score, which orders the scheduled summary, \
                arrived in iOS 15) [aps-availability]

                """, "\(warned.stdoutText)")
            #expect(try PushPeekRunner.run(["lint", "p.json", "--ios", "14", "--strict"], in: folder).status == 1)
            let fromApp = try PushPeekRunner.run(["lint", "p.json", "--app", "app14.json"], in: folder)
            #expect(fromApp.stdoutText.components(separatedBy: "[aps-availability]").count == 3, "\(fromApp.stdoutText)")
            let overridden = try PushPeekRunner.run(["lint", "p.json", "--app", "app14.json", "--ios", "17"], in: folder)
            #expect(!overridden.stdoutText.contains("aps-availability") && overridden.stdoutText.contains("[time-sensitive-capability]"),
                    "\(overridden.stdoutText)")
            let old = try PushPeekRunner.run(["lint", "p.json", "--ios", "9"], in: folder)
            #expect(old.status == 64 && old.stderrText.contains("--ios takes an iOS version from 10 on"), "\(old.stderrText)")
        }
    }

    @Test func jsonFormatIsAnArrayOfDiagnostics() throws {
        try LintCommandTests.folder(["error.json": LintCommandTests.error, "clean.json": #"{"aps":{"alert":"x"}}"#]) { folder in
            let result = try PushPeekRunner.run(["lint", "error.json", "--format", "json"], in: folder)
            let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [[String: Any]])
            #expect(array.count == 1)
            #expect(array.first?["file"] as? String == "error.json")
            #expect(array.first?["line"] as? Int == 4 && array.first?["column"] as? Int == 14)
            #expect(array.first?["severity"] as? String == "error" && array.first?["rule"] as? String == "wrong-type")
            #expect(Set(array.first?.keys.map { $0 } ?? []) == ["file", "line", "column", "severity", "rule", "message"])
            let empty = try PushPeekRunner.run(["lint", "clean.json", "--format", "json"], in: folder)
            #expect(empty.stdoutText == "[]\n" && empty.status == 0)
        }
    }

    @Test func directoriesAreRecursedInArgumentOrder() throws {
        try LintCommandTests.folder(["d/b.json": LintCommandTests.error, "d/a/z.apns": LintCommandTests.error,
                                     "d/app.json": HostileCorpus.app, "d/readme.txt": "x", "first.json": LintCommandTests.error]) { folder in
            let result = try PushPeekRunner.run(["lint", "first.json", "d"], in: folder)
            let files = result.stdoutText.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }
            #expect(files == ["first.json", "d/a/z.apns", "d/b.json"])
            #expect(result.stderrText.contains("in 3 files (1 app description skipped)"))
        }
    }

    @Test("lint Examples/ skips every app description by its keys — delivery's holds only Live Activities — and errs only in broken/")
    func examplesFolder() throws {
        let result = try PushPeekRunner.run(["lint", "Examples/"], in: ReadmeTests.root)
        #expect(result.status == 1, "\(result.stderrText)")
        #expect(!result.stdoutText.contains("missing \"aps\""), "\(result.stdoutText)")
        let errors = result.stdoutText.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(!errors.isEmpty && errors.allSatisfy { $0.contains("/broken/") }, "\(errors)")
        let skipped = try #require(result.stderrText.range(of: #"\((\d+) app descriptions skipped\)"#, options: .regularExpression))
        let apps = try FileManager.default.subpathsOfDirectory(atPath: ReadmeTests.root.appendingPathComponent("Examples").path)
            .filter { $0.hasSuffix(".json") && ($0.hasSuffix("app.json") || $0.split(separator: "/").last?.hasPrefix("app-") == true) }
        #expect(result.stderrText[skipped].contains("(\(apps.count) app descriptions skipped)"), "\(apps)")
    }

    @Test func manyFilesInOneProcess() throws {
        try HostileCorpus.withFolder { folder in
            for index in 0..<2000 {
                try Data(#"{"aps":{"alert":{"title":"T\#(index)","body":"B"}, "thread_id": "x"}}"#.utf8)
                    .write(to: folder.appendingPathComponent(String(format: "%05d.json", index)))
            }
            let result = try PushPeekRunner.run(["lint", ".", "--format", "json"], in: folder)
            #expect(result.status == 1)
            let array = try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [Any]
            #expect(array?.count == 2000)
        }
    }
}

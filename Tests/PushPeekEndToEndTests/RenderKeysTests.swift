import Foundation
import Testing

/// The examples' flows through the built binary:
/// `pushpeek render … --keys … --format json [--log FILE]`.
@Suite struct RenderKeysTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String

        var json: [String: Any] {
            (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [String: Any] ?? [:]
        }

        var responses: [[String: Any]] { json["responses"] as? [[String: Any]] ?? [] }
        var events: [String] { responses.compactMap { $0["event"] as? String } }
        var input: [String: Any] { json["input"] as? [String: Any] ?? [:] }
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `pushpeek` binary beside the test bundle in `.build/debug/` (or the package's `.build/debug`).
    static var binary: URL {
        var candidates: [URL] = []
        if let first = CommandLine.arguments.first { candidates.append(URL(fileURLWithPath: first).deletingLastPathComponent()) }
        candidates.append(Bundle.main.bundleURL)
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        candidates.append(packageRoot.appendingPathComponent(".build/debug"))
        for folder in candidates {
            let url = folder.appendingPathComponent("pushpeek")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue { return url }
        }
        return packageRoot.appendingPathComponent(".build/debug/pushpeek")
    }

    static func example(_ path: String) -> String { packageRoot.appendingPathComponent("Examples/" + path).path }

    static func render(_ payload: String, app: String, keys: String, extra: [String] = []) throws -> Run {
        try run(["render", example(payload), "--app", example(app), "--keys", keys, "--format", "json"] + extra)
    }

    static func run(_ arguments: [String]) throws -> Run {
        let result = try PushPeekRunner.run(arguments)
        return Run(status: result.status, stdout: result.stdoutText, stderr: result.stderrText)
    }

    static func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-log-\(UUID().uuidString).jsonl")
    }

    @Test func commentReplyWithUserText() throws {
        let result = try Self.render("spy-agency/payload.json", app: "spy-agency/app-comment.json", keys: #""Looks great" enter"#)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.events == ["didReceive", "didReceiveResponse", "complete", "dismissed"])
        #expect(result.responses[1]["actionIdentifier"] as? String == "comment")
        #expect(result.responses[1]["userText"] as? String == "Looks great")
        #expect(result.json["dismissed"] as? Bool == true)
    }

    @Test func typingShowsInTheInputObject() throws {
        let result = try Self.render("spy-agency/payload.json", app: "spy-agency/app-comment.json", keys: #""Hi 世界" left"#)
        #expect(result.input["kind"] as? String == "text")
        #expect(result.input["text"] as? String == "Hi 世界")
        #expect(result.input["cursor"] as? Int == 4)
        #expect((result.json["lines"] as? [String])?.contains { $0.contains("Hi 世界") } == true)
    }

    @Test func acceptCancelAcceptWithDoNotDismiss() throws {
        let result = try Self.render("spy-agency/payload.json", app: "spy-agency/app.json", keys: "enter enter enter")
        #expect(result.status == 0)
        let completions = result.responses.filter { $0["event"] as? String == "complete" }.compactMap { $0["option"] as? String }
        #expect(completions == ["doNotDismiss", "doNotDismiss", "doNotDismiss"])
        let identifiers = result.responses.filter { $0["event"] as? String == "didReceiveResponse" }.compactMap { $0["actionIdentifier"] as? String }
        #expect(identifiers == ["accept", "cancel", "accept"])
        let actions = (result.json["actions"] as? [[String: Any]])?.compactMap { $0["title"] as? String }
        #expect(actions == ["Cancel", "Payment"])
        #expect(result.json["dismissed"] as? Bool == false)
    }

    @Test func paymentSliderThreeRightsThenEnterLogs400() throws {
        let open = try Self.render("spy-agency/payload.json", app: "spy-agency/app.json", keys: "tab enter right right right")
        #expect(open.input["kind"] as? String == "slider")
        #expect(open.input["value"] as? Int == 400)
        #expect(open.input["text"] as? String == "$400")
        let confirmed = try Self.render("spy-agency/payload.json", app: "spy-agency/app.json", keys: "tab enter right right right enter")
        #expect(confirmed.events.last == "inputView")
        #expect(confirmed.responses.last?["value"] as? Int == 400)
        #expect(confirmed.input["kind"] is NSNull)
    }

    @Test func eventInviteAcceptSaysGoingInGreen() throws {
        let result = try Self.render("calendar/event-invite.json", app: "calendar/app.json", keys: "enter")
        let label = (result.json["elements"] as? [[String: Any]])?.first { $0["id"] as? String == "eventResponse" }
        #expect(label?["text"] as? String == "Going!")
        #expect(label?["color"] as? String == "#34C759")
        #expect((result.json["lines"] as? [String])?.contains { $0.contains("Going!") } == true)
        #expect(result.events == ["didReceive", "didReceiveResponse", "complete", "dismissed"])
    }

    @Test func logFileIsAppendedOneJSONLinePerEvent() throws {
        let log = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(at: log) }
        let first = try Self.render("spy-agency/payload.json", app: "spy-agency/app.json", keys: "tab enter right right right enter",
                                    extra: ["--log", log.path])
        #expect(first.status == 0)
        let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.count == first.responses.count)
        #expect(lines.first == #"{"event":"didReceive","category":"ShowMap"}"#)
        #expect(lines.last == #"{"event":"inputView","value":400}"#)
        _ = try Self.render("spy-agency/payload.json", app: "spy-agency/app.json", keys: "d", extra: ["--log", log.path])
        let appended = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        #expect(appended.count == lines.count + 3)
        #expect(appended.last == #"{"event":"dismissed"}"#)
    }

    @Test func quitStopsTheScriptAndTheLogHasEverythingBeforeIt() throws {
        let log = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(at: log) }
        let result = try Self.render("spy-agency/payload.json", app: "spy-agency/app.json", keys: "enter q enter", extra: ["--log", log.path])
        #expect(result.status == 0)
        #expect(result.events.filter { $0 == "didReceiveResponse" }.count == 1)
        let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == result.responses.count)
    }

    @Test func customInputViewWithTextInputIsRejectedAtLoad() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("app.json")
        try Data(#"""
        {"categories": [{"identifier": "ShowMap", "actions": [{"identifier": "comment", "textInput": {"buttonTitle": "Send"}}]}],
         "extensions": [{"attributes": {"UNNotificationExtensionCategory": "ShowMap"},
                         "inputView": {"slider": {"min": 0, "max": 10}}}]}
        """#.utf8).write(to: app)
        let result = try Self.run(["render", Self.example("spy-agency/payload.json"), "--app", app.path])
        #expect(result.status == 65)
        #expect(result.stderr.contains("app.json:3:"))
        #expect(result.stderr.contains("extensions[0].inputView"))
        #expect(result.stderr.contains("text-input action"))
    }

    @Test func unknownKeyIsAUsageError() throws {
        let result = try Self.render("spy-agency/payload.json", app: "spy-agency/app.json", keys: "tab jump")
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown key \"jump\""))
    }
}

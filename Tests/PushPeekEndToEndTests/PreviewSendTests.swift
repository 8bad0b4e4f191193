import Foundation
import Testing

/// The preview's send key in a real terminal (tmux, 80×24) against the local APNs stand-in: `S` asks
/// with what will be sent, only `y` sends (one request, the right path, headers and body), n and
/// Esc send nothing, missing settings and lint errors are explained instead of asked, and each
/// ending is in the status line and the `--log` file.
@Suite("preview send key", .serialized)
struct PreviewSendTests {
    static let alert = #"{"aps":{"alert":{"title":"Courier","body":"Your parcel is at the door"}}}"#

    /// A preview of `payload` with `arguments`, no user config (`XDG_CONFIG_HOME` is `config`),
    /// waited for until it shows.
    static func preview(_ payload: String, _ arguments: [String], config: String) throws -> TmuxSession {
        let tmux = try TmuxSession.pushpeek([payload] + arguments, environment: ["XDG_CONFIG_HOME": config])
        try tmux.waitFor("q quit")
        return tmux
    }

    /// `S`, the confirmation, then `y`: the send as a person answers it.
    static func sendConfirmed(_ tmux: TmuxSession) throws {
        try tmux.sendKeys("S")
        try tmux.waitFor("y send · n/esc cancel")
        try tmux.sendKeys("y")
    }

    static func logEntries(_ path: String) throws -> [[String: Any]] {
        try Flow.logLines(path).map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
    }

    @Test(.needsAPNsStandIn) func yesSendsOnceWithoutBlockingThePreview() throws {
        let server = try APNsTestServer()
        defer { server.stop() }
        let payload = try server.write(Self.alert, "alert.json")
        let log = server.folder.appendingPathComponent("preview.jsonl").path
        // The stand-in answers this device after 4 s, so "sending…" can be seen and keys still act.
        let device = APNsTestServer.token("slow:4000")
        let tmux = try Self.preview(payload, ["--device", device, "--log", log] + server.tokenArguments, config: server.folder.path)
        defer { tmux.close() }

        try tmux.sendKeys("S")
        let prompt = try tmux.waitFor("y send · n/esc cancel")
        #expect(prompt.contains("Send this payload?"))
        #expect(prompt.contains("alert, priority 10"))
        #expect(prompt.contains(APNsTestServer.topic))
        #expect(prompt.contains("1 device 736c6f…0000"))
        #expect(prompt.contains("127.0.0.1:\(server.port) (as sandbox)"))
        #expect(prompt.contains("token, key ID \(APNsTestServer.keyID), team \(APNsTestServer.teamID)"))
        #expect(prompt.contains("no errors"))
        #expect(!prompt.contains("AuthKey"), "the key's file is not shown")
        #expect(try server.requests().isEmpty, "nothing goes out before y")

        try tmux.sendKeys("y")
        try tmux.waitFor("sending… 1 device")
        // The preview still takes keys while the request is out: Enter expands the banner.
        try tmux.sendKeys("Enter")
        try tmux.waitFor(timeout: 3, "the full interface while sending") { $0.contains("sending…") && $0.contains("enter choose") }
        try tmux.waitFor("sent to 1 device")

        let requests = try server.requests()
        #expect(requests.count == 1)
        let request = try #require(requests.first)
        let headers = try #require(request["headers"] as? [String: String])
        #expect(request["path"] as? String == "/3/device/\(device)")
        #expect(headers[":method"] == "POST")
        #expect(headers["apns-push-type"] == "alert" && headers["apns-priority"] == "10" && headers["apns-topic"] == APNsTestServer.topic)
        #expect(headers["authorization"]?.hasPrefix("bearer eyJ") == true)
        #expect(request["body"] as? String == Self.alert)

        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
        let sends = try Self.logEntries(log).filter { $0["event"] as? String == "send" }
        #expect(sends.count == 1)
        let entry = try #require(sends.first)
        #expect(entry["outcome"] as? String == "sent" && entry["sent"] as? Int == 1)
        let logged = try #require((entry["devices"] as? [[String: Any]])?.first)
        #expect(logged["apns-id"] as? String == headers["apns-id"])
        #expect(!Flow.logLines(log).joined().contains("eyJ"), "the token is not logged")
    }

    @Test(.needsAPNsStandIn) func noAndEscapeSendNothing() throws {
        let server = try APNsTestServer()
        defer { server.stop() }
        let payload = try server.write(Self.alert, "alert.json")
        let log = server.folder.appendingPathComponent("preview.jsonl").path
        let tmux = try Self.preview(payload, ["--device", APNsTestServer.device(1), "--log", log] + server.tokenArguments,
                                    config: server.folder.path)
        defer { tmux.close() }
        for key in ["n", "Escape"] {
            try tmux.sendKeys("S")
            try tmux.waitFor("y send · n/esc cancel")
            // Keys other than y, n and Esc do not answer it.
            try tmux.sendKeys("Enter", "x")
            try tmux.waitFor("y send · n/esc cancel")
            try tmux.sendKeys(key)
            try tmux.waitFor(timeout: 5, "the prompt gone") { $0.contains("send cancelled, nothing sent") && !$0.contains("Send this payload?") }
        }
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
        #expect(try server.requests().isEmpty)
        let outcomes = try Self.logEntries(log).filter { $0["event"] as? String == "send" }.map { $0["outcome"] as? String }
        #expect(outcomes == ["cancelled", "cancelled"])
    }

    @Test(.needsAPNsStandIn) func anAPNsRefusalShowsItsReasonAndWhatToDo() throws {
        let server = try APNsTestServer()
        defer { server.stop() }
        let payload = try server.write(Self.alert, "alert.json")
        let tmux = try Self.preview(payload, ["--device", APNsTestServer.token("reason:BadDeviceToken")] + server.tokenArguments,
                                    config: server.folder.path)
        defer { tmux.close() }
        try Self.sendConfirmed(tmux)
        // The status line keeps the head; the log pane beside the card has it whole, what to do included.
        let screen = try tmux.waitFor("not sent: 400 BadDeviceToken …")
        #expect(screen.contains("1. send not sent: 400") && screen.contains("--production; otherwise the"))
        #expect(try server.requests().count == 1)
    }

    /// A reason with control characters (a hostile or broken server) shows as visible pictures and
    /// never reaches the terminal as an escape sequence.
    @Test(.needsAPNsStandIn) func aHostileReasonIsShownInert() throws {
        let server = try APNsTestServer()
        defer { server.stop() }
        let payload = try server.write(Self.alert, "alert.json")
        let tmux = try Self.preview(payload, ["--device", APNsTestServer.token("reason:\u{1B}]2;pwned\u{07}")] + server.tokenArguments,
                                    config: server.folder.path)
        defer { tmux.close() }
        try Self.sendConfirmed(tmux)
        let screen = try tmux.waitFor("not sent: 400 ␛]2;pwned␇")
        #expect(!screen.contains("\u{1B}"))
        #expect(try tmux.display("#{pane_title}") != "pwned")
    }

    /// Runs a preview of `Self.alert` in `folder` (its config folder too), presses `S`, checks that
    /// "not configured: `shown`…" shows instead of the confirmation, quits, and returns the logged
    /// message.
    static func notConfiguredMessage(in folder: String, _ arguments: [String], shown: String = "") throws -> String {
        let payload = folder + "/alert.json"
        try Flow.write(Self.alert, to: payload)
        let log = folder + "/preview.jsonl"
        try? FileManager.default.removeItem(atPath: log)
        let tmux = try Self.preview(payload, arguments + ["--log", log], config: folder)
        defer { tmux.close() }
        try tmux.sendKeys("S")
        let screen = try tmux.waitFor("not configured: " + shown)
        #expect(!screen.contains("Send this payload?"))
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
        let entry = try #require(try Self.logEntries(log).first { $0["event"] as? String == "send" })
        #expect(entry["outcome"] as? String == "notConfigured")
        return entry["message"] as? String ?? ""
    }

    @Test func missingSettingsAreExplainedInsteadOfAsked() throws {
        try Flow.withTemporaryDirectory { folder in
            let message = try Self.notConfiguredMessage(in: folder, ["--topic", "com.example.app"], shown: "no device (--device TOKEN)")
            #expect(message.contains("no key (--key, --key-id, --team-id) or certificate (--cert)"))
        }
    }

    @Test(.needsAPNsStandIn) func quittingWhileSendingWaitsForTheAnswer() throws {
        let server = try APNsTestServer()
        defer { server.stop() }
        let payload = try server.write(Self.alert, "alert.json")
        let log = server.folder.appendingPathComponent("preview.jsonl").path
        let arguments = [payload, "--device", APNsTestServer.token("slow:1000"), "--log", log] + server.tokenArguments
        let tmux = try TmuxSession.pushpeek(arguments, then: "true", environment: ["XDG_CONFIG_HOME": server.folder.path])
        defer { tmux.close() }
        try tmux.waitFor("q quit")
        try Self.sendConfirmed(tmux)
        try tmux.waitFor("sending…")
        try tmux.sendKeys("q")
        let after = try tmux.waitFor(TmuxSession.thenDone, history: true)
        #expect(after.contains("pushpeek: sent to 1 device"))
        #expect(after.contains("EXIT=0"))
        #expect(try server.requests().count == 1)
        let outcomes = try Self.logEntries(log).filter { $0["event"] as? String == "send" }.map { $0["outcome"] as? String }
        #expect(outcomes == ["sent"])
    }

    @Test func aWrongSendOptionStopsThePreviewAtStart() throws {
        let result = try PushPeekRunner.run([Flow.example("spy-agency/payload.apns"), "--device", "not-hex", "--topic", "com.example.app"])
        #expect(result.status == 64)
        #expect(result.stderrText.contains("device token \"not-hex\" is not hexadecimal"))
        let help = try PushPeekRunner.run(["help", "preview"])
        #expect(help.stdoutText.contains("--device TOKEN") && !help.stdoutText.contains("--dry-run"))
    }

    /// A broken `send.conf` does not stop the preview; the key names the file and line, or the value.
    @Test func aBrokenConfigFileIsExplainedByTheKey() throws {
        try Flow.withTemporaryDirectory { folder in
            try FileManager.default.createDirectory(atPath: folder + "/pushpeek", withIntermediateDirectories: true)
            for (config, said) in [("topic com.example.app\n", "send.conf:1:1: expected name = value"),
                                   ("environment = staging\n", "send settings: environment takes sandbox or production, not \"staging\"")] {
                try Flow.write(config, to: folder + "/pushpeek/send.conf")
                let message = try Self.notConfiguredMessage(in: folder, ["--device", APNsTestServer.device(5)])
                #expect(message.contains(said), "\(message)")
            }
        }
    }

    @Test(.needsAPNsStandIn) func theConfigFileConfiguresTheKey() throws {
        let server = try APNsTestServer()
        defer { server.stop() }
        let payload = try server.write(Self.alert, "alert.json")
        try FileManager.default.createDirectory(at: server.folder.appendingPathComponent("pushpeek"), withIntermediateDirectories: true)
        _ = try server.write("key = \(server.keyPath)\nkey-id = \(APNsTestServer.keyID)\nteam-id = \(APNsTestServer.teamID)\n"
                             + "topic = \(APNsTestServer.topic)\nserver = \(server.server)\nca = \(server.caPath)\n", "pushpeek/send.conf")
        let tmux = try Self.preview(payload, ["--device", APNsTestServer.device(2)], config: server.folder.path)
        defer { tmux.close() }
        try Self.sendConfirmed(tmux)
        try tmux.waitFor("sent to 1 device")
        #expect(try server.requests().count == 1)
    }

    @Test(.needsAPNsStandIn) func lintErrorsStopItAsSendDoes() throws {
        let server = try APNsTestServer()
        defer { server.stop() }
        let body = String(repeating: "x", count: 4200)
        let payload = try server.write(#"{"aps":{"alert":{"title":"Big","body":"\#(body)"}}}"#, "big.json")
        let arguments = ["--device", APNsTestServer.device(3)] + server.tokenArguments
        let tmux = try Self.preview(payload, arguments, config: server.folder.path)
        defer { tmux.close() }
        try tmux.sendKeys("S")
        let screen = try tmux.waitFor("lint found 1 error, nothing sent")
        #expect(!screen.contains("Send this payload?"))
        #expect(try server.requests().isEmpty)

        // --force asks, saying so, and sends; APNs refuses the size itself.
        let forced = try Self.preview(payload, arguments + ["--force"], config: server.folder.path)
        defer { forced.close() }
        try forced.sendKeys("S")
        let prompt = try forced.waitFor("y send · n/esc cancel")
        #expect(prompt.contains("1 error: sending anyway (--force)"))
        try forced.sendKeys("y")
        try forced.waitFor("not sent: 413 PayloadTooLarge")
        #expect(try server.requests().count == 1)
    }
}

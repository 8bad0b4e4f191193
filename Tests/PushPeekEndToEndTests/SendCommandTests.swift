import Foundation
import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekMaps
import PushPeekApp
import PushPeekSend
import PushPeekPresentation
import PushPeekLint
import PushPeekInteraction
import PushPeekSession
import Testing

/// `pushpeek send` against the local APNs stand-in over HTTP/2 and TLS (certificate verification on,
/// with `--ca`): successes, every APNs reason, faults, headers, authentication.
@Suite("send command", .serialized)
struct SendCommandTests {
    static let alert = #"{"aps":{"alert":{"title":"Hello","body":"From pushpeek"},"sound":"default"}}"#

    static func json(_ result: PushPeekRunner.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any], "\(result.stdoutText) \(result.stderrText)")
    }

    static func devices(_ summary: [String: Any]) -> [[String: Any]] {
        summary["devices"] as? [[String: Any]] ?? []
    }

    @Test(.needsAPNsStandIn) func aSuccessfulAlertSend() throws {
        let server = try APNsTestServer()
        defer { server.stop() }
        let payload = try server.write(Self.alert, "alert.json")
        let device = APNsTestServer.device(1)
        let result = try PushPeekRunner.run(["send", payload, "--device", device] + server.tokenArguments)
        #expect(result.status == 0, "\(result.stdoutText) \(result.stderrText)")
        let line = try #require(result.stdoutText.split(separator: "\n").first)
        #expect(line.hasPrefix("sent     \(device)  apns-id "))
        #expect(result.stdoutText.hasSuffix("1 sent, 0 failed, 0 unknown of 1 device\n"))
        let request = try #require(try server.requests().first)
        let headers = try #require(request["headers"] as? [String: String])
        #expect(request["path"] as? String == "/3/device/\(device)")
        #expect(headers[":method"] == "POST")
        #expect(headers["apns-push-type"] == "alert" && headers["apns-priority"] == "10" && headers["apns-topic"] == APNsTestServer.topic)
        #expect(line.hasSuffix(headers["apns-id"] ?? "missing"))
        #expect(headers["authorization"]?.hasPrefix("bearer eyJ") == true)
        #expect(request["body"] as? String == Self.alert)
        // The token is never printed.
        #expect(!result.stdoutText.contains("eyJ") && !result.stderrText.contains("eyJ"))
    }

    @Test(.needsAPNsStandIn) func everyAPNsReasonIsExplained() throws {
        let server = try APNsTestServer()
        defer { server.stop() }
        let payload = try server.write(Self.alert, "alert.json")
        let reasons = ["BadDeviceToken", "DeviceTokenNotForTopic", "Unregistered", "ExpiredProviderToken", "InvalidProviderToken",
                       "TooManyProviderTokenUpdates", "PayloadTooLarge", "TopicDisallowed", "BadCollapseId", "TooManyRequests",
                       "InternalServerError", "ServiceUnavailable", "BadCertificate", "Forbidden", "MissingTopic", "ExpiredToken"]
        let tokens = reasons.map { APNsTestServer.token("reason:\($0)") }
        let result = try PushPeekRunner.run(["send", payload, "--format", "json", "--retries", "1", "--retry-delay", "10"]
                                            + tokens.flatMap { ["--device", $0] } + server.tokenArguments)
        #expect(result.status == 3, "\(result.stderrText)")
        let summary = try Self.json(result)
        #expect(summary["failed"] as? Int == reasons.count && summary["sent"] as? Int == 0)
        for (reason, device) in zip(reasons, Self.devices(summary)) {
            #expect(device["reason"] as? String == reason)
            #expect(device["outcome"] as? String == "failed")
            #expect((device["advice"] as? String)?.isEmpty == false, "\(reason) has advice")
            let retried = ["TooManyRequests", "InternalServerError", "ServiceUnavailable", "ExpiredProviderToken"].contains(reason)
            #expect(device["attempts"] as? Int == (retried ? 2 : 1), "\(reason) attempts")
        }
        let unregistered = Self.devices(summary)[2]
        #expect(unregistered["status"] as? Int == 410 && unregistered["timestamp"] as? Int == 1_700_000_000_000)
        let text = try PushPeekRunner.run(["send", payload, "--production", "--device", tokens[0], "--device", tokens[2]] + server.tokenArguments)
        #expect(text.stdoutText.contains("400 BadDeviceToken: the device token is not valid for production"))
        #expect(text.stdoutText.contains("needs --sandbox"))
        #expect(text.stdoutText.contains("410 Unregistered (token invalid since 2023-11-14T22:13:20Z)"))
    }

    /// 403 BadEnvironmentKeyIdInToken (Apple's spelling) and BadEnvironmentKeyInToken (seen from
    /// servers): a key restricted to one environment used on the other.
    @Test(.needsAPNsStandIn) func aKeyForTheOtherEnvironmentIsExplained() throws {
        let server = try APNsTestServer()
        defer { server.stop() }
        let payload = try server.write(Self.alert, "alert.json")
        let spellings = ["BadEnvironmentKeyIdInToken", "BadEnvironmentKeyInToken"]
        let devices = spellings.flatMap { ["--device", APNsTestServer.token("reason:\($0)")] }
        let result = try PushPeekRunner.run(["send", payload, "--format", "json"] + devices + server.tokenArguments)
        #expect(result.status == 3, "\(result.stderrText)")
        let answered = Self.devices(try Self.json(result))
        #expect(answered.map { $0["reason"] as? String } == spellings)
        for device in answered {
            #expect(device["status"] as? Int == 403 && device["attempts"] as? Int == 1)
            #expect(device["advice"] as? String == "the provider token's key is not enabled for sandbox (api.sandbox.push.apple.com): "
                    + "use a key enabled for sandbox, or --production if this key is for production only")
        }
        let text = try PushPeekRunner.run(["send", payload, "--production"] + devices + server.tokenArguments)
        #expect(text.stdoutText.contains("403 BadEnvironmentKeyIdInToken: the provider token's key is not enabled for production (api.push.apple.com): use a key enabled for production, or --sandbox if this key is for sandbox only"))
        #expect(text.stdoutText.contains("403 BadEnvironmentKeyInToken: the provider token's key is not enabled for production"))
        #expect(try server.requests().count == 4)
    }

    @Test(.needsAPNsStandIn) func aRetryAfterServiceUnavailableSucceeds() throws {
        let server = try APNsTestServer()
        defer { server.stop() }
        let payload = try server.write(Self.alert, "alert.json")
        let device = APNsTestServer.token("once:ServiceUnavailable")
        let result = try PushPeekRunner.run(["send", payload, "--device", device, "--retry-delay", "20"] + server.tokenArguments)
        #expect(result.status == 0)
        #expect(result.stdoutText.contains("after 2 attempts"))
        #expect(result.stderrText.contains("503 ServiceUnavailable; trying again in 20 ms"))
        #expect(try server.requests().count == 2)
    }

    @Test(.needsAPNsStandIn) func certificateAuthentication() throws {
        let server = try APNsTestServer(auth: "cert")
        defer { server.stop() }
        let payload = try server.write(Self.alert, "alert.json")
        let base = ["send", payload, "--device", APNsTestServer.device(2), "--topic", APNsTestServer.topic,
                    "--server", server.server, "--ca", server.caPath]
        let result = try PushPeekRunner.run(base + ["--cert", server.clientCertificate, "--cert-key", server.clientKey])
        #expect(result.status == 0, "\(result.stdoutText) \(result.stderrText)")
        let headers = try #require(try server.requests().first?["headers"] as? [String: String])
        #expect(headers["authorization"] == nil)
        // Without the client certificate the handshake fails: nothing was sent.
        let refused = try PushPeekRunner.run(base + ["--key", server.keyPath, "--key-id", APNsTestServer.keyID, "--team-id", APNsTestServer.teamID])
        #expect(refused.status == 69 || refused.status == 3, "\(refused.stdoutText)")
        #expect(refused.stdoutText.contains("0 sent"))
    }

    @Test(.needsAPNsStandIn) func backgroundPushHeaders() throws {
        let server = try APNsTestServer()
        defer { server.stop() }
        let payload = try server.write(#"{"aps":{"content-available":1},"sync":"inbox"}"#, "background.json")
        let result = try PushPeekRunner.run(["send", payload, "--device", APNsTestServer.device(3)] + server.tokenArguments)
        #expect(result.status == 0, "\(result.stdoutText) \(result.stderrText)")
        let headers = try #require(try server.requests().first?["headers"] as? [String: String])
        #expect(headers["apns-push-type"] == "background" && headers["apns-priority"] == "5" && headers["apns-topic"] == APNsTestServer.topic)
        let forced = try PushPeekRunner.run(["send", payload, "--device", APNsTestServer.device(3), "--priority", "10"] + server.tokenArguments)
        #expect(forced.status == 64 && forced.stderrText.contains("background push must have priority 5"))
    }

    @Test(.needsAPNsStandIn) func liveActivityTopicAndHeaders() throws {
        let server = try APNsTestServer()
        defer { server.stop() }
        let payload = try server.write(#"{"aps":{"timestamp":1700000000,"event":"update","content-state":{"home":2,"away":1}}}"#, "activity.json")
        let result = try PushPeekRunner.run(["send", payload, "--device", APNsTestServer.device(4), "--collapse-id", "score"] + server.tokenArguments)
        #expect(result.status == 0, "\(result.stdoutText) \(result.stderrText)")
        let headers = try #require(try server.requests().first?["headers"] as? [String: String])
        #expect(headers["apns-push-type"] == "liveactivity")
        #expect(headers["apns-topic"] == "com.example.app.push-type.liveactivity")
        #expect(headers["apns-priority"] == "10" && headers["apns-collapse-id"] == "score")
    }

    @Test(.needsAPNsStandIn) func goawayMidBatchAccountsForEveryDevice() throws {
        let server = try APNsTestServer()
        defer { server.stop() }
        let payload = try server.write(Self.alert, "alert.json")
        var devices = (0..<40).map { APNsTestServer.device($0) }
        devices.insert(APNsTestServer.token("goaway"), at: 12)
        let file = try server.write(devices.joined(separator: "\n") + "\n", "devices.txt")
        let result = try PushPeekRunner.run(["send", payload, "--devices", file, "--format", "json"] + server.tokenArguments)
        let summary = try Self.json(result)
        let reported = Self.devices(summary)
        #expect(reported.map { $0["device"] as? String } == devices)
        let sent = Set(reported.filter { $0["outcome"] as? String == "sent" }.compactMap { $0["device"] as? String })
        #expect((summary["sent"] as? Int ?? 0) + (summary["failed"] as? Int ?? 0) + (summary["unknown"] as? Int ?? 0) == devices.count)
        #expect(reported.allSatisfy { ["sent", "failed", "unknown"].contains($0["outcome"] as? String ?? "") })
        // The server processed no device twice, and every device reported sent was processed.
        let processed = try server.requests().compactMap { ($0["path"] as? String)?.replacingOccurrences(of: "/3/device/", with: "") }
        #expect(processed.count == Set(processed).count, "a push was delivered twice")
        #expect(sent.isSubset(of: Set(processed)))
        // Streams after the GOAWAY were refused unprocessed and sent again on a new connection.
        let streams = try server.requests().compactMap { $0["stream"] as? Int }
        #expect(streams.count > Set(streams).count, "a second connection was opened")
        #expect(sent.count >= devices.count - 2, "\(result.stdoutText)")
    }

    @Test(.needsAPNsStandIn) func streamResetAndTimeoutAreUnknownAndNotRetried() throws {
        let server = try APNsTestServer()
        defer { server.stop() }
        let payload = try server.write(Self.alert, "alert.json")
        let reset = APNsTestServer.token("reset"), hang = APNsTestServer.token("hang"), fine = APNsTestServer.device(5)
        let result = try PushPeekRunner.run(["send", payload, "--device", fine, "--device", reset, "--device", hang,
                                             "--timeout", "2", "--format", "json"] + server.tokenArguments)
        #expect(result.status == 2)
        let outcomes = Self.devices(try Self.json(result)).map { $0["outcome"] as? String }
        #expect(outcomes == ["sent", "unknown", "unknown"])
        #expect(try server.requests().count == 3)
    }

    @Test(.needsAPNsStandIn) func connectionRefusedIsAClearFailure() throws {
        let server = try APNsTestServer()
        let payload = try server.write(Self.alert, "alert.json")
        defer { server.stop() }
        server.stopServing()
        let result = try PushPeekRunner.run(["send", payload, "--device", APNsTestServer.device(6)] + server.tokenArguments)
        #expect(result.status == 69, "\(result.stdoutText) \(result.stderrText)")
        #expect(result.stdoutText.contains("failed   ") && result.stdoutText.contains("0 sent, 1 failed"))
        #expect(result.stdoutText.lowercased().contains("connect"))
    }

    @Test(.needsAPNsStandIn) func dryRunPrintsTheExactRequestRedacted() throws {
        let server = try APNsTestServer()
        defer { server.stop() }
        let payload = try server.write(Self.alert, "alert.json")
        let device = APNsTestServer.device(7)
        let result = try PushPeekRunner.run(["send", payload, "--device", device, "--dry-run", "--apns-id", "0A1B2C3D-0000-4000-8000-000000000001",
                                             "--expiration", "0"] + server.tokenArguments)
        #expect(result.status == 0)
        #expect(result.stdoutText == """
        POST https://\(server.server)/3/device/\(device) HTTP/2
        apns-push-type: alert
        apns-topic: com.example.app
        apns-priority: 10
        apns-id: 0a1b2c3d-0000-4000-8000-000000000001
        apns-expiration: 0
        authorization: bearer [redacted]
        content-type: application/json
        content-length: \(Self.alert.utf8.count)

        \(Self.alert)


        """)
        #expect(try server.requests().isEmpty)
    }

    @Test(.needsAPNsStandIn) func verboseRedactsAndAReadableKeyIsWarnedAbout() throws {
        let server = try APNsTestServer()
        defer { server.stop() }
        let payload = try server.write(Self.alert, "alert.json")
        chmod(server.keyPath, 0o644)
        let result = try PushPeekRunner.run(["send", payload, "--device", APNsTestServer.device(8), "--verbose"] + server.tokenArguments)
        #expect(result.status == 0)
        #expect(result.stderrText.contains("authorization: bearer [redacted]"))
        #expect(result.stderrText.contains("can be read by others (mode 644)"))
        let sentToken = try #require((try server.requests().first?["headers"] as? [String: String])?["authorization"])
        #expect(!result.stderrText.contains(String(sentToken.dropFirst("bearer ".count))))
        #expect(!result.stderrText.contains("BEGIN PRIVATE KEY"))
    }

    @Test(.needsAPNsStandIn) func lintErrorsStopTheSendUnlessForced() throws {
        let server = try APNsTestServer()
        defer { server.stop() }
        let payload = try server.write(#"{"aps":{"alert":"x","badge":"3"}}"#, "bad.json")
        let stopped = try PushPeekRunner.run(["send", payload, "--device", APNsTestServer.device(9)] + server.tokenArguments)
        #expect(stopped.status == 1 && stopped.stderrText.contains("nothing sent"))
        #expect(try server.requests().isEmpty)
        let forced = try PushPeekRunner.run(["send", payload, "--device", APNsTestServer.device(9), "--force"] + server.tokenArguments)
        #expect(forced.status == 0)
    }

    @Test(.needsAPNsStandIn) func settingsComeFromTheEnvironmentAndConfigFile() throws {
        let server = try APNsTestServer()
        defer { server.stop() }
        let payload = try server.write(Self.alert, "alert.json")
        let config = server.folder.appendingPathComponent("config/pushpeek")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data("# test\nkey = \(server.keyPath)\nkey-id = WRONGKEYID\nteam-id = \(APNsTestServer.teamID)\ntopic = \(APNsTestServer.topic)\n".utf8)
            .write(to: config.appendingPathComponent("send.conf"))
        let environment = ["XDG_CONFIG_HOME": server.folder.appendingPathComponent("config").path,
                           "PUSHPEEK_SERVER": server.server, "PUSHPEEK_CA": server.caPath]
        let wrong = try PushPeekRunner.run(["send", payload, "--device", APNsTestServer.device(10)], environment: environment)
        #expect(wrong.stdoutText.contains("InvalidProviderToken"), "\(wrong.stdoutText) \(wrong.stderrText)")
        let fixedByEnvironment = try PushPeekRunner.run(["send", payload, "--device", APNsTestServer.device(10)],
                                                        environment: environment.merging(["PUSHPEEK_KEY_ID": APNsTestServer.keyID]) { $1 })
        #expect(fixedByEnvironment.status == 0)
        let fixedByOption = try PushPeekRunner.run(["send", payload, "--device", APNsTestServer.device(10), "--key-id", APNsTestServer.keyID],
                                                   environment: environment.merging(["PUSHPEEK_KEY_ID": "ALSOWRONG0"]) { $1 })
        #expect(fixedByOption.status == 0)
    }

    @Test func simulatorPushRunsXcrunSimctl() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-xcrun-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = folder.appendingPathComponent("record")
        let script = "#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(record.path)'\ncat \"$5\" > '\(record.path).payload'\n"
        let xcrun = folder.appendingPathComponent("xcrun")
        try Data(script.utf8).write(to: xcrun)
        chmod(xcrun.path, 0o755)
        let payload = folder.appendingPathComponent("p.json")
        try Data(Self.alert.utf8).write(to: payload)
        let path = folder.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let result = try PushPeekRunner.run(["send", payload.path, "--simulator", "booted", "--topic", "com.example.app"], environment: ["PATH": path])
        #expect(result.status == 0, "\(result.stderrText)")
        #expect(try String(contentsOf: record, encoding: .utf8) == "simctl\npush\nbooted\ncom.example.app\n\(payload.path)\n")
        #expect(try String(contentsOf: URL(fileURLWithPath: record.path + ".payload"), encoding: .utf8) == Self.alert)
        try Data("#!/bin/sh\nexit 2\n".utf8).write(to: xcrun)
        let failed = try PushPeekRunner.run(["send", payload.path, "--simulator", "booted", "--topic", "com.example.app"], environment: ["PATH": path])
        #expect(failed.status == 69 && failed.stderrText.contains("xcrun simctl push failed"))
    }

    @Test(.needsAPNsStandIn) func aKeyThatIsNoP256KeyIsRefusedBeforeSending() throws {
        let server = try APNsTestServer()
        defer { server.stop() }
        let payload = try server.write(Self.alert, "alert.json")
        let notAKey = try server.write("-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n", "AuthKey_BAD.p8")
        chmod(notAKey, 0o600)
        let result = try PushPeekRunner.run(["send", payload, "--device", APNsTestServer.device(11), "--topic", APNsTestServer.topic,
                                             "--key", notAKey, "--key-id", APNsTestServer.keyID, "--team-id", APNsTestServer.teamID,
                                             "--server", server.server, "--ca", server.caPath])
        #expect(result.status == 65, "\(result.stderrText)")
        #expect(result.stderrText.contains("AuthKey_BAD.p8: not a PEM private key"))
        #expect(try server.requests().isEmpty)
        let missing = try PushPeekRunner.run(["send", payload, "--device", APNsTestServer.device(11), "--topic", APNsTestServer.topic,
                                              "--key", notAKey + ".missing", "--key-id", "K", "--team-id", "T"])
        #expect(missing.status == 66 && missing.stderrText.contains("cannot open"))
    }

    /// The error table of Docs/SEND.md is `APNsReason.all`, row for row.
    @Test func manualErrorTableIsTheReasonTable() throws {
        let readme = try String(contentsOfFile: ReadmeTests.root.appendingPathComponent("Docs/SEND.md").path, encoding: .utf8)
        let begin = try #require(readme.range(of: "<!-- apns-reasons: begin -->\n"))
        let end = try #require(readme.range(of: "<!-- apns-reasons: end -->"))
        var table = "| status | reason | what pushpeek says to do | retried |\n|---|---|---|---|\n"
        for reason in APNsReason.all {
            let names = ([reason.reason] + reason.aliases).map { "`\($0)`" }.joined(separator: " or ")
            table += "| \(reason.status) | \(names) | \(reason.advice) | \(reason.retryable ? "yes" : "no") |\n"
        }
        #expect(String(readme[begin.upperBound..<end.lowerBound]) == table)
    }
}

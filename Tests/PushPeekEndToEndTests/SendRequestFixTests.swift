import Foundation
import PushPeekSend
import Testing

/// What `send` puts on the wire and what it runs, for the cases that went wrong: a payload whose
/// whitespace takes it over the limit, a byte order mark, location pushes, `--dry-run` with
/// `--simulator`, a missing `--ca`, and an answer APNs does not document.
@Suite("send request fixes", .serialized)
struct SendRequestFixTests {
    @Test(.needsAPNsStandIn) func aWhitespacePaddedPayloadIsSentCompact() throws {
        let server = try APNsTestServer()
        defer { server.stop() }
        let body = String(repeating: "x", count: 3000)
        let padded = "{\n" + String(repeating: " ", count: 1200) + "\"aps\": {\"alert\": {\"body\": \"\(body)\"}}\n}\n"
        #expect(padded.utf8.count > 4096)
        let payload = try server.write(padded, "padded.json")
        let result = try PushPeekRunner.run(["send", payload, "--device", APNsTestServer.device(1)] + server.tokenArguments)
        #expect(result.status == 0, "\(result.stdoutText) \(result.stderrText)")
        #expect(result.stderrText.contains("sending its compact form"), "\(result.stderrText)")
        let sent = try #require(try server.requests().first?["body"] as? String)
        #expect(sent == #"{"aps":{"alert":{"body":""# + body + #""}}}"#)
    }

    @Test(.needsAPNsStandIn) func aByteOrderMarkIsNotSent() throws {
        let server = try APNsTestServer()
        defer { server.stop() }
        let payload = try server.write("\u{FEFF}" + SendCommandTests.alert, "bom.json")
        let result = try PushPeekRunner.run(["send", payload, "--device", APNsTestServer.device(1)] + server.tokenArguments)
        #expect(result.status == 0, "\(result.stdoutText) \(result.stderrText)")
        #expect(try server.requests().first?["body"] as? String == SendCommandTests.alert)
        #expect(result.stderrText.contains("byte order mark"))
    }

    @Test(.needsAPNsStandIn) func locationPushesGoToTheLocationQueryTopicWithATokenOnly() throws {
        let server = try APNsTestServer()
        defer { server.stop() }
        let payload = try server.write(#"{"aps":{}}"#, "location.json")
        let result = try PushPeekRunner.run(["send", payload, "--device", APNsTestServer.device(1), "--push-type", "location"] + server.tokenArguments)
        #expect(result.status == 0, "\(result.stdoutText) \(result.stderrText)")
        let headers = try #require(try server.requests().first?["headers"] as? [String: String])
        #expect(headers["apns-topic"] == APNsTestServer.topic + ".location-query")
        #expect(headers["apns-push-type"] == "location")
        let withCertificate = try PushPeekRunner.run(["send", payload, "--device", APNsTestServer.device(1), "--push-type", "location",
                                                      "--topic", APNsTestServer.topic, "--server", server.server, "--ca", server.caPath,
                                                      "--cert", server.clientCertificate, "--cert-key", server.clientKey])
        #expect(withCertificate.status == 64)
        #expect(withCertificate.stderrText.contains("location pushes take token authentication only"))
        #expect(try server.requests().count == 1)
    }

    @Test func dryRunWithASimulatorRunsNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-xcrun-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = folder.appendingPathComponent("record")
        let xcrun = folder.appendingPathComponent("xcrun")
        try Data("#!/bin/sh\ntouch '\(record.path)'\n".utf8).write(to: xcrun)
        chmod(xcrun.path, 0o755)
        let payload = folder.appendingPathComponent("p.json")
        try Data(SendCommandTests.alert.utf8).write(to: payload)
        let path = folder.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let result = try PushPeekRunner.run(["send", payload.path, "--simulator", "booted", "--topic", "com.example.app", "--dry-run"],
                                            environment: ["PATH": path])
        #expect(result.status == 0, "\(result.stderrText)")
        #expect(result.stdoutText == "xcrun simctl push booted com.example.app \(payload.path)\n")
        #expect(!FileManager.default.fileExists(atPath: record.path), "xcrun was run")
    }

    @Test(.needsAPNsStandIn) func aMissingCAFileIsOneErrorBeforeSending() throws {
        let server = try APNsTestServer()
        defer { server.stop() }
        let payload = try server.write(SendCommandTests.alert, "alert.json")
        var arguments = ["send", payload, "--device", APNsTestServer.device(1), "--device", APNsTestServer.device(2)] + server.tokenArguments
        arguments[arguments.count - 1] = server.folder.appendingPathComponent("no-such-ca.pem").path
        let result = try PushPeekRunner.run(arguments)
        #expect(result.status == 66, "\(result.stdoutText) \(result.stderrText)")
        #expect(result.stderrText.contains("no-such-ca.pem") && result.stdoutText.isEmpty)
        #expect(try server.requests().isEmpty)
    }

    @Test(.needsAPNsStandIn) func anUndocumentedReasonGetsAdviceFromItsStatus() throws {
        let server = try APNsTestServer()
        defer { server.stop() }
        let payload = try server.write(SendCommandTests.alert, "alert.json")
        let result = try PushPeekRunner.run(["send", payload, "--device", APNsTestServer.token("reason:SomethingNew")] + server.tokenArguments)
        #expect(result.status == 3)
        #expect(result.stdoutText.contains("400 SomethingNew: APNs found the request malformed"), "\(result.stdoutText)")
    }

    @Test func aStatusWithoutAReasonIsNotRepeated() {
        var batch = SendBatch(devices: ["a"], apnsIDs: ["1"], policy: RetryPolicy(maximumRetries: 0))
        _ = batch.due(now: 0, limit: 1)
        batch.finish(0, .response(status: 500, headers: [], body: []), now: 0)
        let text = SendReport(deliveries: batch.deliveries, environment: nil).text()
        #expect(text.contains("failed   a  500: APNs had a problem: try again later"), "\(text)")
        #expect(!text.contains("HTTP 500"))
    }

    @Test(.needsAPNsStandIn) func keyAndTeamIDsAreTenCharacters() throws {
        let server = try APNsTestServer()
        defer { server.stop() }
        let payload = try server.write(SendCommandTests.alert, "alert.json")
        var arguments = ["send", payload, "--device", APNsTestServer.device(1)] + server.tokenArguments
        let keyID = try #require(arguments.firstIndex(of: APNsTestServer.keyID))
        arguments[keyID] = "ABC123"
        let result = try PushPeekRunner.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderrText.contains("--key-id takes the 10 letters and digits"), "\(result.stderrText)")
        #expect(try server.requests().isEmpty)
    }
}

import Foundation
import Testing

/// `pushpeek serve` headless, as CI runs it: `--exit-after`, `--timeout`, `--log`, `--fail`,
/// `--latency`, `--goaway-after`, the exit status, SIGTERM, cleartext h2c, and `pushpeek send`.
@Suite(.needsAPNsStandIn, .serialized)
struct ServeHeadlessTests {
    static let good = [("apns-topic", ServeTestServer.topic), ("authorization", "bearer TOKEN")]

    static func start(_ arguments: [String] = [], cleartext: Bool = false) throws -> (ServeTestServer, [(String, String)]) {
        let server = try ServeTestServer(ServeFixtures.ruleArguments + arguments, files: ServeFixtures.files, cleartext: cleartext)
        let key = server.folder.appendingPathComponent("key.p8").path
        try ServeFixtures.makeKey(key)
        let token = try ServeFixtures.token(keyPath: key)
        return (server, [("apns-topic", ServeTestServer.topic), ("authorization", "bearer " + token)])
    }

    @Test("--exit-after 3: three valid pushes end it with 0, one line each and a JSON log line each")
    func exitAfterValid() throws {
        let (server, headers) = try Self.start(["--exit-after", "3"])
        for number in 1...3 {
            let answer = try server.curl("/3/device/" + ServeTestServer.device, headers: headers, body: #"{"aps":{"alert":"push \#(number)"}}"#)
            #expect(answer.status == 200)
        }
        #expect(server.wait() == 0, "\(server.stderr)")
        let lines = server.stdout.split(separator: "\n")
        #expect(lines.count == 3 && lines.allSatisfy { $0.hasSuffix(": valid") }, "\(server.stdout)")
        let log = try server.logLines()
        #expect(log.count == 3)
        #expect(log.map { $0["verdict"] as? String } == ["valid", "valid", "valid"])
        #expect(log.first?["token"] as? String == ServeTestServer.device)
        #expect((log.first?["payload"] as? String)?.contains("push 1") == true)
        #expect(((log.first?["headers"] as? [String: Any])?["authorization"] as? String) == "[redacted]")
        #expect(log.first?["status"] as? Int == 200 && (log.first?["apnsID"] as? String)?.count == 36)
    }

    @Test("--exit-after 2 with a refused push and a payload with lint errors: exit 1")
    func exitAfterInvalid() throws {
        let (server, headers) = try Self.start(["--exit-after", "2"])
        #expect(try server.curl("/3/device/12", headers: headers).status == 400)
        #expect(try server.curl("/3/device/" + ServeTestServer.device, headers: headers, body: #"{"alert":"no aps"}"#).status == 200)
        #expect(server.wait() == 1)
        #expect(try server.logLines().map { $0["verdict"] as? String } == ["refused", "invalid"])
        #expect(server.stdout.contains("BadDeviceToken") && server.stdout.contains("invalid (1 error"), "\(server.stdout)")
    }

    @Test("--timeout before --exit-after's pushes: exit 1, saying how many came")
    func timeout() throws {
        let (server, headers) = try Self.start(["--exit-after", "5", "--timeout", "8s"])
        #expect(try server.curl("/3/device/" + ServeTestServer.device, headers: headers).status == 200)
        #expect(server.wait() == 1)
        #expect(server.stderr.contains("1 of 5 pushes arrived"))
    }

    @Test("--fail 2:TooManyRequests fails the next two valid pushes, then 200; faults do not fail the run")
    func failCount() throws {
        let (server, headers) = try Self.start(["--fail", "2:TooManyRequests"])
        let statuses = try (1...3).map { _ in try server.curl("/3/device/" + ServeTestServer.device, headers: headers) }
        #expect(statuses.map(\.status) == [429, 429, 200])
        #expect(statuses[0].body.contains("TooManyRequests"))
        #expect(server.stop() == 0)
        #expect(try server.logLines().map { $0["verdict"] as? String } == ["faulted", "faulted", "valid"])
    }

    @Test("--fail 1.0:ServiceUnavailable fails every valid push; a refused one keeps its own reason")
    func failShare() throws {
        let (server, headers) = try Self.start(["--fail", "1.0:ServiceUnavailable"])
        #expect(try server.curl("/3/device/" + ServeTestServer.device, headers: headers).status == 503)
        #expect(try server.curl("/3/device/1", headers: headers).body.contains("BadDeviceToken"))
        #expect(server.stop() == 1)
    }

    @Test("--latency holds the answer back: the push has arrived while its client still waits")
    func latency() throws {
        let (server, headers) = try Self.start(["--latency", "5s"])
        let client = try Self.background(server, headers: headers)
        let deadline = Date().addingTimeInterval(60)
        while !server.stdout.contains("#1 ") && Date() < deadline { usleep(20_000) }
        #expect(server.stdout.contains("#1 200"))
        #expect(client.process.isRunning, "answered before the latency")
        client.process.waitUntilExit()
        #expect(client.output() == "200")
        #expect(server.stop() == 0)
    }

    /// One request sent by curl in the background; its output (the status) once it ends.
    static func background(_ server: ServeTestServer, headers: [(String, String)]) throws -> (process: Process, output: () -> String) {
        let client = Process()
        client.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        client.arguments = ["curl", "-sS", "--http2", "--cacert", server.caPath, "-o", "/dev/null", "-w", "%{http_code}", "--max-time", "60",
                            "--data-binary", #"{"aps":{"alert":"hi"}}"#] + headers.flatMap { ["-H", "\($0.0): \($0.1)"] }
            + ["https://localhost:\(server.port)/3/device/\(ServeTestServer.device)"]
        let output = Pipe()
        client.standardOutput = output
        try client.run()
        return (client, { String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) })
    }

    @Test("--goaway-after 2: the connection ends after two answers with GOAWAY; a new one is served")
    func goawayAfter() throws {
        let (server, headers) = try Self.start(["--goaway-after", "2"])
        let summary = try #require(try server.client("streams", 10, headers: headers) as? [String: Any])
        #expect(summary["answered"] as? Int == 2 && summary["closed"] as? Bool == true, "\(summary)")
        #expect(try server.curl("/3/device/" + ServeTestServer.device, headers: headers).status == 200)
        #expect(server.stop() == 0)
    }

    @Test("SIGTERM: GOAWAY, the open streams answered, exit 0")
    func sigterm() throws {
        let (server, headers) = try Self.start(["--latency", "2s"])
        let client = try Self.background(server, headers: headers)
        let deadline = Date().addingTimeInterval(60)
        while !server.stdout.contains("#1 ") && Date() < deadline { usleep(20_000) }
        #expect(server.stop() == 0)
        client.process.waitUntilExit()
        let answer = client.output()
        #expect(answer == "200", "\(answer)")
    }

    @Test("--cleartext: h2c with prior knowledge")
    func cleartext() throws {
        let (server, headers) = try Self.start(cleartext: true)
        let input = String(decoding: try JSONSerialization.data(withJSONObject: [["path": "/3/device/" + ServeTestServer.device,
                                                                                 "body": #"{"aps":{"alert":"hi"}}"#, "headers": headers.map { [$0.0, $0.1] }]]), as: UTF8.self)
        let responses = try #require(try server.client("requests", stdin: input) as? [[String: Any]])
        #expect(responses.first?["status"] as? Int == 200)
        let curl = try Spawn.run(["curl", "-sS", "--http2-prior-knowledge", "-o", "/dev/null", "-w", "%{http_code}", "-X", "POST",
                                  "-H", "apns-topic: com.example.app", "-H", "authorization: \(headers[1].1)", "--data-binary", #"{"aps":{}}"#,
                                  "http://127.0.0.1:\(server.port)/3/device/\(ServeTestServer.device)"])
        #expect(curl.stdout == "200", "\(curl)")
        #expect(server.stop() == 0)
    }

    @Test("pushpeek send --server --ca against it, with a key serve checks")
    func sendAgainstServe() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-serve-send-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let key = folder.appendingPathComponent("AuthKey.p8").path
        try ServeFixtures.makeKey(key)
        let server = try ServeTestServer(["--app", "app.json", "--key", "\(ServeFixtures.keyID)=\(key)", "--team", ServeFixtures.teamID, "--exit-after", "2"],
                                         files: ServeFixtures.files)
        let payload = folder.appendingPathComponent("push.json").path
        try Data(#"{"aps":{"alert":{"title":"Hello","body":"from send"}}}"#.utf8).write(to: URL(fileURLWithPath: payload))
        let result = try Run.pushpeek(["send", payload, "--device", ServeTestServer.device, "--device", "1234", "--topic", ServeTestServer.topic,
                                       "--key", key, "--key-id", ServeFixtures.keyID, "--team-id", ServeFixtures.teamID,
                                       "--server", "localhost:\(server.port)", "--ca", server.caPath, "--retries", "0"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stdout.contains("BadDeviceToken"), "\(result)")
        #expect(server.wait() == 1)
        #expect(try server.logLines().map { $0["status"] as? Int }.sorted { ($0 ?? 0) < ($1 ?? 0) } == [200, 400])
    }
}

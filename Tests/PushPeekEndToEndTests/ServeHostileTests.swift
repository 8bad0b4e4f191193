import Foundation
import Testing

/// Hostile clients against `pushpeek serve`: each runs while another client is served, and the
/// server neither crashes, hangs nor grows (it answers afterwards, and exits 0 or 1 on SIGTERM
/// rather than by a signal).
@Suite(.needsAPNsStandIn, .serialized)
struct ServeHostileTests {
    /// Starts `mode` in the background, serves curl meanwhile, and returns the hostile client's result.
    static func whileServing(_ mode: String, _ number: Int = 0, arguments: [String] = [], check: ([String: Any]) -> Void) throws {
        let (server, headers) = try ServeHeadlessTests.start(arguments)
        let pairs = String(decoding: try JSONSerialization.data(withJSONObject: headers.map { [$0.0, $0.1] }), as: UTF8.self)
        let hostile = Process()
        hostile.executableURL = URL(fileURLWithPath: APNsStandInTools.python ?? "/usr/bin/python3")
        hostile.arguments = [ServeTestServer.clientScript, String(server.port), server.caPath, mode, String(number), pairs]
        let output = Pipe()
        hostile.standardOutput = output
        try hostile.run()
        let text = output.fileHandleForReading.readDataToEndOfFile()
        // Served while the hostile client runs (and after it).
        #expect(try server.curl("/3/device/" + ServeTestServer.device, headers: headers).status == 200)
        hostile.waitUntilExit()
        let result = try #require(try JSONSerialization.jsonObject(with: text) as? [String: Any], "\(String(decoding: text, as: UTF8.self))")
        check(result)
        #expect(try server.curl("/3/device/" + ServeTestServer.device, headers: headers).status == 200)
        let status = server.stop()
        #expect(status == 0 || status == 1, "ended by \(status): \(server.stderr)")
    }

    @Test("A malformed frame (DATA on stream 0) ends that connection with GOAWAY PROTOCOL_ERROR")
    func malformedFrame() throws {
        try Self.whileServing("malformed") { #expect($0["goaway_error"] as? Int == 1) }
    }

    @Test("An HPACK bomb (4 KB indexed once, referenced 1000 times) resets its stream")
    func hpackBomb() throws {
        try Self.whileServing("hpackbomb") { #expect($0["end"] as? String == "StreamReset", "\($0)") }
    }

    @Test("10,000 streams on one connection are all answered, at most 1000 at once")
    func tenThousandStreams() throws {
        try Self.whileServing("streams", 10_000) { result in
            #expect(result["answered"] as? Int == 10_000)
            #expect(result["max_concurrent"] as? Int == 1000)
        }
    }

    @Test("A slowloris connection (headers a byte a second) is closed at the idle timeout with GOAWAY IdleTimeout")
    func slowloris() throws {
        try Self.whileServing("slowloris", arguments: ["--idle-timeout", "2s"]) { #expect($0["goaway"] as? String == #"{"reason":"IdleTimeout"}"#, "\($0)") }
    }

    @Test("A 100 MB body is answered 413 PayloadTooLarge after the first window, without being read")
    func hundredMegabytes() throws {
        try Self.whileServing("bigbody", 100_000_000) { result in
            #expect(result["status"] as? Int == 413)
            #expect((result["sent"] as? Int ?? .max) < 1_000_000, "\(result)")
        }
    }

    @Test("1,000 connections opened and dropped")
    func thousandConnections() throws {
        try Self.whileServing("connections", 1000) { #expect($0["opened"] as? Int == 1000) }
    }

    @Test("Control characters in a header reset the stream; C1 controls, escapes and invalid UTF-8 are sanitised on screen and in the log")
    func controlCharacters() throws {
        let (server, headers) = try ServeHeadlessTests.start()
        // Built by hand: \u001b, \u0007 and \u009b are ESC, BEL and CSI; \udcff becomes the byte
        // 0xFF (invalid UTF-8) in the body (serve_client.py encodes with surrogateescape).
        let token = #"["authorization", ""# + headers[1].1 + #""]"#
        let path = #""path": "/3/device/"# + ServeTestServer.device + #"""#
        let input = "[{" + path + #", "headers": [["apns-topic", "com.example.app\u001b[31m"], "# + token + "]}, {" + path
            + #", "body": "{\"aps\":{\"alert\":\"\u001b]0;pwned\u0007\"},\"x\":\"\udcff\"}", "headers": [["apns-topic", "com.example.app\u009b2J\udcff"], "#
            + token + #", ["apns-collapse-id", "\u009b2J"]]}]"#
        let responses = try #require(try server.client("requests", stdin: input) as? [[String: Any]])
        #expect(responses.count == 2)
        #expect(responses.first?["status"] is NSNull, "\(responses)")
        #expect(responses.last?["status"] as? Int == 400)
        #expect(server.stop() == 1)
        #expect(server.stdout.contains("BadTopic"), "\(server.stdout)")
        for control in ["\u{1b}", "\u{07}", "\u{9b}"] { #expect(!server.stdout.contains(control), "\(server.stdout.debugDescription)") }
        let log = (try? String(contentsOfFile: server.logPath, encoding: .utf8)) ?? ""
        #expect(!log.isEmpty && log.contains("pwned"))
        for control in ["\u{1b}", "\u{07}", "\u{9b}"] { #expect(!log.contains(control), "\(log.debugDescription)") }
    }
}

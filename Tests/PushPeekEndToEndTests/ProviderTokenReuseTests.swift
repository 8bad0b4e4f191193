import Foundation
import Testing

/// One provider token for as long as APNs wants it: two `pushpeek send` runs and two presses of the
/// preview's send key use the same JWT (read from what the stand-in received), kept in
/// `$XDG_CACHE_HOME/pushpeek/` with mode 600; after `ExpiredProviderToken` one new token is made
/// and the push sent once more.
@Suite("provider token reuse", .serialized)
struct ProviderTokenReuseTests {
    /// The `authorization` tokens the server received, in order.
    static func tokens(_ server: APNsTestServer) throws -> [String] {
        try server.requests().compactMap { ($0["headers"] as? [String: String])?["authorization"] }
            .map { String($0.dropFirst("bearer ".count)) }
    }

    /// The `iat` claim of a JWT.
    static func issuedAt(_ token: String) throws -> Int {
        let claims = try #require(token.split(separator: ".").dropFirst().first)
        var base64 = claims.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while base64.count % 4 != 0 { base64 += "=" }
        let data = try #require(Data(base64Encoded: base64))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(object["iat"] as? Int)
    }

    static func environment(_ server: APNsTestServer) -> [String: String] {
        let cache = server.folder.appendingPathComponent("cache").path
        #if os(macOS)
        return ["XDG_CACHE_HOME": cache, "HOME": cache]
        #else
        return ["XDG_CACHE_HOME": cache]
        #endif
    }

    @Test(.needsAPNsStandIn) func twoRunsUseOneToken() throws {
        let server = try APNsTestServer()
        defer { server.stop() }
        let payload = try server.write(SendCommandTests.alert, "alert.json")
        let environment = Self.environment(server)
        let first = try PushPeekRunner.run(["send", payload, "--device", APNsTestServer.device(1)] + server.tokenArguments, environment: environment)
        #expect(first.status == 0, "\(first.stdoutText) \(first.stderrText)")
        // The next run starts in the next second at the earliest, so a new token would have another iat.
        let started = Int(Date().timeIntervalSince1970)
        while Int(Date().timeIntervalSince1970) == started { usleep(50_000) }
        let second = try PushPeekRunner.run(["send", payload, "--device", APNsTestServer.device(2)] + server.tokenArguments, environment: environment)
        #expect(second.status == 0, "\(second.stdoutText) \(second.stderrText)")
        let tokens = try Self.tokens(server)
        #expect(tokens.count == 2 && Set(tokens).count == 1, "one JWT for both runs")
        #expect(try Self.issuedAt(tokens[0]) < started + 1)

        let file = server.folder.appendingPathComponent("cache/pushpeek/provider-token-\(APNsTestServer.teamID)-\(APNsTestServer.keyID)").path
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let stored = try String(contentsOfFile: file, encoding: .utf8)
        #expect(stored.contains(tokens[0]) && !stored.contains("PRIVATE KEY"))
    }

    /// A token kept for another key with the same IDs (the stand-in's key is new in every test) is
    /// not used: its signature does not verify with this key.
    @Test(.needsAPNsStandIn) func aTokenOfAnotherKeyIsNotUsed() throws {
        let first = try APNsTestServer()
        defer { first.stop() }
        let payload = try first.write(SendCommandTests.alert, "alert.json")
        let environment = Self.environment(first)
        #expect(try PushPeekRunner.run(["send", payload, "--device", APNsTestServer.device(1)] + first.tokenArguments, environment: environment).status == 0)
        let second = try APNsTestServer()
        defer { second.stop() }
        let result = try PushPeekRunner.run(["send", payload, "--device", APNsTestServer.device(1)] + second.tokenArguments, environment: environment)
        #expect(result.status == 0, "\(result.stdoutText) \(result.stderrText)")
        #expect(try Self.tokens(first) != Self.tokens(second))
    }

    /// Three devices all answered ExpiredProviderToken once: one new token, each sent once more with it.
    @Test(.needsAPNsStandIn) func anExpiredTokenIsReplacedOnceAndThePushSentAgain() throws {
        let server = try APNsTestServer()
        defer { server.stop() }
        let payload = try server.write(SendCommandTests.alert, "alert.json")
        let expiring = (1...3).map { number in
            String(APNsTestServer.token("once:ExpiredProviderToken").dropLast(2)) + String(format: "%02x", number)
        }
        let devices = expiring + [APNsTestServer.device(1)]
        let result = try PushPeekRunner.run(["send", payload, "--format", "json"] + devices.flatMap { ["--device", $0] } + server.tokenArguments,
                                            environment: Self.environment(server))
        #expect(result.status == 0, "\(result.stdoutText) \(result.stderrText)")
        let reported = SendCommandTests.devices(try SendCommandTests.json(result))
        #expect(reported.map { $0["attempts"] as? Int } == [2, 2, 2, 1])
        let tokens = try Self.tokens(server)
        #expect(tokens.count == 7)
        #expect(Set(tokens).count == 2, "one new token")
        #expect(result.stderrText.contains("sending again with a new provider token"))
    }

    /// Two presses of the preview's send key (and a `send` run after) use one token.
    @Test(.needsAPNsStandIn) func twoSendKeyPressesUseOneToken() throws {
        let server = try APNsTestServer()
        defer { server.stop() }
        let payload = try server.write(PreviewSendTests.alert, "alert.json")
        var environment = Self.environment(server)
        environment["XDG_CONFIG_HOME"] = server.folder.path
        let tmux = try TmuxSession.pushpeek([payload, "--device", APNsTestServer.device(3)] + server.tokenArguments, environment: environment)
        defer { tmux.close() }
        try tmux.waitFor("q quit")
        try PreviewSendTests.sendConfirmed(tmux)
        try tmux.waitFor("sent to 1 device")
        try PreviewSendTests.sendConfirmed(tmux)
        try tmux.waitFor(timeout: 30, "two sends") { _ in (try? server.requests().count) == 2 }
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
        let tokens = try Self.tokens(server)
        #expect(tokens.count == 2 && Set(tokens).count == 1)
        #expect(try Self.issuedAt(tokens[0]) == Self.issuedAt(tokens[1]))
    }
}

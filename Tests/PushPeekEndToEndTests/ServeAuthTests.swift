import Foundation
import Testing

/// Token authentication of `pushpeek serve` with `.p8` keys made by `openssl ecparam` and tokens
/// signed by PyJWT: the right key is taken, a wrong key, an hour-old token, a second key on one
/// connection and a token changed too soon are refused as APNs refuses them, and neither the key
/// nor the token reaches the screen or the log.
@Suite(.needsAPNsStandIn, .serialized)
struct ServeAuthTests {
    let server: ServeTestServer
    let key: String
    let otherKey: String

    init() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-serve-keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        key = folder.appendingPathComponent("AuthKey.p8").path
        otherKey = folder.appendingPathComponent("Other.p8").path
        try ServeFixtures.makeKey(key)
        try ServeFixtures.makeKey(otherKey)
        server = try ServeTestServer(["--app", "app.json", "--key", "\(ServeFixtures.keyID)=\(key)", "--key", "SECOND1234=\(otherKey)",
                                      "--team", ServeFixtures.teamID], files: ServeFixtures.files)
    }

    /// One request per token, each on its own connection (curl), and the reasons answered.
    func reasons(_ tokens: [String]) throws -> [String] {
        try tokens.map { token in
            let answer = try server.curl("/3/device/" + ServeTestServer.device, headers: [("apns-topic", ServeTestServer.topic), ("authorization", "bearer " + token)])
            return answer.status == 200 ? "OK" : (try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any])?["reason"] as? String ?? answer.body
        }
    }

    @Test("The right key is taken; a token signed by another key is InvalidProviderToken")
    func rightAndWrongKey() throws {
        let right = try ServeFixtures.token(keyPath: key)
        let wrongSigner = try ServeFixtures.token(keyPath: otherKey)
        let wrongTeam = try ServeFixtures.token(keyPath: key, teamID: "OTHERTEAM1")
        let unknownKey = try ServeFixtures.token(keyPath: key, keyID: "UNKNOWN123")
        #expect(try reasons([right, wrongSigner, wrongTeam, unknownKey]) == ["OK", "InvalidProviderToken", "InvalidProviderToken", "InvalidProviderToken"])
        #expect(server.stop() == 1)
        let output = server.stdout + server.stderr + ((try? String(contentsOfFile: server.logPath, encoding: .utf8)) ?? "")
        let keyText = try String(contentsOfFile: key, encoding: .utf8)
        let keyBody = keyText.split(separator: "\n").filter { !$0.hasPrefix("-----") }
        for secret in [right, wrongSigner, String(right.split(separator: ".").last ?? "")] + keyBody.map(String.init) {
            #expect(!output.contains(secret), "a secret reached the output")
        }
        #expect(output.contains("[redacted]"))
    }

    @Test("A token older than an hour is ExpiredProviderToken")
    func expired() throws {
        #expect(try reasons([try ServeFixtures.token(keyPath: key, age: 3700), try ServeFixtures.token(keyPath: key, age: 3000)])
                == ["ExpiredProviderToken", "OK"])
        #expect(server.stop() == 1)
    }

    @Test("On one connection: another key is UnrelatedKeyIdInToken, a new token within 20 minutes TooManyProviderTokenUpdates")
    func oneConnection() throws {
        let first = try ServeFixtures.token(keyPath: key, age: 10)
        let renewed = try ServeFixtures.token(keyPath: key, age: 0)
        let otherKeyToken = try ServeFixtures.token(keyPath: otherKey, keyID: "SECOND1234")
        let requests: [[String: Any]] = [first, first, otherKeyToken, renewed].map { token in
            ["path": "/3/device/" + ServeTestServer.device, "body": #"{"aps":{"alert":"hi"}}"#,
             "headers": [["apns-topic", ServeTestServer.topic], ["authorization", "bearer " + token]]]
        }
        let input = String(decoding: try JSONSerialization.data(withJSONObject: requests), as: UTF8.self)
        let responses = try #require(try server.client("requests", stdin: input) as? [[String: Any]])
        let reasons = responses.map { response -> String in
            (try? JSONSerialization.jsonObject(with: Data((response["body"] as? String ?? "").utf8)) as? [String: Any])?["reason"] as? String ?? "OK"
        }
        #expect(reasons == ["OK", "OK", "UnrelatedKeyIdInToken", "TooManyProviderTokenUpdates"])
        #expect(responses.map { $0["status"] as? Int } == [200, 200, 403, 429])
        #expect(server.stop() == 1)
    }

    @Test("Without a token: MissingProviderToken")
    func missing() throws {
        let answer = try server.curl("/3/device/" + ServeTestServer.device, headers: [("apns-topic", ServeTestServer.topic)])
        #expect(answer.status == 403 && answer.body.contains("MissingProviderToken"))
        #expect(server.stop() == 1)
    }
}

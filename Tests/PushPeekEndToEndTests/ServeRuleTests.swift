import Foundation
import Testing

/// APNs' rules as `pushpeek serve` answers them, one case per reason, asked by two independent
/// clients: `curl --http2` and Python's h2. Each answer carries Apple's status, the JSON `reason`,
/// an `apns-id` (the one sent, or a new UUID) and, for 410, the `timestamp`.
@Suite(.needsAPNsStandIn, .serialized)
struct ServeRuleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var reason: String
        var status: Int
        var method = "POST"
        var path = "/3/device/" + ServeTestServer.device
        var headers: [(String, String)] = [("apns-topic", ServeTestServer.topic), ("authorization", "bearer TOKEN")]
        var body = #"{"aps":{"alert":"hi"}}"#
        var testDescription: String { reason + " " + String(status) }

        func with(_ change: (inout Case) -> Void) -> Case {
            var copy = self
            change(&copy)
            return copy
        }
    }

    static let base = Case(reason: "", status: 200)
    static let cases: [Case] = [
        base,
        base.with { $0.reason = "MethodNotAllowed"; $0.status = 405; $0.method = "GET"; $0.body = "" },
        base.with { $0.reason = "BadPath"; $0.status = 404; $0.path = "/3/devices/" + ServeTestServer.device },
        base.with { $0.reason = "MissingDeviceToken"; $0.status = 400; $0.path = "/3/device/" },
        base.with { $0.reason = "BadDeviceToken"; $0.status = 400; $0.path = "/3/device/12345" },
        base.with { $0.reason = "BadDeviceToken"; $0.status = 400; $0.path = "/3/device/" + String(repeating: "ef", count: 32) },
        base.with { $0.reason = "Unregistered"; $0.status = 410; $0.path = "/3/device/" + ServeFixtures.unregistered },
        base.with { $0.reason = "MissingTopic"; $0.status = 400; $0.headers.removeAll { $0.0 == "apns-topic" } },
        base.with { $0.reason = "BadTopic"; $0.status = 400; $0.headers[0].1 = "com example app" },
        base.with { $0.reason = "DeviceTokenNotForTopic"; $0.status = 400; $0.headers[0].1 = "com.other.app" },
        base.with { $0.reason = "TopicDisallowed"; $0.status = 400; $0.headers.append(("apns-push-type", "voip")) },
        base.with { $0.reason = "TopicDisallowed"; $0.status = 400; $0.headers.append(("apns-push-type", "liveactivity")) },
        base.with { $0.reason = "InvalidPushType"; $0.status = 400; $0.headers.append(("apns-push-type", "banner")) },
        base.with { $0.reason = "BadPriority"; $0.status = 400; $0.headers.append(("apns-priority", "7")) },
        base.with {
            $0.reason = "BadPriority"; $0.status = 400
            $0.headers += [("apns-push-type", "background"), ("apns-priority", "10")]
            $0.body = #"{"aps":{"content-available":1}}"#
        },
        base.with { $0.reason = "BadExpirationDate"; $0.status = 400; $0.headers.append(("apns-expiration", "tomorrow")) },
        base.with { $0.reason = "BadCollapseId"; $0.status = 400; $0.headers.append(("apns-collapse-id", String(repeating: "c", count: 65))) },
        base.with { $0.reason = "BadMessageId"; $0.status = 400; $0.headers.append(("apns-id", "not-a-uuid")) },
        base.with { $0.reason = "DuplicateHeaders"; $0.status = 400; $0.headers.append(("apns-topic", ServeTestServer.topic)) },
        base.with { $0.reason = "PayloadEmpty"; $0.status = 400; $0.body = "" },
        base.with { $0.reason = "PayloadTooLarge"; $0.status = 413; $0.body = #"{"aps":{"alert":""# + String(repeating: "x", count: 4080) + #""}}"# },
        base.with {
            $0.reason = "PayloadTooLarge"; $0.status = 413
            $0.headers += [("apns-push-type", "voip")]; $0.headers[0].1 = "com.example.app.voip"
            $0.body = #"{"aps":{},"x":""# + String(repeating: "x", count: 5110) + #""}"#
        },
        base.with {
            $0.reason = ""; $0.status = 200
            $0.headers += [("apns-push-type", "voip")]; $0.headers[0].1 = "com.example.app.voip"
            $0.body = #"{"aps":{},"x":""# + String(repeating: "x", count: 4500) + #""}"#
        },
        base.with { $0.reason = "MissingProviderToken"; $0.status = 403; $0.headers.removeAll { $0.0 == "authorization" } },
        base.with { $0.reason = "InvalidProviderToken"; $0.status = 403; $0.headers[1].1 = "bearer not.a.token" },
    ]

    /// The token every case sends (signature unchecked: `--accept-any-token`).
    static func resolved(_ headers: [(String, String)], token: String) -> [(String, String)] {
        headers.map { $0.1 == "bearer TOKEN" ? ($0.0, "bearer " + token) : $0 }
    }

    static func startServer() throws -> (ServeTestServer, String) {
        let server = try ServeTestServer(ServeFixtures.ruleArguments, files: ServeFixtures.files)
        let key = server.folder.appendingPathComponent("key.p8").path
        try ServeFixtures.makeKey(key)
        return (server, try ServeFixtures.token(keyPath: key))
    }

    static func check(_ item: Case, status: Int, apnsID: String?, body: String) throws {
        #expect(status == item.status, "\(item.testDescription): \(status) \(body)")
        let id = try #require(apnsID, "no apns-id")
        #expect(UUID(uuidString: id) != nil, "apns-id \(id)")
        if item.status == 200 {
            #expect(body.isEmpty)
            return
        }
        let json = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any], "\(body)")
        #expect(json["reason"] as? String == item.reason)
        if item.status == 410 {
            #expect((json["timestamp"] as? NSNumber)?.intValue == ServeFixtures.unregisteredAt)
        } else {
            #expect(json["timestamp"] == nil)
        }
    }

    @Test("curl --http2 gets APNs' answer", arguments: cases)
    func curl(_ item: Case) throws {
        let (server, token) = try Self.startServer()
        let answer = try server.curl(item.path, method: item.method, headers: Self.resolved(item.headers, token: token),
                                     body: item.method == "GET" ? nil : item.body)
        try Self.check(item, status: answer.status, apnsID: answer.headers["apns-id"], body: answer.body)
        #expect(server.stop() == (item.status == 200 ? 0 : 1), "\(server.stdout)")
    }

    @Test("Python's h2 gets APNs' answer", arguments: cases)
    func python(_ item: Case) throws {
        let (server, token) = try Self.startServer()
        let request: [String: Any] = ["method": item.method, "path": item.path, "body": item.body,
                                      "headers": Self.resolved(item.headers, token: token).map { [$0.0, $0.1] }]
        let input = String(decoding: try JSONSerialization.data(withJSONObject: [request]), as: UTF8.self)
        let responses = try #require(try server.client("requests", stdin: input) as? [[String: Any]])
        let response = try #require(responses.first)
        let headers = response["headers"] as? [String: String] ?? [:]
        try Self.check(item, status: response["status"] as? Int ?? 0, apnsID: headers["apns-id"], body: response["body"] as? String ?? "")
        #expect(server.stop() == (item.status == 200 ? 0 : 1))
    }

    @Test("An apns-id sent is echoed; without one, each answer has its own")
    func apnsIDEcho() throws {
        let (server, token) = try Self.startServer()
        let given = "123e4567-e89b-42d3-a456-426614174000"
        let echoed = try server.curl("/3/device/" + ServeTestServer.device,
                                     headers: [("apns-topic", ServeTestServer.topic), ("authorization", "bearer " + token), ("apns-id", given)])
        #expect(echoed.headers["apns-id"] == given)
        let first = try server.curl("/3/device/" + ServeTestServer.device, headers: [("apns-topic", ServeTestServer.topic), ("authorization", "bearer " + token)])
        let second = try server.curl("/3/device/" + ServeTestServer.device, headers: [("apns-topic", ServeTestServer.topic), ("authorization", "bearer " + token)])
        #expect(first.headers["apns-id"] != nil && first.headers["apns-id"] != second.headers["apns-id"])
        #expect(server.stop() == 0)
    }
}

import Foundation
import Testing

/// `pushpeek send` against `pushpeek serve`, case by case through the table the curl and h2 tests
/// use (`ServeRuleTests.cases`): what send reports for each answer (status, reason, apns-id, and
/// the timestamp of a 410), or, for a request send will not make (no topic, token or key, a
/// header value it checks itself), its own refusal before anything reaches the server. Three
/// cases no option of send can make are left to the raw clients: another method
/// (MethodNotAllowed), another path (BadPath) and a header sent twice (DuplicateHeaders).
@Suite(.needsAPNsStandIn, .serialized)
struct ServeSendReasonTests {
    /// How send makes a case's request: its options (the key's added when the case carries a
    /// token), or nil when no option of send makes it.
    static func options(_ item: ServeRuleTests.Case) -> [String]? {
        let prefix = "/3/device/"
        guard item.method == "POST", item.path.hasPrefix(prefix) else { return nil }
        var options = ["--device", String(item.path.dropFirst(prefix.count))]
        let flags = ["apns-topic": "--topic", "apns-push-type": "--push-type", "apns-priority": "--priority",
                     "apns-expiration": "--expiration", "apns-collapse-id": "--collapse-id", "apns-id": "--apns-id"]
        var seen = Set<String>()
        for (name, value) in item.headers where name != "authorization" {
            guard let flag = flags[name], seen.insert(name).inserted else { return nil }
            options += [flag, value]
        }
        return options
    }

    static let cases = ServeRuleTests.cases.filter { options($0) != nil }

    /// Whether send prevents the case: it checks these options, the device token's form and the
    /// payload itself, and sends nothing.
    static func checkedBySend(_ item: ServeRuleTests.Case) -> Bool {
        let reasons: Set<String> = ["MissingDeviceToken", "MissingTopic", "InvalidPushType", "BadPriority", "BadExpirationDate",
                                    "BadCollapseId", "BadMessageId", "PayloadEmpty", "MissingProviderToken"]
        let device = item.path.split(separator: "/").last.map(String.init) ?? ""
        return reasons.contains(item.reason) || (item.reason == "BadDeviceToken" && device.count != 64)
    }

    /// What serve answers the request send makes: send gives the topic the push type's suffix
    /// itself, so the cases whose topic lacks it (TopicDisallowed) arrive right and are taken.
    static func expected(_ item: ServeRuleTests.Case) -> (status: Int, reason: String) {
        item.reason == "TopicDisallowed" ? (200, "") : (item.status, item.reason)
    }

    @Test("pushpeek send reports serve's answer, or refuses what it will not send", arguments: cases)
    func send(_ item: ServeRuleTests.Case) throws {
        // A token send signs is well formed; a wrong one is one signed by a key serve does not take.
        let wrongKey = item.reason == "InvalidProviderToken"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-send-reason-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let key = folder.appendingPathComponent("AuthKey.p8").path, otherKey = folder.appendingPathComponent("Other.p8").path
        try ServeFixtures.makeKey(key)
        try ServeFixtures.makeKey(otherKey)
        var arguments = ServeFixtures.ruleArguments
        if wrongKey {
            arguments.removeAll { $0 == "--accept-any-token" }
            arguments += ["--key", "\(ServeFixtures.keyID)=\(otherKey)", "--team", ServeFixtures.teamID]
        }
        let server = try ServeTestServer(arguments, files: ServeFixtures.files)
        let payload = folder.appendingPathComponent("payload.json").path
        try Data(item.body.utf8).write(to: URL(fileURLWithPath: payload))
        let signed = item.headers.contains { $0.0 == "authorization" }
        let credentials = signed ? ["--key", key, "--key-id", ServeFixtures.keyID, "--team-id", ServeFixtures.teamID] : []
        let options = try #require(Self.options(item))
        let result = try Run.pushpeek(["send", payload] + credentials + options + ["--server", "localhost:\(server.port)", "--ca", server.caPath,
                                                                         "--retries", "0", "--force", "--format", "json"])
        if Self.checkedBySend(item) {
            #expect(result.status == 64 || result.status == 65, "\(result)")
            #expect(result.stderr.contains("error"), "\(result)")
            #expect(server.stop() == 0)
            #expect(try server.logLines().isEmpty)
            return
        }
        let (status, reason) = Self.expected(item)
        #expect(result.status == (status == 200 ? 0 : 3), "\(result)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result)")
        let device = try #require((report["devices"] as? [[String: Any]])?.first, "\(result)")
        #expect((device["status"] as? Int ?? 200) == status, "\(result)")
        #expect(device["reason"] as? String == (reason.isEmpty ? nil : reason), "\(result)")
        let apnsID = try #require(device["apns-id"] as? String, "\(result)")
        #expect(UUID(uuidString: apnsID) != nil)
        if item.status == 410 {
            #expect((device["timestamp"] as? NSNumber)?.intValue == ServeFixtures.unregisteredAt, "\(result)")
        } else {
            #expect(device["timestamp"] == nil)
        }
        // The exit status is the verdict's: a refusal, or a payload lint finds errors in (a Live
        // Activity push with an alert's payload), is 1.
        let stopped = server.stop()
        let log = try server.logLines()
        #expect(log.map { $0["apnsID"] as? String } == [apnsID])
        let verdict = log.first?["verdict"] as? String
        #expect(status == 200 ? verdict != "refused" : verdict == "refused", "\(log)")
        #expect(stopped == (verdict == "valid" ? 0 : 1))
    }
}

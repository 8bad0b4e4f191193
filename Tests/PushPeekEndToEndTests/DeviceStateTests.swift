import Foundation
import Testing

/// `--locked` and what `render --format json` says about how the notification arrives, through the
/// built binary.
@Suite("Device state and delivery (binary)")
struct DeviceStateTests {
    static let payload = #"{"aps": {"alert": {"title": "Transfer ready", "body": "$40 to Sam"}, "category": "PAY"}}"#
    static let app = """
        {"app": {"name": "Bank", "icon": "B"},
         "categories": [{"identifier": "PAY", "actions": [{"identifier": "send", "title": "Send", "options": ["authenticationRequired"]}]}]}
        """

    static func document(_ result: PushPeekRunner.Result) throws -> [String: Any] {
        #expect(result.status == 0, "\(result.stderrText)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])
    }

    static func delivery(_ document: [String: Any]) throws -> [String: Any] {
        try #require(document["delivery"] as? [String: Any])
    }

    static func events(_ document: [String: Any]) -> [String] {
        (document["responses"] as? [[String: Any]] ?? []).compactMap { $0["event"] as? String }
    }

    @Test func authenticationRequiredPromptsOnlyWhenLocked() throws {
        try LintCommandTests.folder(["payload.json": Self.payload, "app.json": Self.app]) { folder in
            let base = ["render", "payload.json", "--app", "app.json", "--keys", "enter", "--format", "json"]
            let unlocked = try Self.document(try PushPeekRunner.run(base, in: folder))
            #expect(unlocked["unlockPrompt"] as? Bool == false)
            #expect(Self.events(unlocked).contains("forwardedToApp"), "unlocked, the action runs at once")
            #expect(try Self.delivery(unlocked)["deviceLocked"] as? Bool == false)

            let locked = try Self.document(try PushPeekRunner.run(base + ["--locked"], in: folder))
            #expect(locked["unlockPrompt"] as? Bool == true)
            #expect(!Self.events(locked).contains("forwardedToApp"))
            #expect(try Self.delivery(locked)["deviceLocked"] as? Bool == true)
            let text = try PushPeekRunner.run(["render", "payload.json", "--app", "app.json", "--keys", "enter", "--locked"], in: folder)
            #expect(text.stdoutText.contains("Unlock to continue"))
        }
    }

    @Test func jsonSaysWhatIOSDoesInsteadOfABanner() throws {
        let badgeOnly = #"{"aps": {"badge": 3, "sound": "default"}}"#
        let passive = #"{"aps": {"alert": "Digest", "interruption-level": "passive"}}"#
        let instead = #"no banner: the payload has no alert title or body; the app icon's badge becomes 3; the sound "default" plays"#
        try LintCommandTests.folder(["badge.json": badgeOnly, "passive.json": passive]) { folder in
            let badge = try Self.document(try PushPeekRunner.run(["render", "badge.json", "--format", "json"], in: folder))
            #expect(badge["interruptionLevel"] as? String == "active")
            let badgeDelivery = try Self.delivery(badge)
            #expect(badgeDelivery["kind"] as? String == "noAlert")
            #expect(badgeDelivery["badge"] as? Int == 3 && badgeDelivery["sound"] as? String == "default")
            #expect(badgeDelivery["instead"] as? String == instead)

            let quiet = try Self.document(try PushPeekRunner.run(["render", "passive.json", "--format", "json"], in: folder))
            #expect(quiet["interruptionLevel"] as? String == "passive")
            let quietDelivery = try Self.delivery(quiet)
            #expect(quietDelivery["kind"] as? String == "notificationCenter" && quietDelivery["lightsUpScreen"] as? Bool == false)
            #expect((quietDelivery["instead"] as? String)?.hasPrefix("delivered quietly") == true)

            // lint says the same thing in the same words.
            let lint = try PushPeekRunner.run(["lint", "badge.json"], in: folder)
            #expect(lint.stdoutText.contains("badge.json:1:9: note: \(instead) [no-banner]"), "\(lint.stdoutText)")
        }
    }
}

import Testing
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekMaps
@testable import PushPeekApp
@testable import PushPeekSend
@testable import PushPeekPresentation
@testable import PushPeekLint
@testable import PushPeekInteraction
@testable import PushPeekSession

/// apns-push-type, priority and topic inferred from payloads, and overrides APNs would refuse.
@Suite("push headers")
struct PushHeadersTests {
    static func headers(_ json: String, _ overrides: PushHeaders.Overrides = .init()) throws -> PushHeaders {
        try PushHeaders.make(payload: try JSONParser.parse(json), bundleID: "com.example.app", overrides: overrides)
    }

    @Test func alertByDefault() throws {
        let push = try Self.headers(#"{"aps":{"alert":"Hi","sound":"default"}}"#)
        #expect(push == PushHeaders(pushType: "alert", priority: 10, topic: "com.example.app", expiration: nil, collapseID: nil))
    }

    @Test func contentAvailableAloneIsBackgroundAtPriorityFive() throws {
        let push = try Self.headers(#"{"aps":{"content-available":1},"sync":true}"#)
        #expect(push.pushType == "background" && push.priority == 5 && push.topic == "com.example.app")
        #expect(try Self.headers(#"{"aps":{"content-available":1,"alert":"x"}}"#).pushType == "alert")
        #expect(throws: InputError.self) { try Self.headers(#"{"aps":{"content-available":1}}"#, .init(priority: 10)) }
        #expect(try Self.headers(#"{"aps":{"content-available":1}}"#, .init(priority: 5)).priority == 5)
    }

    @Test func activityKitPayloadsAreLiveActivities() throws {
        let update = try Self.headers(#"{"aps":{"timestamp":1700000000,"event":"update","content-state":{"score":2}}}"#)
        #expect(update.pushType == "liveactivity" && update.topic == "com.example.app.push-type.liveactivity" && update.priority == 10)
        let state = try Self.headers(#"{"aps":{"content-state":{}}}"#)
        #expect(state.pushType == "liveactivity")
        let given = try PushHeaders.make(payload: try JSONParser.parse(#"{"aps":{"event":"end"}}"#),
                                         bundleID: "com.example.app.push-type.liveactivity", overrides: .init())
        #expect(given.topic == "com.example.app.push-type.liveactivity")
    }

    @Test func voipIsGivenAndGetsItsSuffix() throws {
        let push = try Self.headers(#"{"aps":{},"caller":"x"}"#, .init(pushType: "voip"))
        #expect(push.pushType == "voip" && push.topic == "com.example.app.voip")
    }

    @Test func overridesAreChecked() throws {
        #expect(throws: InputError.self) { try Self.headers(#"{"aps":{"alert":"x"}}"#, .init(pushType: "loud")) }
        #expect(throws: InputError.self) { try Self.headers(#"{"aps":{"alert":"x"}}"#, .init(priority: 7)) }
        #expect(throws: InputError.self) {
            try Self.headers(#"{"aps":{"alert":"x"}}"#, .init(collapseID: String(repeating: "é", count: 33)))
        }
        let push = try Self.headers(#"{"aps":{"alert":"x"}}"#, .init(priority: 5, expiration: 0, collapseID: String(repeating: "c", count: 64)))
        #expect(push.priority == 5 && push.expiration == 0 && push.collapseID?.count == 64)
    }

    @Test func requestDescriptionRedactsTheToken() {
        let push = PushHeaders(pushType: "alert", priority: 10, topic: "com.example.app", expiration: 0, collapseID: "c")
        let request = APNsRequest(device: "ab" + String(repeating: "0", count: 62), apnsID: "00000000-0000-4000-8000-000000000000",
                                  push: push, body: Array(#"{"aps":{"alert":"x"}}"#.utf8), authorization: "eyJhbGciOiJFUzI1NiJ9.e30.c2ln")
        let text = request.described(host: "api.sandbox.push.apple.com")
        #expect(text.hasPrefix("POST https://api.sandbox.push.apple.com/3/device/ab000"))
        #expect(text.contains("authorization: bearer [redacted]\n"))
        #expect(!text.contains("eyJ") && !text.contains("c2ln"))
        #expect(text.contains("apns-push-type: alert\napns-topic: com.example.app\napns-priority: 10\napns-id: 00000000-0000-4000-8000-000000000000\napns-expiration: 0\napns-collapse-id: c\n"))
        #expect(text.hasSuffix("content-length: 21\n\n{\"aps\":{\"alert\":\"x\"}}\n"))
    }

    @Test func deviceTokensAndUUIDs() throws {
        #expect(try DeviceToken.normalized("<AB CD>") == "abcd")
        #expect(throws: InputError.self) { try DeviceToken.normalized("xyz") }
        #expect(throws: InputError.self) { try DeviceToken.normalized("abc") }
        let list = try DeviceToken.list(Array("# devices\nABCD\n\n  1234 \n".utf8), file: "d.txt")
        #expect(list == ["abcd", "1234"])
        do {
            _ = try DeviceToken.list(Array("abcd\nnot-hex\n".utf8), file: "d.txt")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix("d.txt:2:1: "))
        }
        var generator = SystemRandomNumberGenerator()
        let id = UUIDText.random(using: &generator)
        #expect(UUIDText.isValid(id) && Array(id)[14] == "4")
        #expect(!UUIDText.isValid("not-a-uuid"))
    }
}

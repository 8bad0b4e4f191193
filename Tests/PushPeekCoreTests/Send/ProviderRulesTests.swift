import Testing
import PushPeekJSON
import PushPeekModel
import PushPeekSend

/// The pure half of `serve`: APNs' rules, the provider token's parts, the token gate on an
/// injected clock and verifier, the faults, durations.
struct ProviderRulesTests {
    static let device = String(repeating: "ab", count: 32)
    static let rules = ServeRules(bundleID: "com.example.app", devices: [device, String(repeating: "cd", count: 32)], unregistered: [String(repeating: "cd", count: 32): 42])

    static func request(_ headers: [(String, String)] = [("apns-topic", "com.example.app")], path: String = "/3/device/" + device,
                        body: String = #"{"aps":{}}"#, length: Int? = nil) -> ProviderRequest {
        ProviderRequest(method: "POST", path: path, headers: headers.map { HTTPHeader($0.0, $0.1) }, body: Array(body.utf8), bodyLength: length)
    }

    @Test func acceptsAValidPushAndGeneratesTheID() {
        let answer = Self.rules.answer(Self.request(), generatedID: "generated", authentication: nil)
        #expect(answer == ProviderAnswer(status: 200, apnsID: "generated"))
        #expect(answer.body.isEmpty)
    }

    @Test func refusesWithApplesStatusAndReason() {
        let cases: [(ProviderRequest, String, Int)] = [
            (Self.request([("apns-topic", "com.example.app.voip"), ("apns-push-type", "alert")]), "TopicDisallowed", 400),
            (Self.request([("apns-topic", "com.example.app.voip-ptt"), ("apns-push-type", "pushtotalk")]), "", 200),
            (Self.request([("apns-topic", "com.example.app.push-type.liveactivity"), ("apns-push-type", "liveactivity")]), "", 200),
            (Self.request([("apns-topic", "com.example.app"), ("apns-push-type", "background"), ("apns-priority", "5")]), "", 200),
            (Self.request([("apns-topic", "com.example.app"), ("apns-push-type", "background")]), "BadPriority", 400),
            (Self.request([("apns-topic", "com.example.app"), ("apns-expiration", "-1")]), "BadExpirationDate", 400),
            (Self.request(length: 4097), "PayloadTooLarge", 413),
            (Self.request(path: "/3/device/" + String(repeating: "cd", count: 32)), "Unregistered", 410),
        ]
        for (request, reason, status) in cases {
            let answer = Self.rules.answer(request, generatedID: "id", authentication: nil)
            #expect(answer.status == status && (answer.reason ?? "") == reason, "\(request.headers)")
        }
        let gone = Self.rules.answer(cases[7].0, generatedID: "id", authentication: nil)
        #expect(String(decoding: gone.body, as: UTF8.self) == #"{"reason":"Unregistered","timestamp":42}"#)
        #expect(Self.rules.answer(Self.request(), generatedID: "id", authentication: "ExpiredProviderToken").status == 403)
    }

    @Test func takesATokenApartAndRefusesAMalformedOne() throws {
        let input = ProviderToken.signingInput(keyID: "KEY1234567", teamID: "TEAM123456", issuedAt: 1_700_000_000)
        let signature = Base64URL.encode([UInt8](repeating: 7, count: 64))
        let token = try #require(BearerToken.parse(authorization: "bearer " + input + "." + signature))
        #expect(token.keyID == "KEY1234567" && token.teamID == "TEAM123456" && token.issuedAt == 1_700_000_000 && token.algorithm == "ES256")
        #expect(token.signingInput == Array(input.utf8) && token.signature.count == 64)
        for bad in ["bearer", "basic " + input + "." + signature, "bearer " + input, "bearer a.b.c", "bearer " + input + ".AAAA"] {
            #expect(BearerToken.parse(authorization: bad) == nil, "\(bad)")
        }
    }

    @Test func derAndRawSignaturesRoundTrip() throws {
        for raw in [[UInt8](repeating: 0x80, count: 64), [0, 0, 1] + [UInt8](repeating: 5, count: 61)] {
            let der = try #require(ECDSASignature.der(fromRaw: raw))
            #expect(try ECDSASignature.raw(fromDER: der) == raw)
        }
    }

    @Test func gateFollowsApplesTokenRules() {
        let policy = ProviderTokenGate.Policy(teamID: "TEAM123456", keyIDs: ["KEY1234567", "OTHER12345"], acceptsAnyToken: false)
        func authorization(_ keyID: String, _ issued: Int) -> String {
            "bearer " + ProviderToken.signingInput(keyID: keyID, teamID: "TEAM123456", issuedAt: issued) + "." + Base64URL.encode([UInt8](repeating: 1, count: 64))
        }
        var gate = ProviderTokenGate()
        var verified = 0
        let verify: (BearerToken) -> Bool = { _ in verified += 1; return true }
        #expect(gate.check(authorization: nil, certified: false, now: 10_000, policy: policy, verify: verify) == "MissingProviderToken")
        #expect(gate.check(authorization: nil, certified: true, now: 10_000, policy: policy, verify: verify) == nil)
        #expect(gate.check(authorization: authorization("KEY1234567", 10_000), certified: false, now: 10_000, policy: policy, verify: verify) == nil)
        #expect(gate.check(authorization: authorization("KEY1234567", 10_000), certified: false, now: 10_100, policy: policy, verify: verify) == nil)
        #expect(verified == 1)
        #expect(gate.check(authorization: authorization("KEY1234567", 10_050), certified: false, now: 10_100, policy: policy, verify: verify) == "TooManyProviderTokenUpdates")
        #expect(gate.check(authorization: authorization("OTHER12345", 10_050), certified: false, now: 10_100, policy: policy, verify: verify) == "UnrelatedKeyIdInToken")
        #expect(gate.check(authorization: authorization("KEY1234567", 10_000), certified: false, now: 13_601, policy: policy, verify: verify) == "ExpiredProviderToken")
        #expect(gate.check(authorization: authorization("KEY1234567", 11_300), certified: false, now: 11_300, policy: policy, verify: verify) == nil)
        var refusing = ProviderTokenGate()
        #expect(refusing.check(authorization: authorization("KEY1234567", 10_000), certified: false, now: 10_000, policy: policy, verify: { _ in false }) == "InvalidProviderToken")
    }

    @Test func faultsCountDownOrDrawAShare() throws {
        var plan = FaultPlan()
        try plan.add("2:TooManyRequests")
        try plan.add("0.5:ServiceUnavailable")
        #expect([0.9, 0.9, 0.9, 0.1].map { plan.next(draw: $0) } == ["TooManyRequests", "TooManyRequests", nil, "ServiceUnavailable"])
        for bad in ["2", "x:TooManyRequests", "1.5:ServiceUnavailable", "3:NoSuchReason", "0:TooManyRequests"] {
            #expect(throws: InputError.self) { try plan.add(bad) }
        }
    }

    @Test func durations() throws {
        #expect(try DurationText.milliseconds("40ms", option: "--latency") == 40)
        #expect(try DurationText.milliseconds("2s", option: "--latency") == 2000)
        #expect(try DurationText.milliseconds("1.5", option: "--latency") == 1500)
        #expect(try DurationText.milliseconds("5m", option: "--latency") == 300_000)
        #expect(throws: InputError.self) { try DurationText.milliseconds("soon", option: "--latency") }
        #expect(throws: InputError.self) { try DurationText.milliseconds("-1s", option: "--latency") }
    }
}

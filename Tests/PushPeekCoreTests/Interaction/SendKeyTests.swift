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

/// The send key's decisions, pure: `S` asks the edge for a plan, a plan opens the confirmation (or
/// stops for lint errors), only `y` sends, n and Esc cancel, and every ending shows in the status
/// line and the response log.
@Suite struct SendKeyTests {
    typealias F = InteractionFixtures

    static func plan(devices: Int = 2, lintErrors: [String] = [], force: Bool = false) -> SendPlan {
        let push = PushHeaders(pushType: "alert", priority: 10, topic: "com.example.app")
        let tokens = (0..<devices).map { String(repeating: String($0), count: 64) }
        let job = SendJob(host: "api.sandbox.push.apple.com", port: 443, caFile: nil, certificate: nil, certificateKey: nil,
                          key: "/keys/AuthKey_ABC123DEFG.p8", keyID: "ABC123DEFG", teamID: "DEF123GHIJ", timeout: 30_000,
                          policy: RetryPolicy(), verbose: false, push: push, body: #"{"aps":{"alert":"Hi"}}"#,
                          devices: tokens, apnsIDs: tokens.map { _ in "5e0c0000-0000-4000-8000-000000000000" })
        return SendPlan(job: job, environment: .sandbox, authentication: "token, key ID ABC123DEFG, team DEF123GHIJ",
                        payloadFile: "payload.json", payloadSize: 22, lintErrors: lintErrors, force: force)
    }

    static func state() throws -> PreviewState {
        var state = try F.state(app: nil, stage: .banner)
        _ = PreviewReducer.update(&state, .resize(Size(width: 80, height: 24)))
        return state
    }

    static func report(_ outcomes: [DeviceOutcome?]) -> SendReport {
        SendReport(deliveries: outcomes.enumerated().map { index, outcome in
            var delivery = SendBatch.Delivery(device: "d\(index)", apnsID: "id\(index)")
            delivery.outcome = outcome
            delivery.attempts = 1
            return delivery
        }, environment: .sandbox)
    }

    @Test func theKeyAsksForAPlanAndThePlanOpensTheConfirmation() throws {
        var state = try Self.state()
        #expect(F.summary(try F.press(&state, "S")) == "planSend")
        #expect(F.mode(state) == "banner", "nothing is up until the plan comes")
        #expect(PreviewReducer.update(&state, .sendPlanned(Self.plan())).isEmpty)
        #expect(state.interactionMode == .sendPrompt(Self.plan()))
        // It lies over the card: the card's own mode is unchanged beneath it.
        #expect(state.cardMode == .banner)
        let text = PreviewScreen.view(state, size: Size(width: 80, height: 24)).lines().joined(separator: "\n")
        for expected in ["Send this payload?", "22 bytes, payload.json", "alert, priority 10", "com.example.app", "2 devices",
                         "api.sandbox.push.apple.com (sandbox)", "token, key ID ABC123DEFG, team DEF123GHIJ", "no errors",
                         "y send · n/esc cancel"] {
            #expect(text.contains(expected), "\(expected)")
        }
        #expect(!text.contains("AuthKey"), "the key's path is not shown")
    }

    @Test func onlyYSends() throws {
        var state = try Self.state()
        _ = PreviewReducer.update(&state, .sendPlanned(Self.plan()))
        for key in ["enter", "tab", "S", "x"] {
            #expect(F.summary(try F.press(&state, key)) == "bell", "\(key)")
            #expect(F.mode(state) == "sendPrompt")
        }
        let effects = try F.press(&state, "y")
        #expect(effects == [.send(Self.plan())])
        #expect(F.mode(state) == "banner" && state.isSending)
        #expect(state.statusMessage == "sending… 2 devices via api.sandbox.push.apple.com")
        #expect(state.log.events.isEmpty, "nothing is logged before the send ends")
    }

    @Test func nAndEscapeCancel() throws {
        for key in ["n", "esc"] {
            var state = try Self.state()
            _ = PreviewReducer.update(&state, .sendPlanned(Self.plan()))
            #expect(F.summary(try F.press(&state, key)) == "send")
            #expect(F.mode(state) == "banner" && !state.isSending)
            #expect(state.log.events == [.send(.cancelled)])
            #expect(state.statusMessage == "send cancelled, nothing sent")
        }
    }

    @Test func helpAndQuitStillWorkFromTheConfirmation() throws {
        var state = try Self.state()
        _ = PreviewReducer.update(&state, .sendPlanned(Self.plan()))
        #expect(F.summary(try F.press(&state, "ctrl+c")) == "quit")
        try F.press(&state, "?")
        #expect(F.mode(state) == "help")
        try F.press(&state, "x")
        #expect(F.mode(state) == "sendPrompt", "the help closes back onto the confirmation")
        #expect(F.summary(try F.press(&state, "q")) == "send,quit", "q quits without sending, logged as cancelled")
        #expect(state.log.events == [.send(.cancelled)])
    }

    @Test func outcomesShowAndAreLogged() throws {
        let cases: [(SendOutcome, String, String)] = [
            (.finished(Self.report([.sent, .sent])), "sent to 2 devices", "sent"),
            (.finished(Self.report([.sent, .failed(status: 410, reason: "Unregistered", timestamp: 1_700_000_000_000)])),
             "sent to 1 of 2 devices; 410 Unregistered (token invalid since 2023-11-14T22:13:20Z): the device token is no longer active", "partial"),
            (.finished(Self.report([.failed(status: 400, reason: "BadDeviceToken", timestamp: nil)])),
             "not sent: 400 BadDeviceToken: the device token is not valid for sandbox (api.sandbox.push.apple.com)", "failed"),
            (.finished(Self.report([.failed(status: 403, reason: "BadEnvironmentKeyInToken", timestamp: nil)])),
             "not sent: 403 BadEnvironmentKeyInToken: the provider token's key is not enabled for sandbox", "failed"),
            (.finished(Self.report([.failed(status: nil, reason: "Couldn't connect to server", timestamp: nil)])),
             "not sent: APNs could not be reached: Couldn't connect to server", "failed"),
            (.finished(Self.report([.unknown("stream reset")])), "not sent: no answer (stream reset); it may have been delivered", "unknown"),
            (.failed("AuthKey_X.p8: not a PEM private key"), "not sent: AuthKey_X.p8: not a PEM private key", "error"),
        ]
        for (outcome, status, name) in cases {
            var state = try Self.state()
            _ = PreviewReducer.update(&state, .sendPlanned(Self.plan()))
            _ = try F.press(&state, "y")
            let effects = PreviewReducer.update(&state, .sendFinished(outcome))
            #expect(effects == [.log(.send(outcome))])
            #expect(!state.isSending)
            #expect(state.statusMessage?.hasPrefix(status) == true, "\(state.statusMessage ?? "nil")")
            #expect(F.field(.send(outcome), "outcome") == name)
            #expect(LogEvent.send(outcome).summary == "send " + outcome.statusText)
        }
    }

    @Test func notConfiguredIsExplainedWithoutAsking() throws {
        var state = try Self.state()
        _ = try F.press(&state, "S")
        let outcome = SendOutcome.notConfigured("no device (--device TOKEN)")
        #expect(PreviewReducer.update(&state, .sendFinished(outcome)) == [.log(.send(outcome))])
        #expect(F.mode(state) == "banner")
        #expect(state.statusMessage == "not configured: no device (--device TOKEN)")
        #expect(LogEvent.send(outcome).json.serialized() == #"{"event":"send","outcome":"notConfigured","message":"no device (--device TOKEN)"}"#)
    }

    @Test func lintErrorsStopItUnlessForced() throws {
        let error = "payload.json:1:1: error: the payload is 4200 bytes; APNs takes 4096 [payload-size]"
        var state = try Self.state()
        let effects = PreviewReducer.update(&state, .sendPlanned(Self.plan(lintErrors: [error])))
        #expect(effects == [.log(.send(.stoppedByLint(errors: [error])))])
        #expect(F.mode(state) == "banner")
        #expect(state.statusMessage == "lint found 1 error, nothing sent (fix the payload, or --force): " + error)

        let forced = Self.plan(lintErrors: [error], force: true)
        _ = PreviewReducer.update(&state, .sendPlanned(forced))
        #expect(state.interactionMode == .sendPrompt(forced))
        #expect(forced.lintDescription == "1 error: sending anyway (--force)")
    }

    @Test func oneSendAtATimeAndItOutlivesAReload() throws {
        var state = try Self.state()
        _ = PreviewReducer.update(&state, .sendPlanned(Self.plan()))
        _ = try F.press(&state, "y")
        #expect(try F.press(&state, "S").isEmpty, "no second plan while sending")
        #expect(state.statusMessage == "sending… (one send at a time)")
        _ = PreviewReducer.update(&state, .notificationReceived(state.delivery))
        #expect(state.isSending)
        _ = PreviewReducer.update(&state, .sendFinished(.finished(Self.report([.sent]))))
        #expect(state.statusMessage == "sent to 1 device" && !state.isSending)
    }

    @Test func aReloadClosesTheConfirmation() throws {
        var state = try Self.state()
        _ = PreviewReducer.update(&state, .sendPlanned(Self.plan()))
        _ = PreviewReducer.update(&state, .notificationReceived(state.delivery))
        #expect(F.mode(state) == "banner", "the plan showed the payload before the reload")
    }

    /// The confirmation over the spy-agency banner, at 80×24 and at the 20×8 floor.
    @Test(arguments: [Size(width: 80, height: 24), Size(width: 20, height: 8)])
    func theConfirmationSnapshot(_ size: Size) throws {
        var state = try F.example("spy-agency", payload: "payload.json", app: "app.json", stage: .banner)
        _ = PreviewReducer.update(&state, .resize(size))
        _ = PreviewReducer.update(&state, .sendPlanned(Self.plan(devices: 1)))
        Snapshot.assert(TextSnapshot.text(of: PreviewScreen.view(state, size: size)), named: "screen/send-prompt-\(size.width)x\(size.height)")
    }

    @Test func theConfirmationFitsTheSmallestTerminalWithItsAnswer() throws {
        var state = try Self.state()
        _ = PreviewReducer.update(&state, .sendPlanned(Self.plan()))
        for size in [Size(width: 80, height: 24), Size(width: 20, height: 8)] {
            _ = PreviewReducer.update(&state, .resize(size))
            let lines = PreviewScreen.view(state, size: size).lines()
            // The box keeps its last row for the answer, however few rows it gets.
            #expect(lines.dropLast().contains { $0.contains("│ y send") }, "\(size): \(lines.joined(separator: "\n"))")
            #expect(lines.last?.contains("? keys · q quit") == true)
        }
        let full = PreviewScreen.view(state, size: Size(width: 80, height: 24)).lines()
        #expect(full.last?.contains("Send this payload? · y send · n/esc cancel · ? keys · q quit") == true)
    }
}

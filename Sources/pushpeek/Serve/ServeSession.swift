#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekJSON
import PushPeekModel
import PushPeekLint
import PushPeekSend
import PushPeekServer

/// The answering side of `serve`: each request through the token gate, APNs' rules and the faults
/// asked for, then told to `arrived` (the headless lines and log, or the lock screen).
final class ServeSession {
    var setup: ServeSetup
    /// `setup`'s rules and token policy, read for every request without copying them out of `setup`.
    private let rules: ServeRules
    private let policy: ProviderTokenGate.Policy
    var count = 0
    var invalid = 0
    private var generator = ServeRandom()
    /// The last payload linted and what lint said: a backend sends the same payload again and again.
    private var lastLint: (request: ProviderRequest, pushType: String, lint: ServeLint)?
    /// The last request the rules answered, with the authentication outcome it had and whether its
    /// own `apns-id` was echoed: the rules are pure, so the same request object answered the same way
    /// again gets the same answer (with a new `apns-id` unless its own was echoed).
    private var answeredRequest: ProviderRequest?
    private var answeredAuthentication: String?
    private var lastAnswer = ProviderAnswer(status: 0, apnsID: "")
    private var lastAnswerEchoesOwnID = false
    let arrived: (ServeArrival) -> Void

    init(_ setup: ServeSetup, arrived: @escaping (ServeArrival) -> Void) {
        self.setup = setup
        rules = setup.rules
        policy = setup.policy
        self.arrived = arrived
    }

    func handle(_ request: ProviderRequest, _ context: inout ConnectionContext) -> ServedResponse {
        let now = ServeSetup.nowMilliseconds()
        let verifier = setup.verifier
        let authorization = request.authorization
        var authentication = context.tokens.check(authorization: authorization, certified: context.certificate != .none,
                                                  now: now / 1000, policy: policy, verify: verifier.verify)
        var certificateTopics: [String]?
        if authorization == nil {
            switch context.certificate {
            case .none: break
            case .refused: authentication = "BadCertificate"
            case .verified(let certificate):
                authentication = certificate.refusal(environment: setup.environment)
                certificateTopics = certificate.topics
            }
        }
        // A local copy of the generator, written back once: no exclusive access to the stored one across the calls.
        var generator = self.generator
        var answer = answer(request, generatedID: UUIDText.random(using: &generator), authentication: authentication,
                            certificateTopics: certificateTopics)
        var faulted = false
        if answer.accepted, !setup.faults.isEmpty, let reason = setup.faults.next(draw: Double.random(in: 0..<1, using: &generator)) {
            answer = .refusal(reason, apnsID: answer.apnsID)
            faulted = true
        }
        self.generator = generator
        count += 1
        let arrival = ServeArrival(number: count, time: now, connection: context.id, request: request, answer: answer,
                                   faulted: faulted, lint: answer.accepted || faulted ? lint(request) : .none)
        if arrival.verdict == .refused || arrival.verdict == .invalid { invalid += 1 }
        arrived(arrival)
        return ServedResponse(answer: answer, delayMilliseconds: setup.latency)
    }

    /// The rules' answer to `request`, taken from the last one when the request is that one's object
    /// again with the same authentication outcome (and no client certificate's topics).
    private func answer(_ request: ProviderRequest, generatedID: String, authentication: String?, certificateTopics: [String]?) -> ProviderAnswer {
        if certificateTopics == nil, answeredRequest === request, answeredAuthentication == authentication {
            var answer = lastAnswer
            if !lastAnswerEchoesOwnID { answer.apnsID = generatedID }
            return answer
        }
        let answer = rules.answer(request, generatedID: generatedID, authentication: authentication, certificateTopics: certificateTopics)
        if certificateTopics == nil {
            answeredRequest = request
            answeredAuthentication = authentication
            lastAnswer = answer
            lastAnswerEchoesOwnID = request.header("apns-id").map(UUIDText.isValid) ?? false
        }
        return answer
    }

    /// Lint's diagnostics of the request's payload (remembered for the last payload).
    func lint(_ request: ProviderRequest) -> ServeLint {
        if let lastLint, lastLint.request === request { return lastLint.lint }
        let pushType = request.pushType ?? "alert"
        if let lastLint, lastLint.pushType == pushType, lastLint.request.body == request.body {
            // The request's copy from now on: the next request most likely shares it, and is then told equal at once.
            self.lastLint = (request, pushType, lastLint.lint)
            return lastLint.lint
        }
        let lint = ServeLint(PayloadLinter.lint(request.body, file: "push", options: LintOptions(pushType: pushType)) ?? [])
        lastLint = (request, pushType, lint)
        return lint
    }

    /// Whether `--exit-after N` pushes have come.
    var finished: Bool { setup.exitAfter.map { count >= $0 } ?? false }

    /// 0 when every push was valid, 1 when one was refused or had lint errors.
    var status: Int32 { invalid == 0 ? 0 : 1 }
}

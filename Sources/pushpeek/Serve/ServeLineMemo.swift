import PushPeekSend

/// The headless line's part after its number (`200 OK ababab…abab alert com.example.app: valid`),
/// kept written while requests repeat it: the answer, the request's token, push type and topic,
/// the verdict and the lint are the last line's (the same strings and lint when the request
/// repeats the one before it), so only `#N ` is written anew.
struct ServeLineMemo {
    private var written = false
    /// The request the line was written for: while it is the same object, its token, push type
    /// and topic are not looked up again.
    private var request: ProviderRequest?
    private var status = 0
    private var reason: String?
    private var token: String?
    private var pushType: String?
    private var topic: String?
    private var verdict = ServeArrival.Verdict.valid
    /// Held, so that its identity cannot pass to another lint.
    private var lint: ServeLint?
    private var rest: [UInt8] = []

    /// Appends `arrival`'s line (without a newline) to `bytes`.
    mutating func append(_ arrival: ServeArrival, to bytes: inout [UInt8]) {
        arrival.appendNumber(to: &bytes)
        let sameAnswer = written && status == arrival.answer.status && reason == arrival.answer.reason && verdict == arrival.verdict
            && lint === arrival.lint
        if sameAnswer && request === arrival.request {
            bytes.append(contentsOf: rest)
            return
        }
        let pushType = arrival.request.pushType
        let topic = arrival.request.topic
        if !sameAnswer || token != arrival.request.deviceToken || self.pushType != pushType || self.topic != topic {
            rest.removeAll(keepingCapacity: true)
            arrival.appendLineRest(to: &rest)
            (written, status, reason, token) = (true, arrival.answer.status, arrival.answer.reason, arrival.request.deviceToken)
            (self.pushType, self.topic, verdict, lint) = (pushType, topic, arrival.verdict, arrival.lint)
        }
        request = arrival.request
        bytes.append(contentsOf: rest)
    }
}

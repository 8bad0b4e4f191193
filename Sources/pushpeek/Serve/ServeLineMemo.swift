/// The headless line's part after its number (`200 OK ababab…abab alert com.example.app: valid`),
/// kept written while requests repeat it: the answer, the request's token, push type and topic,
/// the verdict and the lint are the last line's (the same strings and lint when the request
/// repeats the one before it), so only `#N ` is written anew.
struct ServeLineMemo {
    private var written = false
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
        let pushType = arrival.request.header("apns-push-type")
        let topic = arrival.request.header("apns-topic")
        let same = written && status == arrival.answer.status && reason == arrival.answer.reason && token == arrival.request.deviceToken
            && self.pushType == pushType && self.topic == topic && verdict == arrival.verdict && lint === arrival.lint
        if !same {
            rest.removeAll(keepingCapacity: true)
            arrival.appendLineRest(to: &rest)
            (written, status, reason, token) = (true, arrival.answer.status, arrival.answer.reason, arrival.request.deviceToken)
            (self.pushType, self.topic, verdict, lint) = (pushType, topic, arrival.verdict, arrival.lint)
        }
        bytes.append(contentsOf: rest)
    }
}

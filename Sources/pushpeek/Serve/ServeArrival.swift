import PushPeekJSON
import PushPeekModel
import PushPeekSend

/// One request `serve` answered: what came, what was answered, and what lint made of the payload.
struct ServeArrival {
    /// What a push amounted to, for the exit status: valid, refused by APNs' rules, or accepted
    /// with lint errors. A fault asked for with `--fail` is neither the sender's doing nor counted.
    enum Verdict: String {
        case valid, refused, invalid, faulted
    }

    let number: Int
    let time: Int
    let connection: Int
    let request: ProviderRequest
    let answer: ProviderAnswer
    let verdict: Verdict
    let diagnostics: [Diagnostic]

    init(number: Int, time: Int, connection: Int, request: ProviderRequest, answer: ProviderAnswer, faulted: Bool, diagnostics: [Diagnostic]) {
        self.number = number
        self.time = time
        self.connection = connection
        self.request = request
        self.answer = answer
        self.diagnostics = diagnostics
        if faulted {
            verdict = .faulted
        } else if !answer.accepted {
            verdict = .refused
        } else {
            verdict = diagnostics.contains { $0.severity == .error } ? .invalid : .valid
        }
    }

    var deviceToken: String { request.deviceToken ?? "" }

    /// One line for the terminal: `#3 400 BadDeviceToken 1234ab…cdef alert com.example.app: refused`.
    var line: String {
        let token = TerminalSafeText.sanitize(DeviceToken.abbreviated(String(deviceToken.prefix(200))))
        let pushType = TerminalSafeText.sanitize(String((request.header("apns-push-type") ?? "alert").prefix(40)))
        let topic = TerminalSafeText.sanitize(String((request.header("apns-topic") ?? "-").prefix(120)))
        var text = "#\(number) \(answer.status) \(answer.reason ?? "OK") \(token.isEmpty ? "-" : token) \(pushType) \(topic): \(verdict.rawValue)"
        let errors = diagnostics.filter { $0.severity == .error }
        if let first = errors.first ?? diagnostics.first {
            text += " (\(errors.count) error\(errors.count == 1 ? "" : "s"), \(diagnostics.count - errors.count) other; \(TerminalSafeText.sanitize(first.message)))"
        } else if let reason = answer.reason, let known = APNsReason.named(reason), verdict == .refused {
            text += " (\(known.advice))"
        }
        return text
    }

    /// The `--log` line: the time, token, headers (authorization redacted), payload, verdict and answer.
    var json: OutputJSON {
        var headers: [(String, OutputJSON)] = [(":method", .optional(request.method)), (":path", .optional(request.path))]
        for header in request.headers {
            headers.append((header.name, .string(header.name == "authorization" ? "[redacted]" : header.value)))
        }
        return .object([
            ("time", .int(time)), ("connection", .int(connection)), ("number", .int(number)), ("token", .string(deviceToken)),
            ("headers", .object(headers)), ("payload", .string(String(decoding: request.body.prefix(ProviderRequest.payloadLimit(pushType: "voip")), as: UTF8.self))),
            ("payloadBytes", .int(request.bodyLength)), ("verdict", .string(verdict.rawValue)),
            ("status", .int(answer.status)), ("reason", .optional(answer.reason)), ("apnsID", .string(answer.apnsID)),
            ("timestamp", answer.timestamp.map { .int($0) } ?? .null),
            ("diagnostics", .array(diagnostics.map(\.json))),
        ])
    }
}

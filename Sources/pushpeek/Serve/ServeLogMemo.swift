import PushPeekJSON
import PushPeekSend

/// The parts of the last log line that the next request most likely repeats (a backend sends
/// the same headers and payload again and again), kept written: the token with the headers,
/// the payload, and around the `apns-id` (new with every answer) the rest of the line once the
/// numbers that start it are written. A part is written again only when what it shows differs.
struct ServeLogMemo {
    /// The request the parts were written for (the same object while requests repeat it whole).
    private var last: ProviderRequest?
    /// `"token":…,"headers":{…}` of the last request.
    private(set) var headersJSON: [UInt8] = []
    /// `"payload":…` of the last body.
    private(set) var payloadJSON: [UInt8] = []
    /// What follows `"number":N`, up to the `apns-id`'s value, and what follows that value.
    private(set) var middle: [UInt8] = []
    private(set) var tail: [UInt8] = []
    private var answer: (status: Int, reason: String?, timestamp: Int?, verdict: ServeArrival.Verdict)?
    /// Held, so that its identity cannot pass to another lint.
    private var lint: ServeLint?

    /// Makes `middle` and `tail` those of `arrival`.
    mutating func take(_ arrival: ServeArrival) {
        let request = arrival.request
        let answer = arrival.answer
        if let last, last === request, let known = self.answer, known.status == answer.status, known.reason == answer.reason,
           known.timestamp == answer.timestamp, known.verdict == arrival.verdict, lint === arrival.lint {
            return
        }
        take(request, token: arrival.deviceToken)
        self.answer = (answer.status, answer.reason, answer.timestamp, arrival.verdict)
        lint = arrival.lint
        let (headers, payload) = (headersJSON, payloadJSON)
        middle.removeAll(keepingCapacity: true)
        middle.append(atMost: headers.count + payload.count + 200 + LineCursor.quotedBound(answer.reason ?? "")) { line in
            line.put(UInt8(ascii: ","))
            line.put(headers)
            line.put(UInt8(ascii: ","))
            line.put(payload)
            line.put(",\"payloadBytes\":")
            line.put(decimal: request.bodyLength)
            switch arrival.verdict {
            case .valid: line.put(",\"verdict\":\"valid\",\"status\":")
            case .refused: line.put(",\"verdict\":\"refused\",\"status\":")
            case .invalid: line.put(",\"verdict\":\"invalid\",\"status\":")
            case .faulted: line.put(",\"verdict\":\"faulted\",\"status\":")
            }
            line.put(decimal: answer.status)
            line.put(",\"reason\":")
            if let reason = answer.reason { line.put(quoted: reason) } else { line.put("null") }
            line.put(",\"apnsID\":")
        }
        tail.removeAll(keepingCapacity: true)
        tail.append(atMost: arrival.lint.json.count + 80) { line in
            line.put(",\"timestamp\":")
            if let timestamp = answer.timestamp { line.put(decimal: timestamp) } else { line.put("null") }
            line.put(",\"diagnostics\":")
            line.put(arrival.lint.json)
            line.put(UInt8(ascii: "}"))
        }
    }

    /// Makes `headersJSON` and `payloadJSON` those of `request`.
    private mutating func take(_ request: ProviderRequest, token: String) {
        if let last, last === request { return }
        if last.map({ $0.method != request.method || $0.path != request.path || $0.headers != request.headers }) ?? true {
            var writer = JSONLineWriter(capacity: 512)
            writer.key("token"); writer.string(token)
            writer.key("headers")
            writer.beginObject()
            writer.key(":method"); writer.optional(request.method)
            writer.key(":path"); writer.optional(request.path)
            for header in request.headers {
                writer.key(text: header.name)
                if header.name == "authorization" { writer.string("[redacted]") } else { writer.string(header.value) }
            }
            writer.endObject()
            headersJSON = writer.bytes
        }
        if last.map({ $0.body != request.body }) ?? true {
            var writer = JSONLineWriter(capacity: request.body.count + 64)
            writer.key("payload"); writer.string(utf8: request.body.prefix(ProviderRequest.payloadLimit(pushType: "voip")))
            payloadJSON = writer.bytes
        }
        last = request
    }
}

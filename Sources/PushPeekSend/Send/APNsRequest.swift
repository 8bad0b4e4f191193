import PushPeekJSON

/// One HTTP/2 request to APNs: `POST /3/device/TOKEN` with the push's headers and the payload.
public struct APNsRequest: Sendable, Equatable {
    public var device: String
    public var apnsID: String
    public var headers: [HTTPHeader]
    public var body: [UInt8]

    public var method: String { "POST" }
    public var path: String { "/3/device/" + device }

    public init(device: String, apnsID: String, push: PushHeaders, body: [UInt8], authorization: String?) {
        self.device = device
        self.apnsID = apnsID
        self.body = body
        var headers = [HTTPHeader("apns-push-type", push.pushType), HTTPHeader("apns-topic", push.topic),
                       HTTPHeader("apns-priority", String(push.priority)), HTTPHeader("apns-id", apnsID)]
        if let expiration = push.expiration { headers.append(HTTPHeader("apns-expiration", String(expiration))) }
        if let collapseID = push.collapseID { headers.append(HTTPHeader("apns-collapse-id", collapseID)) }
        if let authorization { headers.append(HTTPHeader("authorization", "bearer " + authorization)) }
        headers.append(HTTPHeader("content-type", "application/json"))
        self.headers = headers
    }

    /// The request as text, `authorization` redacted: what `--dry-run` and `--verbose` print.
    /// The body is the payload's bytes as they are sent, sanitised for the terminal.
    public func described(host: String) -> String {
        var lines = ["\(method) https://\(host)\(path) HTTP/2"]
        for header in headers {
            let value = header.name == "authorization" ? "bearer [redacted]" : header.value
            lines.append("\(header.name): \(TerminalSafeText.sanitize(value))")
        }
        lines.append("content-length: \(body.count)")
        lines.append("")
        lines.append(TerminalSafeText.sanitize(String(decoding: body, as: UTF8.self), keepingNewlines: true))
        return lines.joined(separator: "\n") + "\n"
    }
}

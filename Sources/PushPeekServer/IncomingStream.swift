import PushPeekSend

/// One request stream while it arrives: its header fields (bounded), the body's first bytes (one
/// past the payload limit at most) and the count of the rest, then the response body being sent.
final class IncomingStream {
    var method: String?
    var path: String?
    var headers: [HTTPHeader] = []
    var headerBytes = 0
    var body: [UInt8] = []
    var bodyLength = 0
    /// Whether the request was handed to the handler (at its end, or early when too large).
    var dispatched = false
    var response: [UInt8] = []
    var responseOffset = 0

    /// Bytes of header names and values taken per request (APNs' requests carry well under 1 KB);
    /// a request over it is reset, as is one with more fields than `maximumHeaderCount`.
    static let maximumHeaderBytes = 16_384
    static let maximumHeaderCount = 64

    /// The payload limit for the push type given so far.
    var payloadLimit: Int {
        ProviderRequest.payloadLimit(pushType: headers.first { $0.name == "apns-push-type" }?.value)
    }

    /// A decimal number written as text (a header's), or nil.
    static func decimal(_ text: String) -> Int? { Int(text, radix: 10) }

    /// The `content-length` header's value, if it is a number.
    var declaredLength: Int? {
        headers.first { $0.name == "content-length" }.map(\.value).flatMap(Self.decimal)
    }

    /// Whether the body is already known to be over the limit (by `content-length` or by the bytes so far).
    var isOversized: Bool {
        bodyLength > payloadLimit || (declaredLength ?? 0) > payloadLimit
    }

    /// Keeps `bytes` up to one byte past the limit and counts the rest.
    func receive(_ bytes: UnsafeBufferPointer<UInt8>) {
        let room = max(0, payloadLimit + 1 - body.count)
        body.append(contentsOf: bytes.prefix(room))
        bodyLength += bytes.count
    }

    var request: ProviderRequest {
        ProviderRequest(method: method, path: path, headers: headers, body: body,
                        bodyLength: max(bodyLength, isOversized ? (declaredLength ?? bodyLength) : bodyLength))
    }
}

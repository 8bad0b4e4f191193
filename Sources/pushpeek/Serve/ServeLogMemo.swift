import PushPeekJSON
import PushPeekSend

/// The parts of the last log line that the next request most likely repeats (a backend sends
/// the same headers and payload again and again), kept written: the token with the headers,
/// and the payload. A part is written again only when the request's differs.
struct ServeLogMemo {
    private var method: String?
    private var path: String?
    private var headers: [HTTPHeader] = []
    private var body: [UInt8] = []
    private var hasHeaders = false
    private var hasBody = false
    /// `"token":…,"headers":{…}` of the last request.
    private(set) var headersJSON: [UInt8] = []
    /// `"payload":…` of the last body.
    private(set) var payloadJSON: [UInt8] = []

    /// Makes `headersJSON` and `payloadJSON` those of `request`.
    mutating func take(_ request: ProviderRequest, token: String) {
        if !hasHeaders || method != request.method || path != request.path || headers != request.headers {
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
            hasHeaders = true
        }
        // The request's own copies from now on: the next request most likely shares them, and is then told equal at once.
        (method, path, headers) = (request.method, request.path, request.headers)
        if !hasBody || body != request.body {
            var writer = JSONLineWriter(capacity: request.body.count + 64)
            writer.key("payload"); writer.string(utf8: request.body.prefix(ProviderRequest.payloadLimit(pushType: "voip")))
            (payloadJSON, hasBody) = (writer.bytes, true)
        }
        body = request.body
    }
}

import PushPeekSend

/// One request on an HTTP/2 connection: which delivery it carries, its body still to go out, and
/// the answer as it arrives.
final class HTTP2Stream {
    let index: Int
    let body: [UInt8]
    var bodySent = 0
    /// When the stream was opened plus the timeout, on the monotonic clock in milliseconds.
    let deadline: Int
    /// The connection's output offset at which this stream's frames may start: while fewer bytes
    /// than this have been written, the server cannot have seen the request.
    var firstByte = Int.max
    var status: Int?
    var headers: [HTTPHeader] = []
    var responseBody: [UInt8] = []

    /// At most this many response headers and body bytes are kept (APNs sends a few and ~100).
    static let headerLimit = 100
    static let bodyLimit = 65_536

    init(index: Int, body: [UInt8], deadline: Int) {
        self.index = index
        self.body = body
        self.deadline = deadline
    }
}

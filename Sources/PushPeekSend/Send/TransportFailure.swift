/// How a request ended below HTTP: the client library's verdict when there was no response.
public struct TransportFailure: Error, Sendable, Equatable {
    /// Whether the request certainly did not reach APNs (resolve, connect, TLS handshake): then it
    /// is `failed`; otherwise `unknown`.
    public var certainlyNotSent: Bool
    /// Whether the server refused the stream unprocessed (GOAWAY past it, REFUSED_STREAM): safe to send again.
    public var refused: Bool
    public var message: String

    public init(certainlyNotSent: Bool, refused: Bool = false, message: String) {
        self.certainlyNotSent = certainlyNotSent
        self.refused = refused
        self.message = message
    }
}

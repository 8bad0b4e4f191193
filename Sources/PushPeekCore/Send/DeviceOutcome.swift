/// What became of one device's push, as the summary reports it.
public enum DeviceOutcome: Sendable, Equatable {
    /// APNs accepted it (200).
    case sent
    /// APNs refused it (with its status and reason), or it certainly never left (connection refused,
    /// TLS failure): `status` is nil then.
    case failed(status: Int?, reason: String, timestamp: Int?)
    /// It may or may not have been delivered: the stream was reset, the connection dropped or timed
    /// out after the request went out. Not retried, so never sent twice.
    case unknown(String)

    /// `sent`, `failed` or `unknown`.
    public var label: String {
        switch self {
        case .sent: return "sent"
        case .failed: return "failed"
        case .unknown: return "unknown"
        }
    }
}

/// How a request ended below HTTP: the client library's verdict when there was no response.
public struct TransportFailure: Sendable, Equatable {
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

/// A request's end: a response, or a transport failure.
public enum TransportResult: Sendable, Equatable {
    case response(status: Int, headers: [HTTPHeader], body: [UInt8])
    case failure(TransportFailure)
}

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

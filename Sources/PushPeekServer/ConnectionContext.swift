import PushPeekSend

/// What one connection carries from request to request: its number, its provider tokens, and
/// the client certificate it brought.
public struct ConnectionContext: Sendable {
    /// The client certificate, as TLS found it.
    public enum Certificate: Sendable, Equatable {
        case none
        /// Verified against `--client-ca`: the environments and topics it names.
        case verified(PushCertificate)
        /// Presented but not signed by `--client-ca` (or expired).
        case refused
    }

    public let id: Int
    public var tokens = ProviderTokenGate()
    public var certificate: Certificate = .none

    init(id: Int) { self.id = id }
}

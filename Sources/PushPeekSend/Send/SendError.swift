import PushPeekJSON

/// A failure of `send` outside the payload: the key, the certificate, the connection, a tool.
public struct SendError: Error, Sendable, Equatable {
    /// Which part of sending failed: the credentials, the token's signature, the HTTP/2 client or the Simulator.
    public enum Kind: Sendable, Equatable {
        /// The key or certificate cannot be read or used (exit 66 for a missing file, else 65).
        case credentials
        /// Signing the provider token failed.
        case signing
        /// The HTTP/2 client could not be set up.
        case client
        /// `xcrun simctl` failed.
        case simulator
    }

    public var kind: Kind
    public var message: String
    /// The file it concerns, if any.
    public var file: String?

    public init(_ kind: Kind, _ message: String, file: String? = nil) {
        self.kind = kind
        self.message = message
        self.file = file
    }

    public var description: String {
        (file.map { TerminalSafeText.sanitize($0) + ": " } ?? "") + TerminalSafeText.sanitize(message)
    }
}

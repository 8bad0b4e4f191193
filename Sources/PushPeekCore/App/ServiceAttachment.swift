/// One download of the notification service extension, simulated: when the payload carries
/// `payloadKey` (a URL) and `mutable-content: 1`, the local `file` becomes an attachment.
public struct ServiceAttachment: Sendable, Equatable {
    public var payloadKey: String
    /// Resolved path of the local file.
    public var file: String
    /// The path as written in the app description.
    public var written: String
    public var location: SourceLocation

    public init(payloadKey: String, file: String, written: String? = nil, location: SourceLocation = .start) {
        self.payloadKey = payloadKey
        self.file = file
        self.written = written ?? file
        self.location = location
    }
}

import PushPeekJSON

/// One download of the notification service extension, simulated: when the payload carries
/// `payloadKey` (a URL) and `mutable-content: 1`, the local `file` becomes an attachment.
public struct ServiceAttachment: Sendable, Equatable {
    public var payloadKey: String
    /// The local file, and where the app description names it.
    public var reference: AppFileReference

    /// Resolved path of the local file.
    public var file: String { reference.file }
    /// The path as written in the app description.
    public var written: String { reference.written }
    public var location: SourceLocation { reference.location }

    public init(payloadKey: String, file: String, written: String? = nil, location: SourceLocation = .start, path: String = "") {
        self.payloadKey = payloadKey
        reference = AppFileReference(file: file, written: written, location: location, path: path)
    }
}

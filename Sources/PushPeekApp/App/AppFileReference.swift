import PushPeekJSON

/// A file an app description names for the session to read later (a service extension's download, a
/// sender's avatar): where it is, as resolved inside the app description's folder, and where the
/// app description names it, so that an error reading it points at the value.
public struct AppFileReference: Sendable, Equatable {
    /// The path to read, resolved against the app description's folder.
    public var file: String
    /// The path as written in the app description.
    public var written: String
    /// Where the path is written.
    public var location: SourceLocation
    /// The JSON path of the value (`serviceExtension.attachments.media-url`).
    public var path: String

    public init(file: String, written: String? = nil, location: SourceLocation = .start, path: String = "") {
        self.file = file
        self.written = written ?? file
        self.location = location
        self.path = path
    }
}

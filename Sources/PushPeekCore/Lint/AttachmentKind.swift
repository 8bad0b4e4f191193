/// The attachment types iOS accepts (`UNNotificationAttachment`), by file extension, with their
/// size limits (IOS-REFERENCE §5).
public enum AttachmentKind: String, Sendable, CaseIterable {
    case image
    case audio
    case movie

    public init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "jpg", "jpeg", "gif", "png": self = .image
        case "aif", "aiff", "wav", "mp3", "m4a": self = .audio
        case "mpg", "mpeg", "mp2", "m2v", "mp4", "m4v", "avi": self = .movie
        default: return nil
        }
    }

    /// The kind of a path or URL from its extension (query and fragment ignored).
    public init?(path: String) {
        var trimmed = Substring(path)
        if let cut = trimmed.firstIndex(where: { $0 == "?" || $0 == "#" }) { trimmed = trimmed[..<cut] }
        let name = trimmed.split(separator: "/").last ?? trimmed
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        self.init(fileExtension: String(name[name.index(after: dot)...]))
    }

    /// Bytes: images 10 MB, audio 5 MB, movies 50 MB.
    public var sizeLimit: Int {
        switch self {
        case .image: return 10_000_000
        case .audio: return 5_000_000
        case .movie: return 50_000_000
        }
    }

    public static let supportedExtensions = "JPEG, GIF, PNG, AIFF, WAV, MP3, M4A, MPEG, MPEG-2, MPEG-4, AVI"
}

/// What an attachment turned out to be once loaded: a decoded picture, a sound or a movie (with its
/// running time in seconds when the file's header tells it), or something iOS would not attach.
public enum AttachmentKind: Hashable, Sendable {
    case image(RasterImage)
    case audio(duration: Double?)
    case video(duration: Double?)
    case unsupported(reason: String)

    public var category: AttachmentCategory? {
        switch self {
        case .image: return .image
        case .audio: return .audio
        case .video: return .video
        case .unsupported: return nil
        }
    }
}

/// The three kinds of media a notification may attach (IOS-REFERENCE §5), each with its own size limit.
public enum AttachmentCategory: String, Sendable, CaseIterable {
    case image
    case audio
    case video
}

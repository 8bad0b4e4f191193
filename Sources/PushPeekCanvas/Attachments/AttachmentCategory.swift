/// The three kinds of media a notification may attach (`UNNotificationAttachment`'s supported file
/// types and maximum sizes), each with its own size limit.
public enum AttachmentCategory: String, Sendable, CaseIterable {
    case image
    case audio
    case video
}

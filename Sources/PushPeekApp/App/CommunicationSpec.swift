import PushPeekModel

/// A category's communication notifications (iOS 15): what the notification service extension
/// would put in the `INSendMessageIntent` it donates — the sender's name, avatar and the group —
/// read from the payload.
///
/// `"communication": {"senderName": KEYPATH, "avatar": ATTACHMENT-INDEX | "FILE", "group": KEYPATH}`
/// in a category. Only the modern presentation draws it; a payload without the sender's name is
/// shown as an ordinary notification, as the extension would not donate an intent without a sender.
public struct CommunicationSpec: Sendable, Equatable {
    /// Where the sender's picture comes from.
    public enum Avatar: Sendable, Equatable {
        /// An index into the notification's attachments.
        case attachment(Int)
        /// A picture file (resolved against the app description's folder).
        case file(AppFileReference)
    }

    /// Key path of `INPerson.displayName` of the sender.
    public var senderNamePath: String
    public var avatar: Avatar?
    /// Key path of `speakableGroupName`: a group conversation's name.
    public var groupNamePath: String?

    public init(senderNamePath: String, avatar: Avatar? = nil, groupNamePath: String? = nil) {
        self.senderNamePath = senderNamePath
        self.avatar = avatar
        self.groupNamePath = groupNamePath
    }

    /// The names this payload yields, or nil when it names no sender.
    public func resolve(_ content: NotificationContent) -> (sender: String, group: String?)? {
        guard let sender = TextTemplate.value(senderNamePath, in: content), !sender.isEmpty else { return nil }
        let group = groupNamePath.flatMap { TextTemplate.value($0, in: content) }.flatMap { $0.isEmpty ? nil : $0 }
        return (sender, group)
    }
}

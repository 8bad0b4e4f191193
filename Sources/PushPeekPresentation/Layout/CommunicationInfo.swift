import PushPeekCanvas

/// A communication notification as the modern presentation draws it: the sender's avatar in place
/// of the app icon (the app icon small at its corner) and the group's or sender's name as the title.
public struct CommunicationInfo: Sendable {
    public var senderName: String
    /// `speakableGroupName`, for a group conversation.
    public var groupName: String?
    /// The sender's picture; without one, the sender's initials.
    public var avatar: Attachment?

    public init(senderName: String, groupName: String? = nil, avatar: Attachment? = nil) {
        self.senderName = senderName
        self.groupName = groupName
        self.avatar = avatar
    }

    /// Up to two initials of the sender's name (of the group's, for a group), as Contacts shows
    /// a person without a photo.
    public var initials: String {
        let words = (groupName ?? senderName).split(separator: " ").prefix(2)
        let letters = words.compactMap(\.first).map { String($0).uppercased() }.joined()
        return letters.isEmpty ? "?" : letters
    }
}

import PushPeekModel
import PushPeekCanvas
import PushPeekApp

/// A notification as it reaches the preview, with what the service extension and the app gave it:
/// what a delivery (a live reload, `r`) replaces.
public struct PreviewDelivery: Sendable {
    public var content: NotificationContent
    public var app: AppDescription
    /// `UNNotificationAttachment`s: `--attachment` files and what the service extension would download.
    public var attachments: [Attachment]
    /// The sender's picture of a communication notification whose `avatar` is a file, decoded.
    public var communicationAvatarFile: Attachment?

    public init(content: NotificationContent, app: AppDescription = .none, attachments: [Attachment] = [],
                communicationAvatarFile: Attachment? = nil) {
        self.content = content
        self.app = app
        self.attachments = attachments
        self.communicationAvatarFile = communicationAvatarFile
    }
}

import PushPeekJSON

/// `UNNotificationAction` (or `UNTextInputNotificationAction` when `textInput` is set).
public struct NotificationAction: Sendable, Equatable {
    public var identifier: String
    public var title: String
    public var options: Set<ActionOption>
    /// `UNNotificationActionIcon` (iOS 15): drawn trailing the title in the modern menu, after it
    /// in the classic buttons.
    public var icon: ActionIcon?
    public var textInput: TextInputOptions?
    /// Where its identifier is written in the app description, for diagnostics; not part of what
    /// the action is (two actions written in different places are equal).
    public var location: SourceLocation?

    public init(identifier: String, title: String, options: Set<ActionOption> = [], icon: ActionIcon? = nil, textInput: TextInputOptions? = nil,
                location: SourceLocation? = nil) {
        self.identifier = identifier
        self.title = title
        self.options = options
        self.icon = icon
        self.textInput = textInput
        self.location = location
    }

    public static func == (lhs: NotificationAction, rhs: NotificationAction) -> Bool {
        lhs.identifier == rhs.identifier && lhs.title == rhs.title && lhs.options == rhs.options && lhs.icon == rhs.icon
            && lhs.textInput == rhs.textInput
    }

    public var isDestructive: Bool { options.contains(.destructive) }
    public var isTextInput: Bool { textInput != nil }

    /// `com.apple.UNNotificationDefaultActionIdentifier`: the user opened the app.
    public static let defaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
    /// `com.apple.UNNotificationDismissActionIdentifier`: the user dismissed the notification.
    public static let dismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
}

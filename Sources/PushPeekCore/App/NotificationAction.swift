/// `UNNotificationAction` (or `UNTextInputNotificationAction` when `textInput` is set).
public struct NotificationAction: Sendable, Equatable {
    public var identifier: String
    public var title: String
    public var options: Set<ActionOption>
    /// `UNNotificationActionIcon` (iOS 15): drawn trailing the title in the modern menu, after it
    /// in the classic buttons.
    public var icon: ActionIcon?
    public var textInput: TextInputOptions?

    public init(identifier: String, title: String, options: Set<ActionOption> = [], icon: ActionIcon? = nil, textInput: TextInputOptions? = nil) {
        self.identifier = identifier
        self.title = title
        self.options = options
        self.icon = icon
        self.textInput = textInput
    }

    public var isDestructive: Bool { options.contains(.destructive) }
    public var isTextInput: Bool { textInput != nil }

    /// `com.apple.UNNotificationDefaultActionIdentifier`: the user opened the app.
    public static let defaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
    /// `com.apple.UNNotificationDismissActionIdentifier`: the user dismissed the notification.
    public static let dismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
}

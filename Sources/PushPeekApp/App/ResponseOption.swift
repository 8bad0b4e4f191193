/// `UNNotificationContentExtensionResponseOption`: how the interface completes after the extension
/// handled an action.
public enum ResponseOption: String, Sendable, CaseIterable, Equatable {
    /// Keep the interface up (`.doNotDismiss`).
    case doNotDismiss
    /// Dismiss the interface (`.dismiss`).
    case dismiss
    /// Dismiss and forward the action to the app's `userNotificationCenter(_:didReceive:…)`.
    case dismissAndForwardAction
}

/// `UNNotificationActionOptions`.
public enum ActionOption: String, Sendable, CaseIterable {
    case authenticationRequired
    case destructive
    case foreground
}

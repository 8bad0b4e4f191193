/// The iOS setting "Show Previews" (Settings › Notifications): when a notification's text shows.
public enum PreviewsSetting: String, Sendable, Equatable, CaseIterable {
    case always
    case whenUnlocked = "when-unlocked"
    case never

    /// Whether previews are hidden on a device that is (or is not) locked.
    public func hidesPreviews(locked: Bool) -> Bool {
        switch self {
        case .always: return false
        case .whenUnlocked: return locked
        case .never: return true
        }
    }
}

/// Where a Live Activity is in its life, at a moment.
public enum ActivityPhase: String, Sendable {
    case notStarted, active, stale, ended, dismissed

    /// An ended activity without a dismissal date stays on the lock screen up to four hours
    /// (`ActivityUIDismissalPolicy.default`).
    public static let defaultDismissalDelay = 4.0 * 3600
}

/// Where a Live Activity is in its life, at a moment.
public enum ActivityPhase: String, Sendable {
    case notStarted, active, stale, ended, dismissed

    /// An ended activity without a dismissal date stays on the lock screen up to four hours
    /// (`ActivityUIDismissalPolicy.default`).
    public static let defaultDismissalDelay = 4.0 * 3600
    /// An activity is active up to eight hours; then the system ends it and removes it from the
    /// Dynamic Island ("Displaying live data with Live Activities").
    public static let activeLimit = 8.0 * 3600
    /// An activity stays on the lock screen up to twelve hours in all, from its start.
    public static let visibleLimit = 12.0 * 3600
}

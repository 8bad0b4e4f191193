/// The lock screen's Display As setting (Settings › Notifications, iOS 16 and later): how the
/// notifications at the bottom of the lock screen show. Notification Center, pulled down, is a
/// list of stacks by thread whatever it says.
public enum LockScreenDisplay: String, Sendable, CaseIterable {
    /// One line, "3 Notifications": Enter shows them.
    case count
    /// One pile of every notification, the newest on top and the others' platters behind it (the
    /// default): Enter shows them.
    case stack
    /// The stacks by thread, as before iOS 16.
    case list

    /// The first iOS with the setting, and with notifications arriving at the bottom of the lock screen.
    public static let firstVersion = 16
    /// The rows of a lock screen drawn headless (`--render`): a terminal of 24 rows less the status line.
    public static let headlessRows = 23
}

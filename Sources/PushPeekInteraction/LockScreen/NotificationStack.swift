/// Notifications of one app and one `thread-id` (or of the app, without one), newest first: what
/// the lock screen and Notification Center draw as one stack.
public struct NotificationStack: Sendable {
    /// The `thread-id`; empty for the app's group of notifications without one.
    public let thread: String
    /// Newest first; never empty.
    public let notifications: StackNotifications

    init(thread: String, notifications: StackNotifications) {
        self.thread = thread
        self.notifications = notifications
    }

    /// The notification drawn on top.
    public var newest: LockScreenNotification? { notifications.first }
    public var count: Int { notifications.count }
    /// The summary line's cache (`LockScreenState.stackSummary`).
    var summaryCache: StackSummaryCache { notifications.members.summary }
}

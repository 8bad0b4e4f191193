import PushPeekJSON

/// Groups delivered notifications into stacks as iOS does by default ("Automatic" grouping): by
/// `thread-id` within the app, one group for the app's notifications without one; the stack with the
/// newest notification first, each stack newest first.
public enum LockScreenList {
    /// The stacks of `notifications` (in any order), newest first. Linear in the count (one pass to
    /// group, then a sort of the stacks by their newest arrival).
    public static func stacks(_ notifications: [LockScreenNotification]) -> [NotificationStack] {
        var indexByThread: [String: Int] = [:]
        var groups: [[LockScreenNotification]] = []
        WorkCounter.add(notifications.count)
        for notification in notifications.sorted(by: { $0.id > $1.id }) {
            if let index = indexByThread[notification.thread] {
                groups[index].append(notification)
            } else {
                indexByThread[notification.thread] = groups.count
                groups.append([notification])
            }
        }
        return groups.map { NotificationStack(thread: $0[0].thread, notifications: $0) }
    }
}

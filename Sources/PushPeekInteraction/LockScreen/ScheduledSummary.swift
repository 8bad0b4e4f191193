import PushPeekJSON

/// The scheduled notification summary (iOS 15 and later): the notifications held for it ordered by
/// `relevance-score` (0–1, highest first; "the highest score gets featured in the notification
/// summary", `UNNotificationContent.relevanceScore`), the app's most relevant one featured with its
/// thumbnail. Time Sensitive, critical and communication notifications are delivered at once and
/// never held ("Implementing communication notifications": they break through the summary by default).
public struct ScheduledSummary: Sendable {
    /// The most relevant notification of the app, drawn large with its thumbnail.
    public var featured: [LockScreenNotification]
    /// The rest of the held notifications, most relevant first.
    public var others: [LockScreenNotification]
    /// Time Sensitive, critical and communication notifications: delivered immediately, not part of
    /// the summary.
    public var deliveredImmediately: [LockScreenNotification]

    /// Sorts `notifications`: by relevance score, highest first; equal scores (and absent ones, which
    /// count as 0) newest first.
    public init(_ notifications: [LockScreenNotification]) {
        var held: [LockScreenNotification] = []
        var immediate: [LockScreenNotification] = []
        WorkCounter.add(notifications.count)
        for notification in notifications.sorted(by: { $0.id > $1.id }) {
            switch notification.interruptionLevel {
            case .timeSensitive, .critical: immediate.append(notification)
            case .active where notification.isCommunication: immediate.append(notification)
            case .passive, .active: held.append(notification)
            }
        }
        let ordered = held.enumerated().sorted { lhs, rhs in
            lhs.element.relevanceScore != rhs.element.relevanceScore
                ? lhs.element.relevanceScore > rhs.element.relevanceScore : lhs.offset < rhs.offset
        }.map(\.element)
        featured = Array(ordered.prefix(1))
        others = Array(ordered.dropFirst())
        deliveredImmediately = immediate
    }

    /// Every held notification in summary order.
    public var held: [LockScreenNotification] { featured + others }
}

/// Notifications read by the edge, waiting to be delivered to the model (in arrival order).
public final class LockScreenInbox: @unchecked Sendable {
    private var waiting: [LockScreenNotification] = []

    public init() {}

    public func put(_ notification: LockScreenNotification) { waiting.append(notification) }

    /// Everything waiting, oldest first; the inbox is empty afterwards.
    public func take() -> [LockScreenNotification] {
        defer { waiting = [] }
        return waiting
    }
}

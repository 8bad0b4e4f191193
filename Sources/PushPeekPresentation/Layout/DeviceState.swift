/// The device the notification arrives on: locked or not (`--locked`; unlocked by default). An
/// `authenticationRequired` action — "the action can be performed only on an unlocked device"
/// (`UNNotificationActionOptions`) — asks to unlock only on a locked device; unlocked, it runs at once.
public struct DeviceState: Sendable, Equatable {
    public var isLocked: Bool

    public init(isLocked: Bool = false) {
        self.isLocked = isLocked
    }
}

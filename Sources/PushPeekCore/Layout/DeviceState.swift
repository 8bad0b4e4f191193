/// The device the notification arrives on: locked or not (`--locked`; unlocked by default). An
/// `authenticationRequired` action asks to unlock only on a locked device — "the system requires
/// the user to unlock the device before performing the action"; unlocked, it runs at once.
public struct DeviceState: Sendable, Equatable {
    public var isLocked: Bool

    public init(isLocked: Bool = false) {
        self.isLocked = isLocked
    }
}

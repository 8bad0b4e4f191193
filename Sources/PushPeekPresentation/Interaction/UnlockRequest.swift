import PushPeekApp

/// An `authenticationRequired` action was chosen on a locked device: "Unlock to continue" shows, and
/// the action goes ahead only after the user unlocks (enter); esc cancels.
public struct UnlockRequest: Sendable, Equatable {
    public var action: NotificationAction

    public init(action: NotificationAction) {
        self.action = action
    }
}

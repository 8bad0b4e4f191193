/// The lock screen as a `ScreenModel` for the terminal run loop. Notifications the edge read from a
/// watched folder wait in `inbox` (shared with the edge) and arrive when it sends `.filesChanged`.
public struct LockScreenModel: ScreenModel {
    public var state: LockScreenState
    public let inbox: LockScreenInbox

    public init(state: LockScreenState, inbox: LockScreenInbox = LockScreenInbox()) {
        self.state = state
        self.inbox = inbox
    }

    public mutating func update(_ event: Event) -> [Effect] {
        guard case .filesChanged = event else { return LockScreenReducer.update(&state, event) }
        for notification in inbox.take() { LockScreenReducer.arrive(&state, notification) }
        return []
    }

    public func view(size: Size) -> CellGrid {
        LockScreenScreen.view(state, size: size)
    }
}

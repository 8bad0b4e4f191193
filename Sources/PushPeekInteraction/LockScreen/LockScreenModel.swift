import PushPeekModel
import PushPeekCanvas
import PushPeekPresentation

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

    /// The thumbnails take the terminal's colours (`CardOptions.showPictures`), and at 8 or 16 colours
    /// the status line says once how to get more, as in the single preview. The list's options reach
    /// each card as it is drawn or expanded (`LockScreenState.displayState`), so no notification is
    /// touched here.
    public mutating func terminalColors(_ depth: ColorDepth) {
        state.options.card.showPictures(at: depth)
        if let note = ColorAdvice.note(for: depth) { state.statusMessage = note }
    }

    /// Clicks on the list are resolved against its items as drawn; an expanded notification's
    /// against its own frame, as in the single preview, and that frame's metrics go back to it.
    public func view(size: Size) -> ScreenFrame {
        let frame = LockScreenScreen.frame(state, size: size)
        guard let preview = state.expanded else { return frame }
        let own = PreviewScreen.frame(preview, size: size)
        return ScreenFrame(grid: frame.grid, hitMap: own.hitMap, metrics: own.metrics)
    }

    /// Ticks only move an arriving banner into the list and reach an expanded notification's
    /// interface: an idle list is not drawn again.
    public var wantsTicks: Bool {
        state.bannerID != nil || state.expanded != nil
    }
}

import PushPeekPresentation

/// How the preview fits the terminal it has, worked out from what the last frame showed
/// (`state.lastFrame`, given back by the edge as `Event.frameDrawn`) and never by laying the screen
/// out: scrolling a card taller than the terminal (the wheel, PgUp/PgDn) and keeping the focused
/// element in view, scrolling the key help, and `l` showing the log beside, below or in place of the
/// card.
///
/// A card scroll is asked for (`state.pendingScroll`) and done by the view as it draws the next
/// frame, since the event that asks may itself change the card (a key that brings the reply keyboard
/// up moves what must show); the frame's metrics carry the offset back. Without a terminal size
/// (headless `render`) nothing scrolls and `l` only toggles the log.
public enum ViewportReducer {
    /// Scrolls the card by `rows` (negative: up).
    public static func scrollCard(_ state: inout PreviewState, by rows: Int) {
        request(.rows(rows), in: &state)
    }

    /// PgUp / PgDn: a page of the card, less two rows kept for context.
    public static func scrollCard(_ state: inout PreviewState, pages: Int) {
        request(.pages(pages), in: &state)
    }

    /// Scrolls the card as little as possible so that what the keyboard acts on shows whole: the
    /// keyboard area (reply field, slider, unlock prompt, payment sheet) when it is up, else the
    /// focused button or control, or the notice under a dismissed card.
    public static func revealFocus(_ state: inout PreviewState) {
        if state.pendingScroll.last == .revealFocus { return }
        request(.revealFocus, in: &state)
    }

    /// After a key or a press: the full interface it opened (from the banner, or a dismissed card
    /// delivered again) shows from its top — unless a keyboard or prompt came up with it — held there (the
    /// focus stays where it is, marked on the status line); a key or press that moved the focus or
    /// changed the mode scrolls to it. `before` is the stage, mode and focus before the event.
    static func follow(_ state: inout PreviewState, from before: (stage: Stage, mode: String, focus: Focus?)) {
        let opened = before.stage == .banner || before.mode == InteractionMode.dismissed.name
        // Opened straight into the keyboard or a prompt, what it acts on shows, as after any key.
        if opened && state.stage == .expanded && state.interactionMode == .expanded {
            state.holdsCardTop = true
            request(.top, in: &state)
        } else if !state.holdsCardTop || before.mode != state.interactionMode.name || before.focus != state.focus {
            state.holdsCardTop = false
            revealFocus(&state)
        }
    }

    /// Asks for a scroll when there is a terminal to scroll on.
    package static func request(_ scroll: ScrollRequest, in state: inout PreviewState) {
        guard let size = state.viewport, !size.isBelowScreenFloor else { return }
        state.pendingScroll.append(scroll)
    }

    /// A frame was drawn: its metrics are kept, the scrolls asked for since the frame before are
    /// done (the view did them, at the offset the metrics report), and the help's scroll stays within
    /// what the help has.
    public static func frameDrawn(_ state: inout PreviewState, _ metrics: ViewportMetrics) {
        state.lastFrame = metrics
        state.helpScroll = min(state.helpScroll, metrics.helpMaximumScroll)
        let asked = !state.pendingScroll.isEmpty
        state.pendingScroll = []
        guard !metrics.isTooSmall, asked else { return }
        state.scrollOffset = metrics.viewport.offset
    }

    /// Scrolls the key help by `rows`, within what the last frame left it.
    public static func scrollHelp(_ state: inout PreviewState, by rows: Int) {
        state.helpScroll = HelpScroll.scrolled(state.helpScroll, by: rows, frame: state.lastFrame)
    }

    /// Keys while the help is up: ↑/↓ a row, PgUp/PgDn a page, Home/End the ends. Returns false for
    /// any other key (which closes the help).
    package static func scrollsHelp(_ state: inout PreviewState, with key: Key) -> Bool {
        guard let scroll = HelpScroll.after(key, from: state.helpScroll, frame: state.lastFrame) else { return false }
        state.helpScroll = scroll
        return true
    }

    /// `l`: hides the log where it shows; shows it where there is room, else in place of the card;
    /// from the log in place of the card, back to the card. Where the log went is the last frame's.
    public static func toggleLog(_ state: inout PreviewState) {
        guard let frame = state.lastFrame, !frame.isTooSmall else {
            state.log.isShown.toggle()
            state.log.replacesCard = false
            return
        }
        switch frame.logPlacement {
        case .replacesCard:
            state.log.replacesCard = false
        case .beside, .below:
            state.log.isShown = false
            state.log.replacesCard = false
        case .hidden:
            state.log.isShown = true
            state.log.replacesCard = true
        }
    }
}

/// A scroll the reducer asked for, worked out when the next frame's metrics come back
/// (`Event.frameDrawn`): the frame the request is about may not have been drawn yet when it is made
/// (a key that brings up the reply keyboard moves what must show).
public enum ScrollRequest: Sendable, Equatable {
    /// Scroll by rows (negative: up): the wheel.
    case rows(Int)
    /// Scroll by pages (a page is the visible rows less two): PgUp/PgDn.
    case pages(Int)
    /// Scroll as little as possible so that what the keyboard acts on shows whole.
    case revealFocus
    /// Scroll to the card's first row: the full interface just opened.
    case top
}

/// A scroll the reducer asked for, worked out by the view as it lays out the next frame (as ratatui's
/// `StatefulWidget` adjusts the offset it is given) and reported in that frame's metrics: the frame
/// the request is about may not exist yet when it is made (a key that brings up the reply keyboard
/// moves what must show).
public enum ScrollRequest: Sendable, Equatable {
    /// Scroll by rows (negative: up): the wheel.
    case rows(Int)
    /// Scroll by pages (a page is the visible rows less two): PgUp/PgDn.
    case pages(Int)
    /// Scroll as little as possible so that what the keyboard acts on shows whole.
    case revealFocus
    /// Scroll to the card's first row: the full interface just opened.
    case top

    /// `viewport` after `requests`, in order; `focusRows` are the rows of what the keyboard acts on.
    public static func apply(_ requests: [ScrollRequest], to viewport: CardViewport, focusRows: Range<Int>?) -> CardViewport {
        var viewport = viewport
        for request in requests {
            switch request {
            case .rows(let rows):
                viewport = viewport.scrolled(by: rows)
            case .pages(let pages):
                viewport = viewport.scrolled(by: pages * viewport.pageRows)
            case .revealFocus:
                if let focusRows { viewport = viewport.revealing(focusRows) }
            case .top:
                viewport = viewport.scrolled(by: -viewport.offset)
            }
        }
        return viewport
    }
}

import PushPeekModel

/// What a drawn frame showed, for the reducer to scroll from: the view produces them with each frame
/// (`ScreenFrame.metrics`) and the edge gives them back (`Event.frameDrawn`), so the reducer never
/// lays the screen out to know how tall the card is or where the focus is.
///
/// Invariant: every field describes the same frame.
public struct ViewportMetrics: Sendable, Equatable {
    /// The terminal size the frame was drawn for.
    public var size: Size
    /// The frame showed only that the terminal is too small: nothing scrolls.
    public var isTooSmall: Bool
    /// The content's rows, the rows it may use and the offset it was drawn at.
    public var viewport: CardViewport
    /// The content rows of what the keyboard acts on (the keyboard area, the focused button or
    /// control, a dismissed card's notice); nil when nothing is focused.
    public var focusRows: Range<Int>?
    /// Where the response log showed.
    public var logPlacement: LogPlacement
    /// How far the key help can scroll at this size, and the rows PgUp/PgDn move it.
    public var helpMaximumScroll: Int
    public var helpPageRows: Int

    public init(size: Size, isTooSmall: Bool = false, viewport: CardViewport = CardViewport(cardHeight: 0, height: 1, offset: 0),
                focusRows: Range<Int>? = nil, logPlacement: LogPlacement = .hidden, helpMaximumScroll: Int = 0,
                helpPageRows: Int = 1) {
        self.size = size
        self.isTooSmall = isTooSmall
        self.viewport = viewport
        self.focusRows = focusRows
        self.logPlacement = logPlacement
        self.helpMaximumScroll = max(0, helpMaximumScroll)
        self.helpPageRows = max(1, helpPageRows)
    }

    /// A frame below the size floor: it shows only that, and nothing on it scrolls.
    public static func tooSmall(_ size: Size) -> ViewportMetrics {
        ViewportMetrics(size: size, isTooSmall: true)
    }
}

import PushPeekModel

/// Where the card, the response log and the status bar go on a terminal of a given size.
///
/// A card that fits has a blank row above it; a taller one uses every row above the status bar and
/// scrolls (`viewport`). The log goes beside the card, below it, or — after `l` on a terminal with
/// room for neither — in its place (`logPlacement`).
public struct ScreenLayout: Sendable, Equatable {
    public var size: Size
    public var cardWidth: Int
    /// Where the card's first row would be on the screen: above the top when scrolled.
    public var cardOrigin: Point
    /// The screen rows the card may use (above the status bar), the full width.
    public var cardArea: Rect
    /// Which card rows show.
    public var viewport: CardViewport
    /// The column of the scroll bar, when the card scrolls.
    public var scrollBarColumn: Int?
    public var logPlacement: LogPlacement
    public var logRect: Rect?
    public var statusRow: Int
    /// Set below `minimumSize`; the screen then says so instead.
    public var tooSmall: Bool

    package static let logMinimumWidth = 28
    /// The log in place of the card is at most this wide.
    package static let logMaximumWidth = 80
    /// Below this many columns or rows the preview shows only "Terminal too small" (and `q` quits).
    public static let minimumSize = Size.screenFloor

    public static func isTooSmall(_ size: Size) -> Bool {
        size.isBelowScreenFloor
    }

    /// `offset`: the card row at the top (the state's `scrollOffset` unless a scroll moved it).
    public init(state: PreviewState, size: Size, cardHeight: Int, cardWidth: Int, offset: Int? = nil) {
        self.size = size
        self.cardWidth = cardWidth
        statusRow = max(0, size.height - 1)
        tooSmall = ScreenLayout.isTooSmall(size)
        let fits = cardHeight + 2 <= size.height
        let top = fits ? 1 : 0
        cardArea = Rect(x: 0, y: top, width: size.width, height: max(1, size.height - 1 - top))
        viewport = CardViewport(cardHeight: cardHeight, height: cardArea.height, offset: offset ?? state.scrollOffset)
        let spareBelow = size.height - 2 - cardHeight - 1
        if !state.log.isShown {
            logPlacement = .hidden
        } else if size.width - cardWidth - 3 >= ScreenLayout.logMinimumWidth {
            logPlacement = .beside
        } else if fits && spareBelow >= 3 {
            logPlacement = .below
        } else {
            logPlacement = state.log.replacesCard ? .replacesCard : .hidden
        }
        let screen = Rect(origin: .zero, size: size)
        var cardX = screen.centred(Size(width: cardWidth, height: 0)).x
        switch logPlacement {
        case .beside:
            let logWidth = min(60, size.width - cardWidth - 3)
            cardX = screen.centred(Size(width: cardWidth + 2 + logWidth, height: 0)).x
            logRect = Rect(x: cardX + cardWidth + 2, y: cardArea.y, width: logWidth, height: cardArea.height)
        case .below:
            logRect = Rect(x: cardX, y: 1 + cardHeight + 1, width: cardWidth, height: spareBelow)
        case .replacesCard:
            let width = min(size.width, ScreenLayout.logMaximumWidth)
            logRect = Rect(x: screen.centred(Size(width: width, height: 0)).x, y: 0, width: width, height: max(0, size.height - 1))
        case .hidden:
            logRect = nil
        }
        cardOrigin = Point(x: cardX, y: top - viewport.offset)
        if viewport.scrolls && logPlacement != .replacesCard {
            scrollBarColumn = cardX + cardWidth < size.width ? cardX + cardWidth : cardX + cardWidth - 1
        } else {
            scrollBarColumn = nil
        }
    }

    /// Whether the card shows (it gives way to the log only after `l` on a small terminal).
    public var showsCard: Bool { !tooSmall && logPlacement != .replacesCard }

    /// The card width for a terminal: `--width fit` the terminal's columns less a margin each side
    /// (up to the maximum), `--width N` (never wider than the terminal), else the default fitted to
    /// the columns.
    public static func cardWidth(options: CardOptions, terminalWidth: Int) -> Int {
        let room = max(CardOptions.minimumWidth, terminalWidth - 2)
        if options.fitsTerminal { return min(room, CardOptions.maximumWidth) }
        if let width = options.width { return min(width, max(CardOptions.minimumWidth, terminalWidth)) }
        return min(CardOptions.defaultWidth, room)
    }
}

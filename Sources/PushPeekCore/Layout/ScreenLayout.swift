/// Where the card, the response log and the status bar go on a terminal of a given size.
public struct ScreenLayout: Sendable, Equatable {
    public var size: Size
    public var cardWidth: Int
    public var cardOrigin: Point
    public var logRect: Rect?
    public var statusRow: Int
    /// Set when the terminal cannot show the card; the screen then says so instead.
    public var tooSmall: Bool

    static let logMinimumWidth = 28

    public init(state: PreviewState, size: Size, cardHeight: Int, cardWidth: Int) {
        self.size = size
        self.cardWidth = cardWidth
        statusRow = size.height - 1
        let roomForLogBeside = size.width - cardWidth - 3 >= ScreenLayout.logMinimumWidth
        let needed = cardHeight + 2
        tooSmall = cardWidth > size.width || needed > size.height
        if state.showsLog && roomForLogBeside {
            let logWidth = min(60, size.width - cardWidth - 3)
            let total = cardWidth + 2 + logWidth
            let left = max(0, (size.width - total) / 2)
            cardOrigin = Point(x: left, y: 1)
            logRect = Rect(x: left + cardWidth + 2, y: 1, width: logWidth, height: max(0, size.height - 2))
        } else {
            cardOrigin = Point(x: max(0, (size.width - cardWidth) / 2), y: 1)
            let spare = size.height - 2 - cardHeight - 1
            logRect = state.showsLog && spare >= 3
                ? Rect(x: cardOrigin.x, y: 1 + cardHeight + 1, width: cardWidth, height: spare) : nil
        }
    }

    /// The card width for a terminal: `--width` if given, else the default fitted to the columns.
    public static func cardWidth(options: CardOptions, terminalWidth: Int) -> Int {
        if let width = options.width { return width }
        return max(CardOptions.minimumWidth, min(CardOptions.defaultWidth, terminalWidth - 2))
    }
}

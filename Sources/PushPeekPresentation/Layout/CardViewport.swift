/// The terminal as a viewport on a card taller than it, as iOS scrolls an expanded notification
/// taller than the screen: which card rows show. The card itself is laid out as always.
///
/// Invariant: `0 ≤ offset ≤ maximumOffset`.
public struct CardViewport: Sendable, Equatable {
    /// Rows of the card.
    public let cardHeight: Int
    /// Rows of the terminal the card may use.
    public let height: Int
    /// Card rows scrolled off above the top.
    public let offset: Int

    public init(cardHeight: Int, height: Int, offset: Int) {
        self.cardHeight = max(0, cardHeight)
        self.height = max(1, height)
        self.offset = min(max(0, offset), max(0, self.cardHeight - self.height))
    }

    public var maximumOffset: Int { max(0, cardHeight - height) }
    /// The card is taller than the rows it has.
    public var scrolls: Bool { cardHeight > height }
    public var hasMoreAbove: Bool { offset > 0 }
    public var hasMoreBelow: Bool { offset < maximumOffset }
    /// The card rows that show.
    public var visibleRows: Range<Int> { offset..<min(cardHeight, offset + height) }

    /// Scrolled by `rows` (negative: up), within the card.
    public func scrolled(by rows: Int) -> CardViewport {
        CardViewport(cardHeight: cardHeight, height: height, offset: offset + rows)
    }

    /// Scrolled as little as possible so that `rows` show whole; a range taller than the viewport
    /// shows its top.
    public func revealing(_ rows: Range<Int>) -> CardViewport {
        var top = offset
        if rows.upperBound > top + height { top = rows.upperBound - height }
        if rows.lowerBound < top { top = rows.lowerBound }
        return CardViewport(cardHeight: cardHeight, height: height, offset: top)
    }

    /// A page: the viewport's height less two rows kept for context (at least one row).
    public var pageRows: Int { max(1, height - 2) }
}

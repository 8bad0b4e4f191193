import Testing
@testable import PushPeekModel
@testable import PushPeekCanvas

/// One centring for the whole screen: `CellGrid.put(_:centredIn:)` for a line of text and
/// `Rect.centred` for a box.
@Suite("Centring")
struct CentringTests {
    @Test("text sits in the middle: the odd column of room after it, on the lower middle row, clipped to the rectangle")
    func textInTheMiddle() {
        var grid = CellGrid(width: 12, height: 4, fill: Cell.blank(.plain))
        grid.put("abc", centredIn: Rect(x: 1, y: 0, width: 8, height: 4), style: .plain)
        #expect(grid.lines() == ["            ", "            ", "   abc      ", "            "])
        var wide = CellGrid(width: 12, height: 1, fill: Cell.blank(.plain))
        wide.put("abcdefgh", centredIn: Rect(x: 2, y: 0, width: 5, height: 1), style: .plain)
        #expect(wide.lines() == ["  abcde     "])
        var emoji = CellGrid(width: 6, height: 1, fill: Cell.blank(.plain))
        emoji.put("🛵", centredIn: Rect(x: 0, y: 0, width: 6, height: 1), style: .plain)
        #expect(emoji[2, 0].text == "🛵")
    }

    @Test("a box sits in the middle, never before the rectangle's corner")
    func boxInTheMiddle() {
        let area = Rect(x: 2, y: 1, width: 10, height: 7)
        #expect(area.centred(Size(width: 4, height: 2)) == Rect(x: 5, y: 3, width: 4, height: 2))
        #expect(area.centred(Size(width: 5, height: 7)) == Rect(x: 4, y: 1, width: 5, height: 7))
        #expect(area.centred(Size(width: 14, height: 9)) == Rect(x: 2, y: 1, width: 14, height: 9))
    }
}

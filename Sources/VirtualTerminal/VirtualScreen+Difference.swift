import PushPeekCanvas

extension VirtualScreen {
    /// Where a cell differs from the model's, with both as a person would see them.
    public struct Difference: CustomStringConvertible {
        public var x: Int
        public var y: Int
        public var shown: StyledCell
        public var expected: StyledCell

        public var description: String {
            "row \(y) column \(x): the screen has «\(shown.text)» \(StyledSnapshot.describe(shown.style)), "
                + "the model «\(expected.text)» \(StyledSnapshot.describe(expected.style))"
        }
    }

    /// The first cell, row by row, whose text, colours or attributes differ from `expected`
    /// (compared as they look, `StyledCell.visible`); nil when the screen shows the model.
    public func firstDifference(from expected: [[StyledCell]]) -> Difference? {
        for (y, row) in expected.enumerated() {
            for (x, want) in row.enumerated() {
                let shown = y < height && x < width ? StyledCell(text: cells[y][x], style: styles[y][x]) : StyledCell(text: "", style: .reset)
                if shown.visible != want.visible {
                    return Difference(x: x, y: y, shown: shown.visible, expected: want.visible)
                }
            }
        }
        return nil
    }
}

import PushPeekModel

extension CellGrid {
    /// Writes one line of `text` in the middle of `rect`: centred across its width (from its left
    /// edge when wider), on its middle row (the lower of the two middle rows of an even height),
    /// clipped to `rect`. Returns the columns advanced.
    @discardableResult
    public mutating func put(_ text: String, centredIn rect: Rect, style: Style) -> Int {
        let x = rect.x + max(0, (rect.width - DisplayWidth.of(text)) / 2)
        return put(text, at: Point(x: x, y: rect.y + rect.height / 2), style: style, clip: rect)
    }
}

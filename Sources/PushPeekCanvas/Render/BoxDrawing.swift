import PushPeekModel

/// Rounded box-drawing frames, the way the card draws its platters.
public enum BoxDrawing {
    public static func top(_ grid: inout CellGrid, row: Int, width: Int, style: Style) {
        horizontal(&grid, row: row, width: width, left: "╭", right: "╮", style: style)
    }

    public static func bottom(_ grid: inout CellGrid, row: Int, width: Int, style: Style) {
        horizontal(&grid, row: row, width: width, left: "╰", right: "╯", style: style)
    }

    public static func divider(_ grid: inout CellGrid, row: Int, width: Int, style: Style) {
        horizontal(&grid, row: row, width: width, left: "├", right: "┤", style: style)
    }

    public static func sides(_ grid: inout CellGrid, rows: Range<Int>, width: Int, style: Style) {
        for row in rows {
            grid.put("│", at: Point(x: 0, y: row), style: style)
            grid.put("│", at: Point(x: width - 1, y: row), style: style)
        }
    }

    package static func horizontal(_ grid: inout CellGrid, row: Int, width: Int, left: String, right: String, style: Style) {
        guard width >= 2 else { return }
        line(&grid, from: Point(x: 0, y: row), width: width, left: left, right: right, style: style)
    }

    /// `left`, `─` × (width − 2), `right`: the rule as one fill, not a string of box characters.
    package static func line(_ grid: inout CellGrid, from origin: Point, width: Int, left: String, right: String, style: Style) {
        grid.put(left, at: origin, style: style)
        grid.fill(Rect(x: origin.x + 1, y: origin.y, width: width - 2, height: 1), with: "─", style: style)
        grid.put(right, at: Point(x: origin.x + width - 1, y: origin.y), style: style)
    }

    /// A frame around `rect` (any size of at least 2×2).
    public static func frame(_ grid: inout CellGrid, _ rect: Rect, style: Style) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        line(&grid, from: rect.origin, width: rect.width, left: "╭", right: "╮", style: style)
        line(&grid, from: Point(x: rect.x, y: rect.maxY - 1), width: rect.width, left: "╰", right: "╯", style: style)
        for row in (rect.y + 1)..<(rect.maxY - 1) {
            grid.put("│", at: Point(x: rect.x, y: row), style: style)
            grid.put("│", at: Point(x: rect.maxX - 1, y: row), style: style)
        }
    }
}

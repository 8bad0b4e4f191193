import PushPeekModel

/// Rounded box-drawing frames, the way the card draws its platters.
public enum BoxDrawing {
    /// The frame's characters as glyphs, made once.
    private static let topLeft = Glyph("╭"), topRight = Glyph("╮"), bottomLeft = Glyph("╰"), bottomRight = Glyph("╯")
    private static let teeLeft = Glyph("├"), teeRight = Glyph("┤"), ruleGlyph = Glyph("─"), sideGlyph = Glyph("│")

    public static func top(_ grid: inout CellGrid, row: Int, width: Int, style: Style) {
        guard width >= 2 else { return }
        rule(&grid, from: Point(x: 0, y: row), width: width, left: topLeft, right: topRight, style: style)
    }

    public static func bottom(_ grid: inout CellGrid, row: Int, width: Int, style: Style) {
        guard width >= 2 else { return }
        rule(&grid, from: Point(x: 0, y: row), width: width, left: bottomLeft, right: bottomRight, style: style)
    }

    public static func divider(_ grid: inout CellGrid, row: Int, width: Int, style: Style) {
        guard width >= 2 else { return }
        rule(&grid, from: Point(x: 0, y: row), width: width, left: teeLeft, right: teeRight, style: style)
    }

    /// `line` with the frame's own glyphs: the same cells, without measuring a string for each.
    private static func rule(_ grid: inout CellGrid, from origin: Point, width: Int, left: Glyph, right: Glyph, style: Style) {
        grid.set(Cell(glyph: left, style: style), x: origin.x, y: origin.y)
        grid.fill(Rect(x: origin.x + 1, y: origin.y, width: width - 2, height: 1), cell: Cell(glyph: ruleGlyph, style: style))
        grid.set(Cell(glyph: right, style: style), x: origin.x + width - 1, y: origin.y)
    }

    public static func sides(_ grid: inout CellGrid, rows: Range<Int>, width: Int, style: Style) {
        let cell = Cell(glyph: sideGlyph, style: style)
        for row in rows {
            grid.set(cell, x: 0, y: row)
            grid.set(cell, x: width - 1, y: row)
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
        rule(&grid, from: rect.origin, width: rect.width, left: topLeft, right: topRight, style: style)
        rule(&grid, from: Point(x: rect.x, y: rect.maxY - 1), width: rect.width, left: bottomLeft, right: bottomRight, style: style)
        let side = Cell(glyph: sideGlyph, style: style)
        for row in (rect.y + 1)..<(rect.maxY - 1) {
            grid.set(side, x: rect.x, y: row)
            grid.set(side, x: rect.maxX - 1, y: row)
        }
    }
}

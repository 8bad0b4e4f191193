import PushPeekModel

/// A platter of the card: a rounded frame from the grid's left edge to its right edge (`╭…╮`, sides
/// of `│`, `├`, `┤`, then `╰…╯`), which a picture output draws as one rounded rectangle.
public struct Platter: Hashable, Sendable {
    /// The frame's cells, outline included.
    public var rect: Rect

    public init(rect: Rect) {
        self.rect = rect
    }

    /// Every platter of `grid`, top to bottom, found in one pass over its edge columns.
    public static func find(in grid: CellGrid) -> [Platter] {
        guard grid.width >= 2 else { return [] }
        let last = grid.width - 1
        var platters: [Platter] = []
        var top: Int?
        for y in 0..<grid.height {
            let (left, right) = (grid[0, y].text, grid[last, y].text)
            if left == "╭" && right == "╮" {
                top = y
            } else if let start = top, left == "╰" && right == "╯" {
                platters.append(Platter(rect: Rect(x: 0, y: start, width: grid.width, height: y - start + 1)))
                top = nil
            } else if !((left == "│" || left == "├") && (right == "│" || right == "┤")) {
                top = nil
            }
        }
        return platters
    }

    /// The arms of the cell at (`x`, `y`) that are not part of the outline (a divider's inward arm).
    public func innerArms(_ arms: BoxArms, x: Int, y: Int) -> BoxArms {
        guard rect.contains(Point(x: x, y: y)) else { return arms }
        var kept = arms
        if x == rect.x || x == rect.maxX - 1 { kept.subtract([.up, .down, .rounded]) }
        if x == rect.x { kept.remove(.left) }
        if x == rect.maxX - 1 { kept.remove(.right) }
        if y == rect.y || y == rect.maxY - 1 { kept.subtract([.left, .right, .rounded]) }
        if y == rect.y { kept.remove(.up) }
        if y == rect.maxY - 1 { kept.remove(.down) }
        return kept
    }

    /// Whether the cell lies on the outline.
    public func isOutline(x: Int, y: Int) -> Bool {
        rect.contains(Point(x: x, y: y)) && (x == rect.x || x == rect.maxX - 1 || y == rect.y || y == rect.maxY - 1)
    }
}

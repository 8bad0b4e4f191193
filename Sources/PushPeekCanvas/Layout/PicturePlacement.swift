import PushPeekModel

/// An image attachment drawn on a card: the picture, the box the card gave it, and the cells it was
/// drawn as, so a picture output (`render --format svg`/`html`) can show the picture itself there.
///
/// Invariant: `cells` is `box.size`, exactly what was drawn into the card's grid at `box.origin`
/// (views drawn later may have covered some of it); `frame` lies inside `box`.
public struct PicturePlacement: Sendable, Equatable {
    public var attachment: Attachment
    /// The box, in card cells.
    public var box: Rect
    /// The cells the picture was drawn as (half blocks, or the ASCII ramp).
    public var cells: CellGrid
    /// Where the picture's pixels lie, from the card's top left: columns across and half rows down
    /// (a cell shows two pixel rows), fitted into the box with the aspect kept and centred.
    public var frame: Rect

    public init(attachment: Attachment, box: Rect, cells: CellGrid, frame: Rect) {
        self.attachment = attachment
        self.box = box
        self.cells = cells
        self.frame = frame
    }

    /// Whether the card's cell at (`x`, `y`) still shows the picture: it lies in the box and holds
    /// what the picture drew there (text and colours; a dimmed card still shows it). `offset` is
    /// where the card's top left lies in `grid` (a screen the card was drawn on).
    public func showsPicture(in grid: CellGrid, x: Int, y: Int, offset: Point = Point(x: 0, y: 0)) -> Bool {
        let local = Point(x: x - box.x, y: y - box.y)
        let at = Point(x: x + offset.x, y: y + offset.y)
        guard local.x >= 0, local.y >= 0, local.x < cells.width, local.y < cells.height,
              at.x >= 0, at.y >= 0, at.x < grid.width, at.y < grid.height else { return false }
        let drawn = cells[local.x, local.y]
        let shown = grid[at.x, at.y]
        return drawn.text == shown.text && drawn.isContinuation == shown.isContinuation
            && drawn.style.foreground == shown.style.foreground && drawn.style.background == shown.style.background
    }
}

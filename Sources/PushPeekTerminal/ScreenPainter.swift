import PushPeekModel
import PushPeekCanvas

/// Puts grids on the terminal, touching only what changed since the last paint.
public protocol ScreenPainter: AnyObject {
    /// Paints `grid` at the top-left of a screen of `screen` cells.
    func paint(_ grid: CellGrid, screen: Size)
    /// Forgets what is on screen, so the next `paint` redraws everything (after a resize).
    func invalidate()
}

extension Painter: ScreenPainter {}

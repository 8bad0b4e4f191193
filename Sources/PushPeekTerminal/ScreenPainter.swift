import PushPeekModel
import PushPeekCanvas
import PushPeekPresentation

/// Puts grids on the terminal, touching only what changed since the last paint.
public protocol ScreenPainter: AnyObject {
    /// Paints `grid` at the top-left of a screen of `screen` cells.
    func paint(_ grid: CellGrid, screen: Size)
    /// Paints `grid`, then the pictures in view in pixels where the painter has them (else their
    /// symbols, already in `grid`, are all there is).
    func paint(_ grid: CellGrid, pictures: [ScreenPicture], screen: Size)
    /// Forgets what is on screen, so the next `paint` redraws everything (after a resize).
    func invalidate()
}

extension Painter: ScreenPainter {
    /// ncurses keeps its own idea of the screen: pictures stay symbols.
    public func paint(_ grid: CellGrid, pictures: [ScreenPicture], screen: Size) {
        paint(grid, screen: screen)
    }
}

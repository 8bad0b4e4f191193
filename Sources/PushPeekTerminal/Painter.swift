@preconcurrency import CNcurses
import PushPeekModel
import PushPeekCanvas

/// Paints `CellGrid`s onto the ncurses screen, cell by cell with `setcchar` + `mvadd_wch`.
///
/// Styles become attributes plus a colour pair from `ColorMapper`, through the core's `StyleMapping`.
/// The last painted grid is kept: the next paint only touches cells that changed, unless `invalidate()`
/// was called (after a resize) or the grid's size no longer matches the screen. Anything outside the
/// screen is clipped; screen area the grid does not cover is blank. A wide character is painted from its
/// first cell; its continuation cell is skipped (or blanked if it has no wide character before it).
public final class Painter {
    private let colors: ColorMapper
    private var previous: CellGrid?

    /// - Parameters:
    ///   - theme: resolves role colours; a mono theme paints attributes only.
    ///   - colorDepth: the depth to paint with (see `ColorDepthDetector.effective`).
    ///   - defaultColors: whether colour -1 (the terminal's default) may be used in pairs.
    public init(theme: Theme, colorDepth: ColorDepth, defaultColors: Bool) {
        colors = ColorMapper(mapping: StyleMapping(theme: theme, depth: colorDepth, defaultColors: defaultColors))
    }

    /// Forgets what is on screen, so the next `paint` redraws every cell.
    public func invalidate() {
        previous = nil
    }

    /// Paints `grid` at the top-left of the screen (`screen` is the current COLS × LINES), then refreshes.
    public func paint(_ grid: CellGrid, screen: Size) {
        let window = nc_stdscr()
        let width = min(grid.width, screen.width)
        let height = min(grid.height, screen.height)
        var full = true
        if let previous, previous.width == grid.width, previous.height == grid.height,
            grid.width >= screen.width, grid.height >= screen.height {
            full = false
        }
        if full {
            wattr_set(window, nc_a_normal(), 0, nil)
            werase(window)
        }
        for y in 0..<max(0, height) {
            if !full, let previous, grid.rowEquals(previous, y) { continue }
            var leftChanged = false
            for x in 0..<max(0, width) {
                let cell = grid[x, y]
                var changed = full || previous.map { $0[x, y] != cell } ?? true
                // A continuation cell's look depends on its left neighbour.
                if cell.isContinuation && leftChanged { changed = true }
                leftChanged = changed
                guard changed else { continue }
                paintCell(cell, grid: grid, x: x, y: y, screenWidth: width)
            }
        }
        previous = grid
        wnoutrefresh(window)
        doupdate()
    }

    private func paintCell(_ cell: Cell, grid: CellGrid, x: Int, y: Int, screenWidth: Int) {
        if cell.isContinuation {
            // Normally covered by the wide character to its left; an orphan draws as a blank.
            let left = x > 0 ? grid[x - 1, y] : nil
            if let left, !left.isContinuation, left.displayWidth == 2 { return }
            put(nil, style: cell.style, x: x, y: y)
            return
        }
        let width = cell.displayWidth
        if width == 0 {
            put(nil, style: cell.style, x: x, y: y)
        } else if width == 2 && x + 1 >= screenWidth {
            // Half a wide character does not fit at the right edge.
            put(nil, style: cell.style, x: x, y: y)
        } else {
            put(cell, style: cell.style, x: x, y: y)
        }
    }

    /// Draws one grapheme unit (the cell's text, or a blank for nil).
    private func put(_ cell: Cell?, style: Style, x: Int, y: Int) {
        let look = colors.look(for: style)
        let limit = Int(CCHARW_MAX)
        // The wide string lives on the stack: no allocation per cell.
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: limit + 1) { scalars in
            var count = 1
            if let cell {
                count = cell.copyScalars(into: UnsafeMutableBufferPointer(rebasing: scalars[0..<limit]))
            } else {
                scalars[0] = 32
            }
            scalars[count] = 0
            scalars.withMemoryRebound(to: wchar_t.self) { wide in
                var character = cchar_t()
                var status = nc_setcchar(&character, wide.baseAddress, look.attributes, look.pair)
                if status != OK, count > 0 {
                    // Marks ncurses will not combine: draw the base character alone.
                    wide[1] = 0
                    status = nc_setcchar(&character, wide.baseAddress, look.attributes, look.pair)
                }
                if status != OK {
                    wide[0] = 32
                    wide[1] = 0
                    _ = nc_setcchar(&character, wide.baseAddress, look.attributes, look.pair)
                }
                mvwadd_wch(nc_stdscr(), Int32(y), Int32(x), &character)
            }
        }
    }
}

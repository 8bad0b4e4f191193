@preconcurrency import CNcurses
import PushPeekCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Paints grids by writing ANSI sequences itself, for terminals whose terminfo entry is ANSI
/// (`TerminalCapabilities.isANSI`); ncurses still owns the session (modes, input, mouse, restore).
///
/// Why not `doupdate`: ncurses sets colours again at the start of every update and resets them at
/// its end (about 35 bytes a key before any content) and repaints blanks whose only difference is an
/// invisible foreground. This painter keeps the terminal's SGR state and cursor between updates
/// (`AnsiOutput`), compares cells by how they look (`Cell.looksSame`), rewrites a short gap
/// instead of moving across it, and sends each update in one `write(2)`.
///
/// A full paint (first frame, resize) clears the screen in the grid's background (back-colour erase)
/// and writes only the cells that differ from that blank. ncurses is let to flush whatever it has
/// pending first (it redraws its own empty screen after a resize); stdscr is never drawn into, so
/// `get_wch` has no reason to refresh it later.
public final class AnsiPainter: ScreenPainter {
    private let colors: ColorMapper
    private let capabilities: TerminalCapabilities
    private var output: AnsiOutput
    /// What the screen shows, cell for cell (nil: unknown, the next paint is full).
    private var previous: CellGrid?
    private var lastStyle: Style?
    private var lastAttributes = AnsiOutput.Attributes.reset

    init(theme: Theme, colorDepth: ColorDepth, defaultColors: Bool, capabilities: TerminalCapabilities) {
        colors = ColorMapper(theme: theme, depth: colorDepth, defaultColors: defaultColors)
        self.capabilities = capabilities
        output = AnsiOutput(depth: colors.colorDepth)
        SignalGuard.resetsAttributes = true
    }

    public func invalidate() {
        previous = nil
    }

    public func paint(_ grid: CellGrid, screen: Size) {
        let width = min(grid.width, screen.width)
        let height = min(grid.height, screen.height)
        let shown: CellGrid
        if let previous, previous.width == grid.width, previous.height == grid.height,
            grid.width >= screen.width, grid.height >= screen.height {
            shown = previous
        } else {
            wrefresh(nc_stdscr())
            let blank = clearScreen(like: grid)
            shown = CellGrid(width: grid.width, height: grid.height, fill: blank)
        }
        for y in 0..<max(0, height) where !grid.rowEquals(shown, y) {
            paintRow(y, of: grid, over: shown, width: width, screen: screen)
        }
        output.flush(to: STDOUT_FILENO)
        previous = grid
    }

    /// Clears the screen in the background of the grid's first cell (with back-colour erase; else in
    /// the terminal's default colours); returns the cell every position now looks like.
    private func clearScreen(like grid: CellGrid) -> Cell {
        let corner = grid.width > 0 && grid.height > 0 ? grid[0, 0] : Cell.blank(.plain)
        let style = capabilities.backColorErase ? corner.style : Style(foreground: .terminalDefault, background: .terminalDefault)
        var attributes = self.attributes(for: style)
        attributes.bold = false
        attributes.dim = false
        attributes.underline = false
        attributes.reverse = false
        output.current = nil
        output.clearScreen(in: attributes)
        return Cell.blank(Style(foreground: style.foreground, background: style.background))
    }

    private func paintRow(_ y: Int, of grid: CellGrid, over shown: CellGrid, width: Int, screen: Size) {
        var changed = (0..<width).map { !grid[$0, y].looksSame(as: shown[$0, y]) }
        // A wide character is written whole: a changed half brings in the other.
        for x in 0..<width where changed[x] {
            if grid[x, y].isContinuation, x > 0 { changed[x - 1] = true }
            if x + 1 < width, grid[x + 1, y].isContinuation { changed[x + 1] = true }
        }
        var x = 0
        while x < width {
            guard changed[x] else {
                x += 1
                continue
            }
            var end = x
            while end < width, changed[end] { end += 1 }
            // Rewrite a gap of up to three unchanged ASCII cells in the same style rather than move
            // over it (`ESC [ n C` is three or four bytes).
            while let next = (end..<width).first(where: { changed[$0] }), next - end <= 3,
                  (end..<next).allSatisfy({ grid[$0, y].textByteCount == 1 && grid[$0, y].style == grid[end - 1, y].style }) {
                end = next
                while end < width, changed[end] { end += 1 }
            }
            output.move(toX: x, y: y)
            for column in x..<end { paintCell(grid, x: column, y: y, screen: screen) }
            x = end
        }
    }

    private func paintCell(_ grid: CellGrid, x: Int, y: Int, screen: Size) {
        let cell = grid[x, y]
        if cell.isContinuation {
            // Covered by the wide character to its left; an orphan draws as a blank.
            if x > 0, !grid[x - 1, y].isContinuation, grid[x - 1, y].displayWidth == 2 { return }
            putBlank(cell.style, x: x, y: y, screen: screen)
            return
        }
        if capabilities.lastCellScrolls, y == screen.height - 1, x + max(1, cell.displayWidth) >= screen.width {
            output.cursor = nil  // leave the bottom-right cell alone: writing it would scroll
            return
        }
        let width = cell.displayWidth
        let libcWidth = cell.textByteCount > 1 ? Self.libcWidth(of: cell) : 1
        if width == 0 || libcWidth < 1 || (width == 2 && x + 1 >= screen.width) {
            putBlank(cell.style, x: x, y: y, screen: screen)
            return
        }
        output.set(cell.isPlainBlank ? blankAttributes(cell.style) : attributes(for: cell.style))
        output.move(toX: x, y: y)
        output.append(cell)
        advance(from: x, by: libcWidth, y: y, screen: screen)
        if width == 2 && libcWidth == 1 {
            // The C library thinks it is narrow: keep the next column from showing stale content.
            putBlank(cell.style, x: x + 1, y: y, screen: screen)
        }
    }

    private func putBlank(_ style: Style, x: Int, y: Int, screen: Size) {
        var plain = style
        plain.underline = false
        plain.reverse = false
        output.set(blankAttributes(plain))
        output.move(toX: x, y: y)
        output.appendSpace()
        advance(from: x, by: 1, y: y, screen: screen)
    }

    /// After writing into the last column the cursor's place depends on the terminal's wrap rules.
    private func advance(from x: Int, by columns: Int, y: Int, screen: Size) {
        output.cursor = x + columns < screen.width ? (x + columns, y) : nil
    }

    /// For a plain blank only the background matters: keep whatever else is set (no SGR for a
    /// foreground colour nobody sees).
    private func blankAttributes(_ style: Style) -> AnsiOutput.Attributes {
        let wanted = attributes(for: style)
        guard var current = output.current, !current.underline, !current.reverse else { return wanted }
        current.background = wanted.background
        return current
    }

    private func attributes(for style: Style) -> AnsiOutput.Attributes {
        if style == lastStyle { return lastAttributes }
        let numbers = colors.colorNumbers(for: style)
        let attributes = AnsiOutput.Attributes(bold: style.bold, dim: style.dim, underline: style.underline, reverse: style.reverse,
                                               foreground: numbers.foreground, background: numbers.background)
        lastStyle = style
        lastAttributes = attributes
        return attributes
    }

    /// The columns the C library (and so, usually, the terminal) gives the cell's first character.
    private static func libcWidth(of cell: Cell) -> Int {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 1) { scalars in
            guard cell.copyScalars(into: scalars) == 1 else { return 1 }
            return Int(wcwidth(wchar_t(bitPattern: scalars[0])))
        }
    }
}

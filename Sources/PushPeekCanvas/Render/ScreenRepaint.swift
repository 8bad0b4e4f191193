import PushPeekModel

/// Turns one frame into the next on an ANSI terminal, writing only the cells that look different:
/// the drawing half of the TUI's painter, pure so that tests can replay its bytes through an
/// emulator and compare every cell's text, colours and attributes with the model.
///
/// It keeps what the screen shows between updates and, through its `EscapeWriter`, where the
/// cursor is and which SGR state is set, so an update whatever came before it leaves each cell in
/// `StyleMapping`'s style. A full paint (first frame, resize, `invalidate`) clears the screen in the
/// grid's background (back-colour erase) and writes only the cells that differ from that blank. A
/// short gap of unchanged cells is rewritten instead of moved over. Character widths come from
/// `DisplayWidth`, like the layout's.
public struct ScreenRepaint {
    public let mapping: StyleMapping
    /// Clearing fills with the current background colour.
    public let backColorErase: Bool
    /// Writing the bottom-right cell would scroll the screen (no delayed wrap).
    public let lastCellScrolls: Bool
    public private(set) var writer: EscapeWriter
    /// What the screen shows, cell for cell (nil: unknown, the next paint is full).
    private var shown: CellGrid?
    private var lastStyle: Style?
    private var lastTerminalStyle = TerminalStyle.reset

    public init(mapping: StyleMapping, backColorErase: Bool = true, lastCellScrolls: Bool = false) {
        self.mapping = mapping
        self.backColorErase = backColorErase
        self.lastCellScrolls = lastCellScrolls
        writer = EscapeWriter(depth: mapping.depth)
    }

    /// Forgets what is on screen and the terminal's state: the next paint clears and redraws.
    /// Forgets where the cursor is (something else wrote to the terminal: a picture's pixels).
    public mutating func forgetCursor() {
        writer.cursor = nil
    }

    public mutating func invalidate() {
        shown = nil
        writer.current = nil
        writer.cursor = nil
    }

    /// Whether painting `grid` on a screen of `screen` cells starts with a clear.
    public func needsClear(for grid: CellGrid, screen: Size) -> Bool {
        guard let shown else { return true }
        return shown.width != grid.width || shown.height != grid.height || grid.width < screen.width || grid.height < screen.height
    }

    /// Builds the bytes that turn the screen into `grid`; take them with `takeBytes()`.
    public mutating func paint(_ grid: CellGrid, screen: Size) {
        let width = min(grid.width, screen.width)
        let height = min(grid.height, screen.height)
        // After a clear every cell looks like one blank: rows are compared with it (no grid of it).
        var before: CellGrid?
        var blank = Cell()
        if let shown, !needsClear(for: grid, screen: screen) {
            before = shown
        } else {
            blank = clearScreen(like: grid)
        }
        for y in 0..<max(0, height) {
            if let before {
                if grid.rowEquals(before, y) { continue }
            } else if grid.row(y, looksLikePlainBlankOn: blank.style.background) {
                continue
            }
            paintRow(y, of: grid, over: before, blank: blank, width: width, screen: screen)
        }
        shown = grid
    }

    /// The bytes built so far (the writer keeps the cursor and SGR state for the next update).
    public mutating func takeBytes() -> [UInt8] {
        writer.takeBytes()
    }

    /// Clears the screen in the background of the grid's first cell (with back-colour erase; else in
    /// the terminal's default colours); returns the cell every position now looks like.
    private mutating func clearScreen(like grid: CellGrid) -> Cell {
        let corner = grid.width > 0 && grid.height > 0 ? grid[0, 0] : Cell.blank(.plain)
        let style = backColorErase ? corner.style : Style(foreground: .terminalDefault, background: .terminalDefault)
        writer.current = nil
        writer.clearScreen(in: TerminalStyle(background: terminalStyle(for: style).background))
        return Cell.blank(Style(foreground: style.foreground, background: style.background))
    }

    /// Rewrites the cells of row `y` that look different from `shown`'s (from `blank` after a clear).
    private mutating func paintRow(_ y: Int, of grid: CellGrid, over shown: CellGrid?, blank: Cell, width: Int, screen: Size) {
        guard width > 0 else { return }
        let start = y * grid.width
        // The row's cells read in place, and which of them change in a buffer on the stack: nothing
        // is allocated or reference-counted per cell.
        grid.cells.withUnsafeBufferPointer { all in
            let cells = UnsafeBufferPointer(rebasing: all[start..<(start + width)])
            withUnsafeTemporaryAllocation(of: Bool.self, capacity: width) { changed in
                if let shown {
                    shown.cells.withUnsafeBufferPointer { before in
                        for x in 0..<width { changed[x] = !cells[x].looksSame(as: before[start + x]) }
                    }
                } else {
                    // `blank` is a plain blank: a cell looks like it when it is one on its background.
                    for x in 0..<width { changed[x] = !cells[x].looksLikePlainBlank(on: blank.style.background) }
                }
                // A wide character is written whole: a changed half brings in the other.
                for x in 0..<width where changed[x] {
                    if cells[x].isContinuation, x > 0 { changed[x - 1] = true }
                    if x + 1 < width, cells[x + 1].isContinuation { changed[x + 1] = true }
                }
                var x = 0
                while x < width {
                    guard changed[x] else {
                        x += 1
                        continue
                    }
                    var end = x
                    while end < width, changed[end] { end += 1 }
                    // Rewrite a gap of up to three unchanged ASCII cells in the same style rather than
                    // move over it (`ESC [ n C` is three or four bytes).
                    while let next = (end..<width).first(where: { changed[$0] }), next - end <= 3,
                          (end..<next).allSatisfy({ cells[$0].textByteCount == 1 && cells[$0].style.isSame(as: cells[end - 1].style) }) {
                        end = next
                        while end < width, changed[end] { end += 1 }
                    }
                    writer.move(toX: x, y: y)
                    var column = x
                    while column < end {
                        paintCell(cells, x: column, y: y, screen: screen)
                        column = appendSameStyle(cells, from: column + 1, to: end, y: y, screen: screen)
                    }
                    x = end
                }
            }
        }
    }

    /// Writes cell `x` of `row` (row `y` of the screen).
    @inline(__always)
    private mutating func paintCell(_ row: UnsafeBufferPointer<Cell>, x: Int, y: Int, screen: Size) {
        let cell = row[x]
        if cell.isContinuation {
            // Covered by the wide character to its left; an orphan draws as a blank.
            if x > 0, !row[x - 1].isContinuation, row[x - 1].displayWidth == 2 { return }
            putBlank(cell.style, x: x, y: y, screen: screen)
            return
        }
        let width = cell.glyph.displayWidth
        if lastCellScrolls, y == screen.height - 1, x + max(1, width) >= screen.width {
            writer.cursor = nil  // leave the bottom-right cell alone: writing it would scroll
            return
        }
        if width == 0 || (width == 2 && x + 1 >= screen.width) {
            putBlank(cell.style, x: x, y: y, screen: screen)
            return
        }
        let style = terminalStyle(for: cell.style)
        writer.set(cell.glyph.isSpace ? blankStyle(style) : style)
        writer.move(toX: x, y: y)
        writer.append(cell)
        advance(from: x, by: width, y: y, screen: screen)
    }

    /// After cell `x - 1` was written: writes the following one-byte cells in its style, as
    /// `paintCell` would, without looking up the style or moving (the cursor is there and no SGR
    /// changes); returns the first column it did not write.
    @inline(__always)
    private mutating func appendSameStyle(_ row: UnsafeBufferPointer<Cell>, from x: Int, to end: Int, y: Int, screen: Size) -> Int {
        guard x < end, x + 1 < screen.width, let cursor = writer.cursor, cursor.x == x, cursor.y == y else { return x }
        let previous = row[x - 1]
        guard !previous.isContinuation, previous.glyph.isSingleByte, let current = writer.current else { return x }
        let style = previous.style
        // `paintCell` just mapped `style`; a space keeps the SGR state either way, a letter needs
        // exactly that style set.
        let settled = current.isSame(as: lastTerminalStyle)
        var column = x
        while column < end, column + 1 < screen.width {
            let cell = row[column]
            guard !cell.isContinuation, cell.glyph.isSingleByte, settled || cell.glyph.isSpace,
                  cell.style.isSame(as: style) else { break }
            writer.append(cell)
            column += 1
        }
        writer.cursor = (column, y)
        return column
    }

    private mutating func putBlank(_ style: Style, x: Int, y: Int, screen: Size) {
        var plain = style
        plain.underline = false
        writer.set(blankStyle(terminalStyle(for: plain)))
        writer.move(toX: x, y: y)
        writer.appendSpace()
        advance(from: x, by: 1, y: y, screen: screen)
    }

    /// After writing into the last column the cursor's place depends on the terminal's wrap rules.
    private mutating func advance(from x: Int, by columns: Int, y: Int, screen: Size) {
        writer.cursor = x + columns < screen.width ? (x + columns, y) : nil
    }

    /// A space that shows only its background keeps whatever else is set (no SGR for a foreground
    /// colour nobody sees); one that is underlined or reversed needs its whole style.
    private func blankStyle(_ wanted: TerminalStyle) -> TerminalStyle {
        guard wanted.blankShowsOnlyBackground, var current = writer.current, current.blankShowsOnlyBackground else { return wanted }
        current.background = wanted.background
        return current
    }

    @inline(__always)
    private mutating func terminalStyle(for style: Style) -> TerminalStyle {
        if let lastStyle, lastStyle.isSame(as: style) { return lastTerminalStyle }
        lastTerminalStyle = mapping.terminalStyle(for: style)
        lastStyle = style
        return lastTerminalStyle
    }
}

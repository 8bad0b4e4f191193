/// A rectangle of styled cells that views draw into; the terminal, the text snapshot and the ANSI
/// writer all read from it. Drawing is clipped to the grid (and to an optional clip rectangle).
///
/// Invariant: a wide cell is always followed by its continuation cell; overwriting either half of a
/// wide character blanks the other half, so no row ever holds half a character.
/// Invariant: no cell holds a control character or bidi override (`put` sanitises; `set` replaces
/// an unsafe cell text with U+FFFD), so every writer of a grid emits only its own sequences.
public struct CellGrid: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]

    public init(width: Int, height: Int, fill: Cell = Cell()) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: fill, count: self.width * self.height)
    }

    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
    }

    /// Sets one cell, keeping wide characters whole.
    public mutating func set(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        var cell = cell
        if cell.text.unicodeScalars.contains(where: TerminalSafeText.isUnsafe) { cell.text = "\u{FFFD}" }
        let index = y * width + x
        let old = cells[index]
        if old.isContinuation, x > 0 {
            cells[index - 1] = Cell.blank(cells[index - 1].style)
        } else if DisplayWidth.of(old.text) == 2, x + 1 < width, cells[index + 1].isContinuation {
            cells[index + 1] = Cell.blank(cells[index + 1].style)
        }
        cells[index] = cell
    }

    /// Writes one line of text at `point`, sanitised and clipped; returns the columns advanced.
    /// Newlines are not interpreted: lay text out with `TextLayout` first.
    @discardableResult
    public mutating func put(_ text: String, at point: Point, style: Style, clip: Rect? = nil) -> Int {
        let area = clip.map { $0.intersection(bounds) } ?? bounds
        guard point.y >= area.y, point.y < area.maxY else { return DisplayWidth.of(text) }
        var x = point.x
        for character in TerminalSafeText.sanitize(text) {
            for unit in DisplayWidth.cellUnits(of: character) {
                defer { x += unit.width }
                if x < area.x { continue }
                if x + unit.width > area.maxX {
                    if x < area.maxX { set(Cell.blank(style), x: x, y: point.y) }
                    continue
                }
                set(Cell(text: unit.text, style: style), x: x, y: point.y)
                if unit.width == 2 {
                    set(Cell(text: "", style: style, isContinuation: true), x: x + 1, y: point.y)
                }
            }
        }
        return x - point.x
    }

    /// Fills a rectangle with one character (a single-column one) in one style.
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: Style) {
        let area = rect.intersection(bounds)
        let text = DisplayWidth.of(character) == 1 ? String(character) : " "
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                set(Cell(text: text, style: style), x: x, y: y)
            }
        }
    }

    /// Changes the style of every cell in `rect`, keeping the text.
    public mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
        let area = rect.intersection(bounds)
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                change(&cells[y * width + x].style)
            }
        }
    }

    /// Copies another grid in with its top-left corner at `origin`, clipped to this grid.
    public mutating func draw(_ other: CellGrid, at origin: Point) {
        for y in 0..<other.height {
            let targetY = origin.y + y
            guard targetY >= 0, targetY < height else { continue }
            for x in 0..<other.width {
                let targetX = origin.x + x
                guard targetX >= 0, targetX < width else { continue }
                let cell = other[x, y]
                if cell.isContinuation && targetX == 0 { continue }
                if !cell.isContinuation, DisplayWidth.of(cell.text) == 2, targetX + 1 >= width {
                    set(Cell.blank(cell.style), x: targetX, y: targetY)
                    continue
                }
                cells[targetY * width + targetX] = cell
            }
        }
    }

    /// The rows as plain text (continuation cells omitted), each of display width `width`.
    public func lines() -> [String] {
        (0..<height).map { line($0) }
    }

    public func line(_ y: Int) -> String {
        var text = ""
        for x in 0..<width {
            let cell = self[x, y]
            if !cell.isContinuation { text += cell.text }
        }
        return text
    }
}

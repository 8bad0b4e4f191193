#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekJSON
import PushPeekModel

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
        if cell.glyph.mayBeUnsafe, cell.text.unicodeScalars.contains(where: TerminalSafeText.isUnsafe) { cell.text = "\u{FFFD}" }
        setSafe(cell, x: x, y: y)
    }

    /// `set` for a cell whose text is known to be safe (`putSimple` checked every scalar).
    @inline(__always)
    private mutating func setSafe(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let index = y * width + x
        breakWideCharacter(at: index, x: x)
        cells[index] = cell
    }

    /// Before the cell at `index` (column `x`) is overwritten: blanks the other half of the wide
    /// character it belongs to, if any. (Text under three UTF-8 bytes is never two columns wide:
    /// wide characters start at U+1100.)
    @inline(__always)
    private mutating func breakWideCharacter(at index: Int, x: Int) {
        if cells[index].isContinuation {
            if x > 0 { cells[index - 1] = Cell.blank(cells[index - 1].style) }
        } else if cells[index].glyph.mayBeWide, cells[index].displayWidth == 2, x + 1 < width, cells[index + 1].isContinuation {
            cells[index + 1] = Cell.blank(cells[index + 1].style)
        }
    }

    /// Writes one line of text at `point`, sanitised and clipped; returns the columns advanced.
    /// Newlines are not interpreted: lay text out with `TextLayout` first.
    @discardableResult
    public mutating func put(_ text: String, at point: Point, style: Style, clip: Rect? = nil) -> Int {
        let area = clip.map { $0.intersection(bounds) } ?? bounds
        guard point.y >= area.y, point.y < area.maxY else { return DisplayWidth.of(text) }
        if let advanced = putSimple(text, at: point, style: style, area: area) { return advanced }
        var x = point.x
        for character in TerminalSafeText.sanitize(text) {
            let scalars = character.unicodeScalars
            if let only = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
                // One scalar is one cell unit, or none when it takes no column (`cellUnits`' answer
                // without its array and strings).
                let width = DisplayWidth.of(only)
                if width > 0 { putUnit(Glyph(only), width: width, x: &x, y: point.y, style: style, area: area) }
                continue
            }
            for unit in DisplayWidth.cellUnits(of: character) {
                putUnit(Glyph(unit.text), width: unit.width, x: &x, y: point.y, style: style, area: area)
            }
        }
        return x - point.x
    }

    /// Sets one cell unit of `put`'s general path at column `x` (a blank where it is cut at the
    /// area's edge) and moves `x` past it.
    private mutating func putUnit(_ glyph: Glyph, width unitWidth: Int, x: inout Int, y: Int, style: Style, area: Rect) {
        defer { x += unitWidth }
        if x < area.x { return }
        if x + unitWidth > area.maxX {
            if x < area.maxX { set(Cell.blank(style), x: x, y: y) }
            return
        }
        set(Cell(glyph: glyph, style: style), x: x, y: y)
        if unitWidth == 2 { set(Cell(glyph: .empty, style: style, isContinuation: true), x: x + 1, y: y) }
    }

    /// The fast path of `put` for text whose every scalar is printable and one or two columns wide,
    /// or a mark (`SimpleTextWrap.isMark`) or zero-width joiner after one: each such scalar is then
    /// one cell unit with the marks that follow it, as `DisplayWidth.cellUnits` would make it (the
    /// joiners dropped), and sanitising changes nothing. Read from the UTF-8 bytes; nil for other
    /// text (a mark or joiner first, or a mark or joiner after a joiner).
    private mutating func putSimple(_ text: String, at point: Point, style: Style, area: Rect) -> Int? {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            // At the start or after a joiner, a mark or joiner would not join a unit.
            var nothingToJoin = true
            while index < bytes.count {
                let (value, length) = SimpleTextWrap.scalar(bytes, at: index)
                if value < 0x80 {
                    guard value >= 0x20, value != 0x7F else { return nil }
                    nothingToJoin = false
                    index += length
                    continue
                }
                let joins = value == SimpleTextWrap.joiner || SimpleTextWrap.isMark(value)
                guard !(joins && nothingToJoin) else { return nil }
                nothingToJoin = value == SimpleTextWrap.joiner
                if joins || SimpleTextWrap.columns(value) != nil {
                    // A mark or joiner after a unit, or printable, never unsafe, one or two columns.
                } else if let scalar = Unicode.Scalar(value) {
                    guard !TerminalSafeText.isUnsafe(scalar), DisplayWidth.of(scalar) > 0 else { return nil }
                } else {
                    return nil
                }
                index += length
            }
            var x = point.x
            index = 0
            while index < bytes.count {
                let (value, length) = SimpleTextWrap.scalar(bytes, at: index)
                let start = index
                index += length
                if value == SimpleTextWrap.joiner { continue }
                var marksEnd = index
                // Every mark's first byte is CC or above.
                while marksEnd < bytes.count, bytes[marksEnd] >= 0xCC {
                    let (next, nextLength) = SimpleTextWrap.scalar(bytes, at: marksEnd)
                    guard SimpleTextWrap.isMark(next) else { break }
                    marksEnd += nextLength
                }
                if marksEnd > index {
                    let unit = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<marksEnd]), as: UTF8.self)
                    index = marksEnd
                    putUnit(Glyph(unit), width: DisplayWidth.of(Unicode.Scalar(value) ?? " "), x: &x, y: point.y, style: style, area: area)
                    continue
                }
                if value < 0x80 {
                    // Printable ASCII (checked above): one column, its byte the glyph.
                    defer { x += 1 }
                    if x >= area.x && x < area.maxX {
                        setSafe(Cell(glyph: Glyph(ascii: UInt8(truncatingIfNeeded: value)), style: style), x: x, y: point.y)
                    }
                    continue
                }
                let scalar = Unicode.Scalar(value) ?? " "
                let unitWidth = value < 0x80 ? 1 : SimpleTextWrap.columns(value) ?? DisplayWidth.of(scalar)
                defer { x += unitWidth }
                if x < area.x { continue }
                if x + unitWidth > area.maxX {
                    if x < area.maxX { setSafe(Cell.blank(style), x: x, y: point.y) }
                    continue
                }
                let glyph = value < 0x80 ? Glyph(ascii: UInt8(truncatingIfNeeded: value)) : Glyph(scalar)
                setSafe(Cell(glyph: glyph, style: style), x: x, y: point.y)
                if unitWidth == 2 { setSafe(Cell(glyph: .empty, style: style, isContinuation: true), x: x + 1, y: point.y) }
            }
            return x - point.x
        }
    }

    /// Fills a rectangle with one character (a single-column one) in one style.
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: Style) {
        let area = rect.intersection(bounds)
        guard area.width > 0, area.height > 0 else { return }
        let text = DisplayWidth.of(character) == 1 ? String(character) : " "
        fill(rect, cell: Cell(text: text, style: style))
    }

    /// Fills a rectangle with copies of one single-column cell (box drawing keeps its cells made).
    package mutating func fill(_ rect: Rect, cell: Cell) {
        let area = rect.intersection(bounds)
        guard area.width > 0, area.height > 0 else { return }
        for y in area.y..<area.maxY {
            // Only the edge columns can hold half of a wide character whose other half lies outside.
            set(cell, x: area.x, y: y)
            if area.width > 1 { set(cell, x: area.maxX - 1, y: y) }
            guard area.width > 2 else { continue }
            let row = y * width
            cells.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                CellGrid.repeatCell(cell, at: base + row + area.x + 1, count: area.width - 2)
            }
        }
    }

    /// Stores `count` copies of `cell` from `start`: one cell, then the cells already stored copied
    /// after them, doubling (a cell is plain data: `rowEquals` compares rows as memory too).
    private static func repeatCell(_ cell: Cell, at start: UnsafeMutablePointer<Cell>, count: Int) {
        guard count > 0 else { return }
        start.pointee = cell
        var filled = 1
        while filled < count {
            let copied = min(filled, count - filled)
            UnsafeMutableRawPointer(start + filled).copyMemory(from: start, byteCount: copied * MemoryLayout<Cell>.stride)
            filled += copied
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
        let columns = max(0, -origin.x)..<max(max(0, -origin.x), min(other.width, width - origin.x))
        guard !columns.isEmpty else { return }
        let width = width
        for y in 0..<other.height {
            let targetY = origin.y + y
            guard targetY >= 0, targetY < height else { continue }
            // A wide character in the last column cannot show whole: it becomes a blank.
            var cutAtEdge: Cell?
            // Away from this grid's first and last column no cell is dropped or cut: those copy as memory.
            let interiorStart = min(max(columns.lowerBound, 1 - origin.x), columns.upperBound)
            let interior = interiorStart..<max(interiorStart, min(columns.upperBound, width - 1 - origin.x))
            cells.withUnsafeMutableBufferPointer { mine in
                other.cells.withUnsafeBufferPointer { theirs in
                    if !interior.isEmpty, let target = mine.baseAddress, let source = theirs.baseAddress {
                        (target + targetY * width + origin.x + interior.lowerBound)
                            .update(from: source + y * other.width + interior.lowerBound, count: interior.count)
                    }
                    for edge in [columns.lowerBound..<interior.lowerBound, interior.upperBound..<columns.upperBound] {
                        for x in edge {
                            let targetX = origin.x + x
                            let cell = theirs[y * other.width + x]
                            if cell.isContinuation && targetX == 0 { continue }
                            // Text under three UTF-8 bytes is never two columns wide (wide characters start at U+1100).
                            if !cell.isContinuation, targetX + 1 >= width, cell.glyph.mayBeWide, cell.displayWidth == 2 {
                                cutAtEdge = cell
                                continue
                            }
                            mine[targetY * width + targetX] = cell
                        }
                    }
                }
            }
            if let cutAtEdge { set(Cell.blank(cutAtEdge.style), x: width - 1, y: targetY) }
        }
    }

    /// Whether every cell of row `y` looks like a plain blank on `background` (a row as a clear
    /// left it: `Cell.looksLikePlainBlank(on:)`).
    public func row(_ y: Int, looksLikePlainBlankOn background: Color) -> Bool {
        guard y >= 0, y < height else { return false }
        let start = y * width
        return cells.withUnsafeBufferPointer { mine in
            for index in start..<(start + width) where !mine[index].looksLikePlainBlank(on: background) { return false }
            return true
        }
    }

    /// Whether row `y` holds the same cells in both grids (which must be the same width), compared
    /// here where the comparison inlines: the painter skips unchanged rows with it. Equal memory is
    /// equal cells, so one `memcmp` answers for most rows; only a row whose bytes differ (a changed
    /// cell, or padding bytes that differ between equal cells) is compared cell by cell.
    public func rowEquals(_ other: CellGrid, _ y: Int) -> Bool {
        guard other.width == width, y >= 0, y < height, y < other.height else { return false }
        let start = y * width
        return cells.withUnsafeBufferPointer { mine in
            other.cells.withUnsafeBufferPointer { theirs in
                if let left = mine.baseAddress, let right = theirs.baseAddress,
                   memcmp(left + start, right + start, width * MemoryLayout<Cell>.stride) == 0 {
                    return true
                }
                for index in start..<(start + width) where mine[index] != theirs[index] { return false }
                return true
            }
        }
    }

    /// The rows as plain text (continuation cells omitted), each of display width `width`.
    public func lines() -> [String] {
        (0..<height).map { line($0) }
    }

    public func line(_ y: Int) -> String {
        var bytes: [UInt8] = []
        appendLine(y, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends row `y`'s text as UTF-8 (continuation cells omitted).
    public func appendLine(_ y: Int, to bytes: inout [UInt8]) {
        bytes.reserveCapacity(bytes.count + width)
        for index in (y * width)..<(y * width + width) where !cells[index].isContinuation {
            cells[index].glyph.appendUTF8(to: &bytes)
        }
    }
}

import PushPeekModel
import PushPeekCanvas

/// Just enough of an xterm to know what is on the screen: fed the bytes a program writes, it keeps the
/// text, colours and attributes of every cell, so the benchmark and the tests can tell when a frame
/// is complete and check that incremental repaints leave every cell as the model has it.
///
/// Handles UTF-8 text with deferred wrap, CR/LF/BS/TAB, cursor positioning (CUP, HPA, VPA, CUU…CUB),
/// erasing (ED, EL, ECH; erased cells take the current background, as xterm's back-colour erase),
/// insert/delete of characters and lines, REP, scroll regions and scrolling, save/restore cursor and
/// the alternate screen, and SGR: bold, dim, underline, reverse, the 8 and 16 colours, `38;5;n` and
/// `38;2;r;g;b` (and the background forms), each turned off by its own code or by `0`. Colours are
/// kept as `TerminalStyle` numbers: palette indexes, or `0xRRGGBB` for direct colour. Other modes
/// are read and ignored; DCS, APC, PM and SOS strings are read to their end and shown nowhere, and
/// the picture sequences among them (sixel, kitty, iTerm2's OSC 1337) are listed in `graphics`.
///
/// The parser (`VirtualScreen+Parsing.swift`) reads the bytes and calls the cell operations here;
/// their state is internal so both files reach it.
public struct VirtualScreen {
    public let width: Int
    public let height: Int
    /// Cell texts; "" marks the right half of a wide character.
    public internal(set) var cells: [[String]]
    /// Each cell's style, as SGR left it when the cell was written or erased.
    public internal(set) var styles: [[TerminalStyle]]
    /// The SGR state new text is drawn in.
    var pen = TerminalStyle.reset
    var x = 0
    var y = 0
    /// The cursor stands past the last column: the next character wraps first (xterm's deferred wrap).
    var pendingWrap = false
    var saved = (x: 0, y: 0)
    /// The scroll region, rows `top...bottom`.
    var top = 0
    var bottom: Int
    /// The last character printed, for REP.
    var lastPrinted: String?
    var parser = Parser.ground
    var parameters: [UInt8] = []
    var utf8: [UInt8] = []
    /// The picture sequences read so far (sixel, kitty, iTerm2), in order.
    public internal(set) var graphics: [VirtualGraphic] = []
    /// The start of the control string or OSC being read (at most `VirtualScreen.headerLimit` bytes).
    var stringStart: [UInt8] = []
    var stringCursor = (x: 0, y: 0)
    static let headerLimit = 200

    /// Where the parser is in an escape sequence.
    enum Parser: Equatable {
        case ground, escape, csi, osc, oscEscape, charset
        /// Inside a DCS, APC, PM or SOS string, up to its ST; `escape` after its ESC.
        case controlString(escape: Bool)
    }

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        bottom = height - 1
        cells = Array(repeating: Array(repeating: " ", count: width), count: height)
        styles = Array(repeating: Array(repeating: .reset, count: width), count: height)
    }

    /// The rows as text (right halves of wide characters omitted), comparable with `CellGrid.lines()`.
    public var lines: [String] {
        cells.map { $0.joined() }
    }

    /// Every cell's text and style.
    public var styledRows: [[StyledCell]] {
        zip(cells, styles).map { row in zip(row.0, row.1).map { StyledCell(text: $0, style: $1) } }
    }

    public func contains(_ text: String) -> Bool {
        lines.contains { $0.contains(text) }
    }

    mutating func print(_ scalar: Unicode.Scalar) {
        let columns = DisplayWidth.of(scalar)
        if columns == 0 {
            // A combining mark joins the cell before the cursor.
            let column = pendingWrap ? x : max(0, x - 1)
            if cells[y][column].isEmpty, column > 0 {
                cells[y][column - 1].unicodeScalars.append(scalar)
            } else {
                cells[y][column].unicodeScalars.append(scalar)
            }
            return
        }
        if pendingWrap || x + columns > width {
            x = 0
            lineFeed()
        }
        clearHalves(row: y, from: x, count: columns)
        cells[y][x] = String(scalar)
        styles[y][x] = pen
        if columns == 2, x + 1 < width {
            cells[y][x + 1] = ""
            styles[y][x + 1] = pen
        }
        lastPrinted = String(scalar)
        if x + columns >= width {
            x = width - 1
            pendingWrap = true
        } else {
            x += columns
        }
    }

    /// Blanks the other half of any wide character partly overwritten in `row[from..<from+count]`.
    mutating func clearHalves(row: Int, from start: Int, count: Int) {
        let end = min(width, start + count)
        guard start < end else { return }
        if cells[row][start].isEmpty, start > 0 { cells[row][start - 1] = " " }
        if end < width, cells[row][end].isEmpty { cells[row][end] = " " }
    }

    mutating func lineFeed() {
        pendingWrap = false
        if y == bottom {
            scroll(1, up: true)
        } else if y < height - 1 {
            y += 1
        }
    }

    /// Moves the rows of the scroll region `count` rows up (blank rows come in at its bottom) or
    /// down (at its top).
    mutating func scroll(_ count: Int, up: Bool) {
        let (leaving, entering) = up ? (top, bottom) : (bottom, top)
        for _ in 0..<min(count, bottom - top + 1) {
            cells.remove(at: leaving)
            cells.insert(blankRow, at: entering)
            styles.remove(at: leaving)
            styles.insert(blankStyles, at: entering)
        }
    }

    var blankRow: [String] { Array(repeating: " ", count: width) }
    /// What erased cells look like: the current background, nothing else.
    var blankStyles: [TerminalStyle] { Array(repeating: TerminalStyle(background: pen.background), count: width) }

    mutating func moveTo(x newX: Int, y newY: Int) {
        x = min(max(0, newX), width - 1)
        y = min(max(0, newY), height - 1)
    }

    mutating func erase(row: Int, from start: Int, to end: Int) {
        guard start < end else { return }
        clearHalves(row: row, from: start, count: end - start)
        for column in start..<end {
            cells[row][column] = " "
            styles[row][column] = TerminalStyle(background: pen.background)
        }
    }

    mutating func eraseLine(_ mode: Int) {
        switch mode {
        case 0: erase(row: y, from: x, to: width)
        case 1: erase(row: y, from: 0, to: x + 1)
        default: erase(row: y, from: 0, to: width)
        }
    }

    mutating func eraseDisplay(_ mode: Int) {
        switch mode {
        case 0:
            eraseLine(0)
            for row in (y + 1)..<height {
                cells[row] = blankRow
                styles[row] = blankStyles
            }
        case 1:
            eraseLine(1)
            for row in 0..<y {
                cells[row] = blankRow
                styles[row] = blankStyles
            }
        default:
            cells = Array(repeating: blankRow, count: height)
            styles = Array(repeating: blankStyles, count: height)
        }
    }
}

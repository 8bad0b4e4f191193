import PushPeekModel

/// One terminal cell: a grapheme of display width 1 or 2, or the continuation of a wide one.
///
/// Invariant: a cell whose `text` has width 2 is followed by a cell with `isContinuation` set,
/// and `text` never holds a control character.
///
/// The text is kept as a `Glyph`, so a cell is plain data (no reference counting): grids of
/// thousands of cells are built, copied and compared on every key.
public struct Cell: Hashable, Sendable {
    public var style: Style
    public var isContinuation: Bool
    package var glyph: Glyph

    public var text: String {
        get { glyph.string }
        set { glyph = Glyph(newValue) }
    }

    public init(text: String = " ", style: Style = .plain, isContinuation: Bool = false) {
        self.glyph = text == " " ? Glyph.space : Glyph(text)
        self.style = style
        self.isContinuation = isContinuation
    }

    package init(glyph: Glyph, style: Style, isContinuation: Bool = false) {
        self.glyph = glyph
        self.style = style
        self.isContinuation = isContinuation
    }

    public static func blank(_ style: Style) -> Cell { Cell(glyph: .space, style: style) }

    /// Columns the text takes (`DisplayWidth.of(text)`), without building the string for one byte.
    public var displayWidth: Int { glyph.displayWidth }

    /// Length of the text in UTF-8 bytes (1 for printable ASCII), without building the string.
    public var textByteCount: Int { glyph.utf8Count }

    /// A space without underline or reverse: all it shows is its background colour.
    public var isPlainBlank: Bool {
        glyph.isSpace && !isContinuation && !style.underline && !style.reverse
    }

    /// Whether the two cells look the same on a terminal: equal, or both plain blanks on the same
    /// background (a space shows no foreground colour, bold or dim).
    @inline(__always)
    public func looksSame(as other: Cell) -> Bool {
        // `==` field by field, so that it inlines where the painter compares every cell.
        if glyph == other.glyph && isContinuation == other.isContinuation && style.isSame(as: other.style) { return true }
        return isPlainBlank && other.isPlainBlank && style.background == other.style.background
    }

    /// `looksSame(as:)` a plain blank on `background`, with less to compare.
    @inline(__always)
    public func looksLikePlainBlank(on background: Color) -> Bool {
        isPlainBlank && style.background == background
    }

    /// Appends the text's UTF-8 bytes (what a terminal is sent), without building a string.
    public func appendUTF8(to bytes: inout [UInt8]) {
        glyph.appendUTF8(to: &bytes)
    }

    /// Writes the text's Unicode scalar values into `buffer` (as many as fit) without building a
    /// string; returns how many were written. The painter hands them to ncurses.
    public func copyScalars(into buffer: UnsafeMutableBufferPointer<UInt32>) -> Int {
        glyph.copyScalars(into: buffer)
    }
}

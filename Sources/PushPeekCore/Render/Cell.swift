/// One terminal cell: a grapheme of display width 1 or 2, or the continuation of a wide one.
///
/// Invariant: a cell whose `text` has width 2 is followed by a cell with `isContinuation` set,
/// and `text` never holds a control character.
public struct Cell: Hashable, Sendable {
    public var text: String
    public var style: Style
    public var isContinuation: Bool

    public init(text: String = " ", style: Style = .plain, isContinuation: Bool = false) {
        self.text = text
        self.style = style
        self.isContinuation = isContinuation
    }

    public static func blank(_ style: Style) -> Cell { Cell(text: " ", style: style) }
}

/// One screen cell as a terminal shows it: its text ("" for the right half of a wide character) and
/// its terminal style. Grids, emulated screens and ANSI output all reduce to rows of these.
public struct StyledCell: Hashable, Sendable {
    public var text: String
    public var style: TerminalStyle

    public init(text: String, style: TerminalStyle) {
        self.text = text
        self.style = style
    }

    /// The cell reduced to what a person can see: a blank keeps only its background (unless it is
    /// underlined or reversed), and the right half of a wide character only its text.
    public var visible: StyledCell {
        if text.isEmpty { return StyledCell(text: "", style: .reset) }
        if text == " " { return StyledCell(text: " ", style: style.asBlank) }
        return self
    }
}

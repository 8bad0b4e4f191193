/// How a terminal draws one cell: the SGR attributes and colour numbers `StyleMapping` chose for a
/// `Style`. This is what the painters, `render --format ansi` and the tests compare.
///
/// Colour numbers: -1 is the terminal's default colour; otherwise a palette index (0…7 at 8
/// colours, 16…255 at 256) or, at true colour, `0xRRGGBB` (never below 8).
public struct TerminalStyle: Hashable, Sendable {
    public var bold: Bool
    public var dim: Bool
    public var underline: Bool
    public var reverse: Bool
    public var foreground: Int32
    public var background: Int32

    public init(bold: Bool = false, dim: Bool = false, underline: Bool = false, reverse: Bool = false,
                foreground: Int32 = -1, background: Int32 = -1) {
        self.bold = bold
        self.dim = dim
        self.underline = underline
        self.reverse = reverse
        self.foreground = foreground
        self.background = background
    }

    /// `==`, field by field (inlined where the painter compares it per cell).
    @inline(__always)
    public func isSame(as other: TerminalStyle) -> Bool {
        foreground == other.foreground && background == other.background && bold == other.bold && dim == other.dim
            && underline == other.underline && reverse == other.reverse
    }

    /// The state after `ESC[0m`: default colours, no attributes.
    public static let reset = TerminalStyle()

    /// Whether a space drawn in this style shows nothing but its background colour.
    public var blankShowsOnlyBackground: Bool { !underline && !reverse }

    /// What a space drawn in this style looks like: only the background, when nothing else shows.
    public var asBlank: TerminalStyle {
        blankShowsOnlyBackground ? TerminalStyle(background: background) : self
    }
}

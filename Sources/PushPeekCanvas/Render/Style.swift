import PushPeekModel

/// How one cell is drawn: colours (by role or direct) and text attributes.
public struct Style: Hashable, Sendable {
    public var foreground: Color
    public var background: Color
    public var bold: Bool
    public var dim: Bool
    public var underline: Bool
    public var reverse: Bool

    public init(
        foreground: Color = .role(.text), background: Color = .role(.card),
        bold: Bool = false, dim: Bool = false, underline: Bool = false, reverse: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.underline = underline
        self.reverse = reverse
    }

    /// Text of the given role on the card.
    public static func role(_ role: Role, bold: Bool = false) -> Style {
        Style(foreground: .role(role), bold: bold)
    }

    /// `==`, field by field (inlined where the painter compares it per cell).
    @inline(__always)
    public func isSame(as other: Style) -> Bool {
        foreground == other.foreground && background == other.background && bold == other.bold && dim == other.dim
            && underline == other.underline && reverse == other.reverse
    }

    public static let plain = Style()
    public static let screen = Style(foreground: .role(.secondaryText), background: .role(.background))

    public func with(foreground: Color) -> Style {
        var copy = self
        copy.foreground = foreground
        return copy
    }

    public func with(background: Color) -> Style {
        var copy = self
        copy.background = background
        return copy
    }

    public func bolded(_ on: Bool = true) -> Style {
        var copy = self
        copy.bold = on
        return copy
    }
}

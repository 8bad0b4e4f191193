import PushPeekModel

/// The one mapping from a cell's `Style` to what a terminal is told (`TerminalStyle`), through a
/// theme and a colour depth. The ANSI painter, the ncurses painter, `render --format ansi` and the
/// benchmark all draw through it, so a cell has the same colours and attributes everywhere.
///
/// - A mono theme, or depth `.none`, draws no colours (-1, -1); focus is then reverse video.
/// - Theme text (a role other than the map's) that quantises to its background's palette entry is
///   drawn black or white instead, so text never vanishes. Pictures and map colours are drawn as
///   they quantise: a half block whose two halves are close greys is one grey, not white on grey.
public struct StyleMapping: Sendable {
    public let theme: Theme
    /// The depth colours are drawn at (`.none` for a mono theme).
    public let depth: ColorDepth
    /// Whether colour -1 (the terminal's default) may be used; without it white on black stands in.
    public let defaultColors: Bool

    public init(theme: Theme, depth: ColorDepth, defaultColors: Bool = true) {
        self.theme = theme
        self.depth = theme.isMono ? .none : depth
        self.defaultColors = defaultColors
    }

    /// Whether `style` marks the focused element (drawn reversed where no colours are drawn).
    public static func isFocus(_ style: Style) -> Bool { style.background == .role(.focus) }

    /// Whether any colour is drawn.
    public var drawsColors: Bool { depth != .none }

    /// What a terminal is told to draw a cell of `style` with.
    public func terminalStyle(for style: Style) -> TerminalStyle {
        var result = TerminalStyle(bold: style.bold, dim: style.dim, underline: style.underline, reverse: style.reverse)
        guard drawsColors else {
            if StyleMapping.isFocus(style) { result.reverse = true }
            return result
        }
        let backgroundRGB = theme.rgb(for: style.background)
        result.foreground = number(for: theme.rgb(for: style.foreground), isForeground: true)
        result.background = number(for: backgroundRGB, isForeground: false)
        if result.foreground == result.background, result.foreground >= 0, let backgroundRGB, depth != .trueColor,
           Self.isText(style.foreground) {
            // Two different theme colours that quantise to the same palette entry would be invisible
            // text (dark grey on near-black is black on black in 8 colours): contrast instead.
            let dark = backgroundRGB.luminance > 0.5
            result.foreground = depth == .ansi8 || depth == .ansi16 ? (dark ? 0 : 7) : (dark ? 16 : 231)
        }
        return result
    }

    /// Theme text colours get the contrast rule; pictures (direct colours) and map layers do not.
    package static func isText(_ color: Color) -> Bool {
        guard case .role(let role) = color else { return false }
        switch role {
        case .mapLand, .mapWater, .mapPin, .mapGrid, .mapOverlay: return false
        default: return true
        }
    }

    /// The colour number for an RGB at this depth; -1 is the terminal default.
    private func number(for rgb: RGB?, isForeground: Bool) -> Int32 {
        guard let rgb else {
            if defaultColors { return -1 }
            return isForeground ? 7 : 0
        }
        switch depth {
        case .none: return -1
        case .ansi8: return Int32(rgb.ansi8)
        case .ansi16: return Int32(rgb.ansi16)
        case .ansi256: return Int32(rgb.ansi256)
        case .trueColor:
            // Under a direct-colour terminfo, values below 8 are the ANSI colours: nudge near-black up.
            let value = Int32(rgb.red) << 16 | Int32(rgb.green) << 8 | Int32(rgb.blue)
            return value < 8 ? 8 : value
        }
    }

    /// Each cell of `grid` as text and terminal style (the right half of a wide character is "").
    public func styledRows(of grid: CellGrid) -> [[StyledCell]] {
        var cache: (style: Style, terminal: TerminalStyle)?
        return (0..<grid.height).map { y in
            (0..<grid.width).map { x in
                let cell = grid[x, y]
                let terminal: TerminalStyle
                if let cache, cache.style == cell.style {
                    terminal = cache.terminal
                } else {
                    terminal = terminalStyle(for: cell.style)
                    cache = (cell.style, terminal)
                }
                return StyledCell(text: cell.isContinuation ? "" : cell.text, style: terminal)
            }
        }
    }
}

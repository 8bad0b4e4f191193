/// Writes a grid as text with ANSI SGR colour sequences (`render --format ansi`).
///
/// Invariant: the only escape sequences in the output are the SGR sequences written here; cell text
/// is sanitised when drawn, so nothing from a payload can reach the terminal as a control sequence.
public enum ANSIWriter {
    public static func write(_ grid: CellGrid, theme: Theme, depth: ColorDepth) -> String {
        var out = ""
        for y in 0..<grid.height {
            var current: Style?
            for x in 0..<grid.width {
                let cell = grid[x, y]
                if cell.isContinuation { continue }
                if cell.style != current {
                    out += sgr(for: cell.style, theme: theme, depth: depth)
                    current = cell.style
                }
                out += cell.text
            }
            out += "\u{1B}[0m\n"
        }
        return out
    }

    static func sgr(for style: Style, theme: Theme, depth: ColorDepth) -> String {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.underline { codes.append("4") }
        if style.reverse || (theme.isMono && isFocus(style)) { codes.append("7") }
        if depth != .none && !theme.isMono {
            if let rgb = theme.rgb(for: style.foreground) { codes.append(colorCode(rgb, depth: depth, background: false)) }
            if let rgb = theme.rgb(for: style.background) { codes.append(colorCode(rgb, depth: depth, background: true)) }
        }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// In a theme without colours, focus is shown in reverse video.
    static func isFocus(_ style: Style) -> Bool {
        style.background == .role(.focus)
    }

    static func colorCode(_ rgb: RGB, depth: ColorDepth, background: Bool) -> String {
        switch depth {
        case .trueColor: return "\(background ? 48 : 38);2;\(rgb.red);\(rgb.green);\(rgb.blue)"
        case .ansi256: return "\(background ? 48 : 38);5;\(rgb.ansi256)"
        case .ansi8, .none: return "\((background ? 40 : 30) + rgb.ansi8)"
        }
    }
}

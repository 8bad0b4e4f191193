import PushPeekCanvas

/// Chooses the colour depth ncurses can draw with, from `has_colors()` and `COLORS`.
///
/// - `COLORS` ≥ 2^24 (a `*-direct` terminfo entry): `.trueColor`, colours are 0xRRGGBB values.
/// - `COLORS` ≥ 256: `.ansi256` (xterm palette indices).
/// - `COLORTERM=truecolor` (or `24bit`) raises any colour terminal to `.trueColor` when pushpeek's own
///   painter writes the colours (`raised`); through ncurses it cannot, as ncurses only emits 24-bit
///   colour under a `*-direct` entry. The terminal is not asked (XTGETTCAP / DECRQSS): a terminal
///   that does not know the query may echo it, and its answer would arrive among the keys.
/// - `COLORS` ≥ 16: `.ansi16`; ≥ 8: `.ansi8`.
/// - otherwise `.none`: attributes only.
public enum ColorDepthDetector {
    public static func detect(hasColors: Bool, colors: Int) -> ColorDepth {
        guard hasColors else { return .none }
        if colors >= 1 << 24 { return .trueColor }
        if colors >= 256 { return .ansi256 }
        if colors >= 16 { return .ansi16 }
        if colors >= 8 { return .ansi8 }
        return .none
    }

    /// `detected` raised to 24-bit colour when `COLORTERM` says the terminal has it and the painter
    /// writes colours itself; a terminal without colour stays without.
    public static func raised(_ detected: ColorDepth, colorTerm: String?, painterWritesColors: Bool) -> ColorDepth {
        guard painterWritesColors, detected != .none, colorTerm == "truecolor" || colorTerm == "24bit" else { return detected }
        return .trueColor
    }

    /// The depth to paint with: what was asked for (nil: what the terminal has), never more than the
    /// terminal can show — an 8-colour terminal draws black on black if given colour 200.
    public static func effective(requested: ColorDepth?, detected: ColorDepth) -> ColorDepth {
        guard let requested else { return detected }
        return rank(requested) <= rank(detected) ? requested : detected
    }

    static func rank(_ depth: ColorDepth) -> Int {
        switch depth {
        case .none: return 0
        case .ansi8: return 1
        case .ansi16: return 2
        case .ansi256: return 3
        case .trueColor: return 4
        }
    }
}

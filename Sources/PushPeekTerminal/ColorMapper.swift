@preconcurrency import CNcurses
import PushPeekCore

/// Turns a `Style` into ncurses attributes and a colour pair, through a theme and a colour depth.
///
/// Pairs come from `alloc_pair` (which needs `start_color` first) and are cached per colour
/// combination. Pair numbers can exceed 255, so they travel in the `setcchar` opts pointer, never
/// through `COLOR_PAIR()`. With `.none` depth or a mono theme, only attributes are used (pair 0).
/// A foreground that quantises to its background's palette entry is replaced by black or white.
final class ColorMapper {
    /// Attributes and pair for one style.
    struct Look {
        var attributes: attr_t
        var pair: Int32
    }

    private struct PairKey: Hashable {
        var foreground: Int32
        var background: Int32
    }

    private let theme: Theme
    private let depth: ColorDepth
    private let defaultColors: Bool
    private var pairs: [PairKey: Int32] = [:]
    private var looks: [Style: Look] = [:]
    /// The last style asked for: neighbouring cells mostly share one, and comparing beats hashing.
    private var lastStyle: Style?
    private var lastLook = Look(attributes: 0, pair: 0)

    init(theme: Theme, depth: ColorDepth, defaultColors: Bool) {
        self.theme = theme
        self.depth = theme.isMono ? .none : depth
        self.defaultColors = defaultColors
    }

    func look(for style: Style) -> Look {
        if style == lastStyle { return lastLook }
        let look = uncachedLook(for: style)
        lastStyle = style
        lastLook = look
        return look
    }

    private func uncachedLook(for style: Style) -> Look {
        if let cached = looks[style] { return cached }
        var attributes = nc_a_normal()
        if style.bold { attributes |= nc_a_bold() }
        if style.dim { attributes |= nc_a_dim() }
        if style.underline { attributes |= nc_a_underline() }
        if style.reverse { attributes |= nc_a_reverse() }
        let look = Look(attributes: attributes, pair: pair(for: style))
        looks[style] = look
        return look
    }

    /// The depth colours are drawn at (`.none` for a mono theme).
    var colorDepth: ColorDepth { depth }

    /// The colour numbers a style is drawn with at this depth (-1: the terminal's default), with the
    /// contrast fix below; `.none` gives (-1, -1). Shared by both painters.
    func colorNumbers(for style: Style) -> (foreground: Int32, background: Int32) {
        guard depth != .none else { return (-1, -1) }
        let backgroundRGB = theme.rgb(for: style.background)
        var foreground = index(for: theme.rgb(for: style.foreground), isForeground: true)
        let background = index(for: backgroundRGB, isForeground: false)
        if foreground == background, foreground >= 0, let backgroundRGB, depth != .trueColor {
            // Two different theme colours that quantise to the same palette entry would be invisible
            // text (dark grey on near-black is black on black in 8 colours): contrast instead.
            let dark = backgroundRGB.luminance > 0.5
            switch depth {
            case .ansi8: foreground = dark ? Int32(COLOR_BLACK) : Int32(COLOR_WHITE)
            default: foreground = dark ? 16 : 231
            }
        }
        return (foreground, background)
    }

    private func pair(for style: Style) -> Int32 {
        guard depth != .none else { return 0 }
        let numbers = colorNumbers(for: style)
        let key = PairKey(foreground: numbers.foreground, background: numbers.background)
        if key.foreground == -1 && key.background == -1 { return 0 }
        if let cached = pairs[key] { return cached }
        if pairs.count >= Int(nc_color_pairs()) - 2 {
            // alloc_pair now recycles old pairs, so cached numbers may be stale: ask ncurses afresh.
            pairs.removeAll()
            looks.removeAll()
        }
        let number = nc_alloc_pair(key.foreground, key.background)
        let result = number > 0 ? number : 0
        pairs[key] = result
        return result
    }

    /// The ncurses colour number for an RGB at this depth; -1 is the terminal default.
    private func index(for rgb: RGB?, isForeground: Bool) -> Int32 {
        guard let rgb else {
            if defaultColors { return -1 }
            return isForeground ? Int32(COLOR_WHITE) : Int32(COLOR_BLACK)
        }
        switch depth {
        case .none: return -1
        case .ansi8: return Int32(rgb.ansi8)
        case .ansi256: return Int32(rgb.ansi256)
        case .trueColor:
            // Under a direct-colour terminfo, values below 8 are the ANSI colours: nudge near-black up.
            let value = Int32(rgb.red) << 16 | Int32(rgb.green) << 8 | Int32(rgb.blue)
            return value < 8 ? 8 : value
        }
    }
}

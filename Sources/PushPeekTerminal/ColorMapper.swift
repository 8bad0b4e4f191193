@preconcurrency import CNcurses
import PushPeekCanvas

/// Turns a `Style` into ncurses attributes and a colour pair through the core's `StyleMapping`
/// (the same mapping the ANSI painter and `render --format ansi` use).
///
/// Pairs come from `alloc_pair` (which needs `start_color` first) and are cached per colour
/// combination. Pair numbers can exceed 255, so they travel in the `setcchar` opts pointer, never
/// through `COLOR_PAIR()`. Without colours only attributes are used (pair 0).
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

    private let mapping: StyleMapping
    private var pairs: [PairKey: Int32] = [:]
    private var looks: [Style: Look] = [:]
    /// The last style asked for: neighbouring cells mostly share one, and comparing beats hashing.
    private var lastStyle: Style?
    private var lastLook = Look(attributes: 0, pair: 0)

    init(mapping: StyleMapping) {
        self.mapping = mapping
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
        let terminal = mapping.terminalStyle(for: style)
        var attributes = nc_a_normal()
        if terminal.bold { attributes |= nc_a_bold() }
        if terminal.dim { attributes |= nc_a_dim() }
        if terminal.underline { attributes |= nc_a_underline() }
        if terminal.reverse { attributes |= nc_a_reverse() }
        let look = Look(attributes: attributes, pair: pair(foreground: terminal.foreground, background: terminal.background))
        looks[style] = look
        return look
    }

    private func pair(foreground: Int32, background: Int32) -> Int32 {
        let key = PairKey(foreground: foreground, background: background)
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
}

/// A small table of common SF Symbol names and the terminal glyph (one or two columns) that stands
/// in for each. Variants (`.fill`, `.circle`, `.square`, …) fall back to their base name.
public enum SymbolGlyphs {
    /// Drawn for a symbol or template image the table does not know.
    public static let unknown = "◇"

    package static let table: [String: String] = [
        "hand.thumbsup": "👍", "hand.thumbsdown": "👎", "heart": "♥", "star": "★",
        "text.bubble": "✎", "bubble.left": "✎", "bubble.right": "✎", "bubble.left.and.bubble.right": "✎",
        "message": "✉", "envelope": "✉", "paperplane": "➤", "arrowshape.turn.up.left": "↩",
        "arrowshape.turn.up.right": "↪", "arrow.uturn.backward": "↩", "square.and.arrow.up": "⇧",
        "trash": "✗", "xmark": "✕", "checkmark": "✓", "plus": "+", "minus": "−",
        "bell": "🔔", "bell.slash": "🔕", "speaker.slash": "🔇", "music.note": "♪",
        "play": "▶", "pause": "⏸", "stop": "■", "forward": "»", "backward": "«",
        "phone": "☏", "video": "▶", "calendar": "▦", "clock": "◷", "alarm": "◷", "timer": "◷",
        "map": "⌖", "location": "➤", "mappin": "⌖", "mappin.and.ellipse": "⌖",
        "creditcard": "$", "dollarsign": "$", "cart": "⊕", "gift": "✱",
        "pencil": "✎", "square.and.pencil": "✎", "doc": "▤", "link": "⛓", "flag": "⚑",
        "bookmark": "⚑", "eye": "◉", "eye.slash": "◌", "lock": "⚿", "lock.open": "⚿",
        "person": "☺", "person.crop.circle": "☺", "person.2": "☺", "gear": "⚙", "info": "ℹ",
        "exclamationmark.triangle": "⚠", "questionmark": "?", "magnifyingglass": "⌕",
        "arrow.clockwise": "↻", "arrow.counterclockwise": "↺", "archivebox": "▣", "tray": "▭",
        "moon": "☾", "sun.max": "☀", "house": "⌂", "cloud": "☁", "bolt": "⚡",
    ]

    /// The glyph for `name`, or its base name's (`hand.thumbsup.fill` → `hand.thumbsup`).
    public static func glyph(for name: String) -> String? {
        var parts = name.split(separator: ".").map(String.init)
        while !parts.isEmpty {
            if let glyph = table[parts.joined(separator: ".")] { return glyph }
            parts.removeLast()
        }
        return nil
    }
}

import PushPeekPresentation

/// How the key help (`?`) scrolls while it is up, in every screen that has one (the preview, the
/// lock screen, the Live Activity player): ↑/↓ a row, PgUp/PgDn a page, Home/End the ends, within
/// what the last frame drawn left it (`ViewportMetrics.helpMaximumScroll`, `helpPageRows`).
public enum HelpScroll {
    /// The offset after `rows` more, kept within the last frame's limit (none before a frame: 0).
    public static func scrolled(_ scroll: Int, by rows: Int, frame: ViewportMetrics?) -> Int {
        let limit = frame?.helpMaximumScroll ?? 0
        let current = min(max(0, scroll), limit)
        return current + min(max(rows, -current), limit - current)
    }

    /// The offset after `key`; nil for any other key, which closes the help.
    public static func after(_ key: Key, from scroll: Int, frame: ViewportMetrics?) -> Int? {
        let page = frame?.helpPageRows ?? 2
        switch key {
        case .up: return scrolled(scroll, by: -1, frame: frame)
        case .down: return scrolled(scroll, by: 1, frame: frame)
        case .pageUp: return scrolled(scroll, by: -page, frame: frame)
        case .pageDown: return scrolled(scroll, by: page, frame: frame)
        case .home: return 0
        case .end: return frame?.helpMaximumScroll ?? 0
        default: return nil
        }
    }
}

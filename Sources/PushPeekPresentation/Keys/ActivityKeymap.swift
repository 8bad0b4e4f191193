/// The Live Activity player's keys (`pushpeek activity`).
public enum ActivityKeymap {
    /// What a key does in the player.
    public enum Action: Sendable, Equatable {
        case next, previous, stale, dismissal, clockMinute, clock, expand, scroll, help, quit
    }

    public static let map = Keymap<Action>([
        .init("Live Activity player", [
            KeyBinding(.next, keys: [.right, .character("n")], "→ / n", "the next push", hint: StatusHint("←/→ step", priority: 5)),
            KeyBinding(.previous, keys: [.left, .character("p")], "← / p", "the push before"),
            KeyBinding(.stale, keys: [.character("s")], "s", "jump the clock to the step's stale date", hint: StatusHint("s stale", priority: 2)),
            KeyBinding(.dismissal, keys: [.character("d")], "d", "jump the clock to the dismissal date (after the end)",
                       hint: StatusHint("d dismissal", priority: 2)),
            KeyBinding(.clockMinute, keys: [.character("+"), .character("-")], "+ / -", "the clock a minute forward / back"),
            KeyBinding(.clock, keys: [.space], "space", "stop or start the clock (one second a tick)"),
            KeyBinding(.expand, keys: [.character("e"), .enter], "e / enter", "expand the Dynamic Island (the long-press)",
                       hint: StatusHint("e expand", priority: 3)),
            KeyBinding(.scroll, keys: [.up, .down, .pageUp, .pageDown], "↑/↓ pgup/pgdn", "scroll a screen taller than the terminal (the wheel too)"),
        ]),
        .init("", [
            KeyBinding(.help, keys: [.character("?"), .f1], "? / f1", "this help; ↑/↓ pgup/pgdn and the wheel scroll it, any other key closes it"),
            KeyBinding(.quit, keys: [.character("q"), .control("c")], "q / ctrl+c", "quit"),
        ]),
    ])

    /// The hints of the player's bindings, in the keymap's order.
    public static var hints: [StatusHint] {
        map.sections.flatMap(\.bindings).compactMap(\.hint)
    }
}

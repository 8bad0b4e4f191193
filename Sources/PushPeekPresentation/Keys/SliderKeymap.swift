/// The custom input view's keys (the payment slider, `SliderReducer`).
public enum SliderKeymap {
    /// What a key does while the slider is up.
    public enum Action: Sendable, Equatable {
        case stepDown, stepUp, tenDown, tenUp, minimum, maximum, confirm, cancel
    }

    /// Shift+←/→ and pgup/pgdn move this many steps.
    public static let bigStep = 10

    public static let map = Keymap<Action>([
        .init("Input view (slider)", [
            KeyBinding(.stepDown, keys: [.left, .down], "←/→", "one step; shift+←/→ or pgup/pgdn ten steps"),
            KeyBinding(.stepUp, keys: [.right, .up], "", ""),
            KeyBinding(.tenDown, keys: [.shiftLeft, .pageDown], "", ""),
            KeyBinding(.tenUp, keys: [.shiftRight, .pageUp], "", ""),
            KeyBinding(.minimum, keys: [.home], "home / end", "minimum / maximum; or drag the track"),
            KeyBinding(.maximum, keys: [.end], "", ""),
            KeyBinding(.confirm, keys: [.enter, .space], "enter / esc", "confirm the value / cancel"),
            KeyBinding(.cancel, keys: [.escape], "", ""),
        ]),
    ], hints: [
        .init(.stepDown, "←/→ step", priority: 6), .init(.confirm, "enter confirm", priority: 6), .init(.cancel, "esc cancel", priority: 5),
        .init(.tenDown, "shift+←/→ ×10", priority: 2), .init(.minimum, "home/end ends", priority: 1), .init(nil, "drag the track", priority: 1),
    ])
}

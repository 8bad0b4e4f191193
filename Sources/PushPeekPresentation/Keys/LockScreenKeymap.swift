/// The lock screen list's keys (`pushpeek lockscreen`); an expanded notification takes the
/// preview's (`PreviewKeymap`).
public enum LockScreenKeymap {
    /// What a key does in the lock screen list.
    public enum Action: Sendable, Equatable {
        case move, ends, activate, closeStack, clear, unlock, help, quit
    }

    public static let map = Keymap<Action>([
        .init("Lock screen list", [
            KeyBinding(.move, keys: [.up, .down, .tab, .backTab], "↑/↓ tab/shift+tab", "move the focus between stacks and notifications",
                       hint: StatusHint("↑↓ move", priority: 3)),
            KeyBinding(.ends, keys: [.home, .end], "home / end", "the first / the last"),
            KeyBinding(.activate, keys: [.enter, .space], "enter / space",
                       "open the focused stack; expand a notification (the long-press); on the arriving banner, expand it"),
            KeyBinding(nil, "click", "the same as enter on what is clicked"),
            KeyBinding(.closeStack, keys: [.escape], "esc", "close the open stack (\"Show less\")", hint: StatusHint("esc close", priority: 3)),
            KeyBinding(.clear, keys: [.character("x"), .character("d"), .delete, .backspace], "x / d / delete",
                       "clear the focused notification or the whole stack (customDismissAction sends the dismiss action)",
                       hint: StatusHint("x clear", priority: 2)),
            KeyBinding(.unlock, keys: [.character("u")], "u", "unlock the device (hidden previews show again)", hint: StatusHint("u unlock", priority: 1)),
        ]),
        .init("Expanded notification (the long-press)", [
            KeyBinding(nil, "esc", "back to the list"),
            KeyBinding(nil, "S", "send its payload through APNs (asks first)"),
            KeyBinding(nil, "?", "the preview's keys, which act there"),
        ]),
        .init("", [
            KeyBinding(.help, keys: [.character("?"), .f1], "? / f1", "this help; ↑/↓ pgup/pgdn and the wheel scroll it, any other key closes it"),
            KeyBinding(.quit, keys: [.character("q"), .control("c")], "q / ctrl+c", "quit"),
        ]),
    ])
}

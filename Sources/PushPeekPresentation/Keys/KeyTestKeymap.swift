/// `pushpeek keytest`'s keys: every other key is only shown.
public enum KeyTestKeymap {
    /// What a key does in keytest.
    public enum Action: Sendable, Equatable {
        case focus, bell, crash, quit
    }

    public static let map = Keymap<Action>([
        .init("keytest", [
            KeyBinding(.focus, keys: [.tab, .backTab], "tab / shift+tab", "move the focus between the items"),
            KeyBinding(.bell, keys: [.character("b")], "b", "ring the terminal's bell"),
            KeyBinding(.crash, keys: [.character("X")], "X", "crash on purpose (with PUSHPEEK_KEYTEST_CRASH=1): the terminal is restored"),
            KeyBinding(.quit, keys: [.character("q"), .control("c")], "q / ctrl+c", "quit", hint: StatusHint("q quits", priority: StatusHint.essential)),
        ]),
    ])
}

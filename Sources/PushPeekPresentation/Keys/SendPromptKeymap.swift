/// The keys of "Send this payload?" (`SendReducer`): only `y` sends.
public enum SendPromptKeymap {
    /// What a key does while the confirmation is up.
    public enum Action: Sendable, Equatable {
        case send, cancel, cancelAndQuit, help
    }

    public static let map = Keymap<Action>([
        .init("Send this payload?", [
            KeyBinding(.send, keys: [.character("y"), .character("Y")], "y / n, esc", "send / cancel (nothing is sent; q quits without sending)"),
            KeyBinding(.cancel, keys: [.character("n"), .character("N"), .escape], "", ""),
            KeyBinding(.cancelAndQuit, keys: [.character("q")], "", ""),
            KeyBinding(.help, keys: [.character("?"), .f1], "", ""),
        ]),
    ], hints: [
        .init(nil, "Send this payload?", priority: 4), .init(.send, "y send", priority: 8), .init(.cancel, "n/esc cancel", priority: 7),
    ])
}

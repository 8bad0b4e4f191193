/// The keys of "Unlock to continue", which an action with `authenticationRequired` asks on a
/// locked device.
public enum UnlockPromptKeymap {
    /// What a key does while the prompt is up.
    public enum Action: Sendable, Equatable {
        case unlock, cancel
    }

    public static let map = Keymap<Action>([
        .init("Unlock to continue", [
            KeyBinding(.unlock, keys: [.enter, .space], "enter / esc", "unlock and go on / cancel"),
            KeyBinding(.cancel, keys: [.escape], "", ""),
        ]),
    ], hints: [
        .init(.unlock, "Unlock to continue: enter unlock", priority: 6), .init(.cancel, "esc cancel", priority: 5),
    ])
}

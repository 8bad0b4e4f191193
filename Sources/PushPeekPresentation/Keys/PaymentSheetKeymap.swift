/// The keys of the simulated Apple Pay sheet (`PaymentSheetReducer`).
public enum PaymentSheetKeymap {
    /// What a key does while the sheet is up.
    public enum Action: Sendable, Equatable {
        case pay, cancel
    }

    public static let map = Keymap<Action>([
        .init("Apple Pay sheet", [
            KeyBinding(.pay, keys: [.enter, .space], "enter / esc", "pay (the side button's double-click; nothing is charged) / cancel"),
            KeyBinding(.cancel, keys: [.escape], "", ""),
        ]),
    ], hints: [
        .init(.pay, "enter pay", priority: 6), .init(.cancel, "esc cancel", priority: 5),
    ])
}

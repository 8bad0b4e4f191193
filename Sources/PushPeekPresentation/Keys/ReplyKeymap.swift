/// The reply keyboard's keys (`TextInputReducer`): every printable key types, so `q` is a letter
/// here; only F1 and Ctrl-C act as commands.
public enum ReplyKeymap {
    /// What a key does while the reply keyboard is up.
    public enum Action: Sendable, Equatable {
        case send, focusNext, focusPrevious, cursorLeft, cursorRight, cursorStart, cursorEnd
        case deleteBackward, deleteForward, deleteToStart, deleteToEnd, cancel
    }

    public static let map = Keymap<Action>([
        .init("Reply keyboard (keys type)", [
            KeyBinding(.send, keys: [.enter], "enter", "send (or press the focused accessory button)"),
            KeyBinding(.focusNext, keys: [.tab], "tab / shift+tab", "field · send button · accessory buttons"),
            KeyBinding(.focusPrevious, keys: [.backTab], "", ""),
            KeyBinding(.cursorLeft, keys: [.left, .shiftLeft], "←/→ home/end", "move the cursor (ctrl+a/e too)"),
            KeyBinding(.cursorRight, keys: [.right, .shiftRight], "", ""),
            KeyBinding(.cursorStart, keys: [.home, .control("a")], "", ""),
            KeyBinding(.cursorEnd, keys: [.end, .control("e")], "", ""),
            KeyBinding(.deleteBackward, keys: [.backspace, .control("h")], "backspace/delete", "delete (ctrl+u/k: to start/end)"),
            KeyBinding(.deleteForward, keys: [.delete, .control("d")], "", ""),
            KeyBinding(.deleteToStart, keys: [.control("u")], "", ""),
            KeyBinding(.deleteToEnd, keys: [.control("k")], "", ""),
            KeyBinding(.cancel, keys: [.escape], "esc", "hide the keyboard without sending"),
        ]),
    ], hints: [
        .init(nil, "type a reply", priority: 4), .init(.send, "enter send", priority: 6), .init(.cancel, "esc cancel", priority: 5),
        .init(.focusNext, "tab send/accessory", priority: 2), .init(.cursorLeft, "←/→ home/end move", priority: 1),
    ])
}

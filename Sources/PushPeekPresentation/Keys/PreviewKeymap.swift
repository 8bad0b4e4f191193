/// The preview's keys (`pushpeek preview`, `render --keys`, and a notification expanded from the
/// lock screen), mode by mode. The reply keyboard, the slider, the payment sheet and the prompts have
/// keymaps of their own (`ReplyKeymap`, `SliderKeymap`, …) that their reducers match through; their
/// rows here list them in the `?` table.
public enum PreviewKeymap {
    /// What a key does in the preview.
    public enum Action: Sendable, Equatable {
        case expandOrChoose, cycleFocus, moveFocus, scrollCard, media, toggleBanner, dismiss, openApp, redeliver, log, send, help, quit
    }

    public static let map = Keymap<Action>([notification] + modes + [common])

    /// The sub-modes' keys, each its own keymap that its reducer matches through; listed here for
    /// the `?` table.
    static let modes: [Keymap<Action>.Section] = ReplyKeymap.map.documentation() + SliderKeymap.map.documentation()
        + PaymentSheetKeymap.map.documentation() + UnlockPromptKeymap.map.documentation() + SendPromptKeymap.map.documentation()

    static let notification = Keymap<Action>.Section("Notification", [
        KeyBinding(.expandOrChoose, keys: [.enter, .space], "enter / space", "expand the banner; choose the focused button",
                   manual: "expand the banner (the long-press); choose the focused button"),
        KeyBinding(.cycleFocus, keys: [.tab, .backTab], "tab / shift+tab", "focus the media button, view controls, actions",
                   manual: "move the focus: media button, the custom view's controls (only with `UNNotificationExtensionUserInteractionEnabled`), "
                       + "then the actions; wrapping"),
        KeyBinding(.moveFocus, keys: [.left, .right, .up, .down], "←/→ ↑/↓", "move focus; ←/→ change a focused segmented control",
                   manual: "move the focus (↑/↓ as tab and shift+tab); on a focused segmented control, ←/→ change the segment"),
        KeyBinding(.scrollCard, keys: [.pageUp, .pageDown], "pgup / pgdn", "scroll a card taller than the terminal (the wheel too)",
                   manual: "scroll a card taller than the terminal (a page less two rows; the mouse wheel three rows a notch); "
                       + "while the slider is up, pgup/pgdn are its ten steps"),
        KeyBinding(.media, keys: [.character("m")], "m", "media play/pause (mediaPlay / mediaPause)",
                   manual: "the media play/pause button (`mediaPlay()` / `mediaPause()`)"),
        KeyBinding(.toggleBanner, keys: [.character("b")], "b", "switch between banner and full interface"),
        KeyBinding(.dismiss, keys: [.character("d")], "d / click ✕", "dismiss the notification (✕: the iOS 10–14 header)",
                   manual: "dismiss (delivers `com.apple.UNNotificationDismissActionIdentifier` only with `customDismissAction`); "
                       + "click ✕ in the `--ios 14` header (iOS 15 and later have no close button)"),
        KeyBinding(.openApp, keys: [.character("o")], "o", "open the app (default action)",
                   manual: "open the app (`com.apple.UNNotificationDefaultActionIdentifier`)"),
        KeyBinding(.redeliver, keys: [.character("r")], "r", "deliver the notification again", manual: "deliver the notification again (`didReceive(_:)` again)"),
        KeyBinding(.log, keys: [.character("l")], "l", "show or hide the response log (in place of the card when there is no room beside it)",
                   manual: "show or hide the response log: beside the card when the terminal has the columns, below it when it has the rows, "
                       + "else in place of the card (`l` again goes back, as the status bar says)"),
        KeyBinding(nil, "click / drag", "choose a button or control; drag a slider's track",
                   manual: "choose a button or control; click ✕ to dismiss; press and drag a slider's track"),
        KeyBinding(.send, keys: [.character("S")], "S", "send this payload through APNs with the send settings (asks first)",
                   manual: "send this payload through APNs with the send settings: \"Send this payload?\" shows the push type, topic, devices, "
                       + "server and environment, authentication and lint; `y` sends, `n` or Esc cancels "
                       + "(see [Sending from the preview](Docs/SEND.md#sending-from-the-preview))"),
    ])

    static let common = Keymap<Action>.Section("", [
        KeyBinding(.help, keys: [.character("?"), .f1], "? / f1",
                   "this help (f1 also while typing); ↑/↓ pgup/pgdn and the wheel scroll it, any other key closes it",
                   manual: "the keys for every mode (f1 also while typing); ↑/↓, pgup/pgdn, home/end and the wheel scroll the list, "
                       + "any other key closes it"),
        KeyBinding(.quit, keys: [.character("q"), .control("c")], "q / ctrl+c", "quit (ctrl+c while typing)",
                   manual: "quit (the terminal is always restored, also on SIGTERM, SIGHUP and every other signal that ends the program; "
                       + "ctrl+c exits 130)"),
        KeyBinding(nil, "ctrl+z", "suspend; fg brings the preview back",
                   manual: "suspend: the terminal is handed back to the shell as it was; `fg` brings the preview back, "
                       + "repainted whole, with mouse and drag reporting on again"),
    ])
}

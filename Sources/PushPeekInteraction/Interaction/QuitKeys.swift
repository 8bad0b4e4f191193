import PushPeekPresentation

/// The keys that end every screen (the preview, the lock screen, the activity player, keytest) and
/// the status each ends with.
///
/// Ctrl-C ends with 130 (128 + SIGINT) everywhere, whether the terminal turned it into the signal or
/// it arrived as a key (a `--keys` script, a terminal in raw mode): the status a shell gives an
/// interrupted program, so a script can tell an interrupted run from a finished one. `q` ends with 0.
public enum QuitKeys {
    /// `128 + SIGINT`.
    public static let interruptStatus: Int32 = 130

    /// Ctrl-C's effect on any screen, in any mode (a text field included); nil for other keys.
    public static func interrupt(_ key: Key) -> [Effect]? {
        key == .control("c") ? [.quit(status: interruptStatus)] : nil
    }

    /// What a key does below the size floor, where nothing shows what it would do: only `q` and
    /// Ctrl-C act.
    public static func belowFloor(_ key: Key) -> [Effect] {
        if let interrupt = interrupt(key) { return interrupt }
        return key == .character("q") ? [.quit(status: 0)] : []
    }
}

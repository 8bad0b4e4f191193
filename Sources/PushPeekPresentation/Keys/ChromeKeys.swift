import PushPeekModel

/// The keys of the screen chrome, which every screen (the preview, the lock screen, the activity
/// player, keytest) hands each key first, before its own keymap; `ScreenChrome` draws the rest of
/// the chrome.
///
/// Ctrl-C ends with 130 (128 + SIGINT) everywhere, whether the terminal turned it into the signal or
/// it arrived as a key (a `--keys` script, a terminal in raw mode): the status a shell gives an
/// interrupted program, so a script can tell an interrupted run from a finished one. `q` ends with 0.
public enum ChromeKeys {
    /// `128 + SIGINT`.
    public static let interruptStatus: Int32 = 130

    /// Ctrl-C ends the program in any mode (a text field included); below the floor, where nothing
    /// shows what a key would do, `q` ends it and every other key waits (no effect). Nil: the key is
    /// the screen's.
    public static func quitKeys(_ key: Key, belowFloor: Bool) -> [Effect]? {
        if key == .control("c") { return [.quit(status: interruptStatus)] }
        guard belowFloor else { return nil }
        return key == .character("q") ? [.quit(status: 0)] : []
    }
}

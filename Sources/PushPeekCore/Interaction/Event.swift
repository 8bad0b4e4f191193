/// Everything that can happen to a preview: input, a terminal resize, or a changed file.
public enum Event: Sendable {
    case key(Key)
    case mouse(MouseEvent)
    /// The terminal now has this many columns and rows.
    case resize(Size)
    /// The watched payload or app description changed on disk; the edge reads them again.
    case filesChanged
    /// A notification arrived (again) while the interface is visible: `didReceive(_:)` runs again.
    case notificationReceived(NotificationContent, AppDescription)
    /// Time passed (the run loop's poll): a pending `preferredContentSize` takes effect.
    case tick
    /// Reading the changed files failed; the last good card stays and the message shows.
    case reloadFailed(String)
    /// Writing the `--log` failed; the message shows in the status line (logging has stopped).
    case logFailed(String)
}

import PushPeekModel
import PushPeekApp
import PushPeekSend

/// Everything that can happen to a preview: input, a terminal resize, or a changed file.
public enum Event: Sendable {
    case key(Key)
    /// Text pasted in one piece (bracketed paste): typed into a focused text field, else ignored
    /// with a note; never run as keys.
    case paste(Paste)
    /// A mouse press, resolved at the edge against the frame last drawn (`HitMap`): what it landed
    /// on, nil for nothing of the card.
    case press(HitTarget?)
    /// The mouse moved with the button held: where it is along the slider's track, if one showed.
    case drag(trackFraction: Double?)
    /// The button was released: where along the slider's track, if one showed.
    case release(trackFraction: Double?)
    /// The wheel turned: rows to scroll (negative: up).
    case scroll(rows: Int)
    /// A mouse report as the terminal sent it, for a model without a hit map (`keytest` shows
    /// them); the preview gets the resolved events above instead.
    case mouse(MouseEvent)
    /// The terminal now has this many columns and rows.
    case resize(Size)
    /// A frame was drawn from the state (`ScreenFrame.metrics`): the edge gives every frame's metrics
    /// back before the next event, and the reducer scrolls from them (`FrameCycle`).
    case frameDrawn(ViewportMetrics)
    /// The watched payload or app description changed on disk; the edge reads them again.
    case filesChanged
    /// A notification arrived (again) while the interface is visible: `didReceive(_:)` runs again.
    case notificationReceived(PreviewDelivery)
    /// Time passed (the run loop's poll): a pending `preferredContentSize` takes effect.
    case tick
    /// Reading the changed files failed; the last good card stays and the message shows.
    case reloadFailed(String)
    /// Writing the `--log` failed; the message shows in the status line (logging has stopped).
    case logFailed(String)
    /// The edge made the plan `Effect.planSend` asked for: what the send key would send.
    case sendPlanned(SendPlan)
    /// The send ended, or could not start (not configured, the helper failed).
    case sendFinished(SendOutcome)
}

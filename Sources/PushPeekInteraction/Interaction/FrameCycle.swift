import PushPeekModel
import PushPeekPresentation

/// The one loop every driver of a `ScreenModel` runs — the terminal, `render --keys`, the lock
/// screen's and the player's scripts, the benchmark, the tests: an event goes to `update`, then the
/// frame is drawn from the new state and its metrics go back to the model (`Event.frameDrawn`)
/// before anything else, so the reducer scrolls from what was drawn and never lays the screen out.
///
/// A scroll the state asks for (a key asked to bring the focus into view) is done by the view as it
/// draws (`PreviewScreen.layout`), and the frame's metrics carry the offset it was drawn at back to
/// the state: one frame per event, never one drawn again. Taking metrics has no effects.
public enum FrameCycle {
    /// Applies `event`, then settles the frame for a terminal of `size` (none without a terminal:
    /// headless, nothing is drawn and nothing scrolls). Returns the event's effects and the frame
    /// to paint.
    @discardableResult
    public static func apply<Model: ScreenModel>(_ event: Event, to model: inout Model, size: Size?) -> (effects: [Effect], frame: ScreenFrame?) {
        let effects = model.update(event)
        return (effects, size.map { settle(&model, size: $0) })
    }

    /// Draws the model's frame for `size` once and gives its metrics back. Returns the frame whose
    /// metrics the model holds.
    public static func settle<Model: ScreenModel>(_ model: inout Model, size: Size) -> ScreenFrame {
        let frame = model.view(size: size)
        if let metrics = frame.metrics {
            _ = model.update(.frameDrawn(metrics))
        }
        return frame
    }
}

import PushPeekModel
import PushPeekPresentation

/// The one loop every driver of a `ScreenModel` runs — the terminal, `render --keys`, the lock
/// screen's and the player's scripts, the benchmark, the tests: an event goes to `update`, then the
/// frame is drawn from the new state and its metrics go back to the model (`Event.frameDrawn`)
/// before anything else, so the reducer scrolls from what was drawn and never lays the screen out.
///
/// A frame drawn while the state waited for a scroll (a key asked to bring the focus into view) is
/// provisional: once its metrics are back the scroll is done and, when that moved anything
/// (`ScreenModel.stillShows`), the frame is drawn again. Taking
/// metrics leaves nothing pending, so a frame is drawn at most twice (`maximumDraws`). Taking metrics
/// has no effects.
public enum FrameCycle {
    /// Draws per event: the provisional frame and the one after its scroll.
    public static let maximumDraws = 2

    /// Applies `event`, then settles the frame for a terminal of `size` (none without a terminal:
    /// headless, nothing is drawn and nothing scrolls). Returns the event's effects and the frame
    /// to paint.
    @discardableResult
    public static func apply<Model: ScreenModel>(_ event: Event, to model: inout Model, size: Size?) -> (effects: [Effect], frame: ScreenFrame?) {
        let effects = model.update(event)
        return (effects, size.map { settle(&model, size: $0) })
    }

    /// Draws the model's frame for `size` and gives its metrics back, drawing again when that frame
    /// was provisional. Returns the frame whose metrics the model holds.
    public static func settle<Model: ScreenModel>(_ model: inout Model, size: Size) -> ScreenFrame {
        var frame = model.view(size: size)
        for draw in 1...maximumDraws {
            guard let metrics = frame.metrics else { break }
            _ = model.update(.frameDrawn(metrics))
            guard draw < maximumDraws, !model.stillShows(metrics) else { break }
            frame = model.view(size: size)
        }
        return frame
    }
}

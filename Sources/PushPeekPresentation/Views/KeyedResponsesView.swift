import PushPeekModel
import PushPeekCanvas
import PushPeekApp

/// Under a headless card that `--keys` acted on: what the keys did, as the preview's response log
/// shows it beside the card (every entry, oldest first), so text and pictures tell what JSON's
/// `responses` tell. A slider's value is shown as the slider shows it (`inputView value=400 ($400)`).
public enum KeyedResponsesView {
    /// `card` with a "Responses" box under it listing `state`'s log.
    public static func appending(to card: RenderedCard, state: PreviewState) -> RenderedCard {
        let width = card.grid.width
        guard width >= 8 else { return card }
        var lines: [String] = []
        for (index, entry) in state.log.events.enumerated() {
            lines += TextLayout.wrap("\(index + 1). " + summary(entry, state: state), width: width - 4)
        }
        if lines.isEmpty { lines = ["(nothing yet)"] }
        let top = card.grid.height
        var grid = CellGrid(width: width, height: top + lines.count + 2, fill: Cell.blank(.screen))
        grid.draw(card.grid, at: .zero)
        let box = Rect(x: 0, y: top, width: width, height: lines.count + 2)
        let frame = Style(foreground: .role(.border), background: .role(.card))
        grid.fill(box, style: Style(foreground: .role(.text), background: .role(.card)))
        BoxDrawing.frame(&grid, box, style: frame)
        grid.put(" Responses ", at: Point(x: box.x + 2, y: box.y), style: frame.bolded())
        let inner = box.inset(top: 1, left: 2, bottom: 1, right: 2)
        for (offset, line) in lines.enumerated() {
            grid.put(line, at: Point(x: inner.x, y: inner.y + offset), style: .role(.text), clip: inner)
        }
        var result = card
        result.grid = grid
        result.layout.height = grid.height
        return result
    }

    /// The log's line for `entry`, with a slider value in the slider's own format.
    static func summary(_ entry: LogEvent, state: PreviewState) -> String {
        if case .inputView(let value) = entry, case .slider(let spec)? = state.contentExtension?.customInput {
            return entry.summary + " (" + spec.text(value) + ")"
        }
        return entry.summary
    }
}

import PushPeekModel
import PushPeekCanvas

/// The row under a dismissed card that says so: "Dismissed", and in the interactive preview how to
/// bring it back ("r delivers it again"). It has a row of its own, so nothing of the dimmed card is
/// covered; headless output (no terminal, no keys to press) leaves the key out.
enum DismissedNoticeView {
    static let notice = "Dismissed"
    static let interactiveHint = "r delivers it again"

    /// The notice's text: with the key to press only where there is a key to press.
    static func text(interactive: Bool) -> String {
        interactive ? notice + " · " + interactiveHint : notice
    }

    /// `card` dimmed, with the notice on a row of its own under it (`layout.noticeRow`).
    static func appending(to card: RenderedCard, interactive: Bool) -> RenderedCard {
        let width = card.grid.width
        var grid = CellGrid(width: width, height: card.grid.height + 1, fill: Cell.blank(.screen))
        grid.draw(card.grid, at: .zero)
        grid.restyle(Rect(x: 0, y: 0, width: width, height: card.grid.height)) { $0.dim = true }
        let text = text(interactive: interactive)
        let fitted = DisplayWidth.of(text) + 2 <= width ? " \(text) " : TextLayout.truncate(text, width: width)
        grid.put(fitted, centredIn: Rect(x: 0, y: card.grid.height, width: width, height: 1),
                 style: Style(foreground: .role(.focusText), background: .role(.destructive), bold: true))
        var result = card
        result.grid = grid
        result.layout.height = grid.height
        result.layout.noticeRow = card.grid.height
        return result
    }
}

import PushPeekModel
import PushPeekCanvas

/// The whole interactive screen as a pure function of the state and the terminal size: the card
/// (scrolled when taller than the terminal), the response log, the status bar, and the key help or
/// the send confirmation over them.
public enum PreviewScreen {
    public static func layout(_ state: PreviewState, size: Size) -> (ScreenLayout, RenderedCard) {
        let width = ScreenLayout.cardWidth(options: state.options, terminalWidth: size.width)
        let card = CardRenderer.render(state, width: width)
        return (ScreenLayout(state: state, size: size, cardHeight: card.layout.height, cardWidth: card.layout.width), card)
    }

    public static func view(_ state: PreviewState, size: Size) -> CellGrid {
        frame(state, size: size).grid
    }

    /// The screen, where things are on it (for the run loop to resolve the mouse against) and what
    /// the viewport showed (for the reducer to scroll from).
    public static func frame(_ state: PreviewState, size: Size) -> ScreenFrame {
        var grid = CellGrid(width: size.width, height: size.height, fill: Cell.blank(.screen))
        let empty = metrics(state, size: size, screen: nil, card: nil)
        guard size.width > 0, size.height > 0 else { return ScreenFrame(grid: grid, hitMap: .empty, metrics: empty) }
        if ScreenLayout.isTooSmall(size) {
            drawTooSmall(into: &grid, size: size)
            return ScreenFrame(grid: grid, hitMap: .empty, metrics: empty)
        }
        let (screen, card) = layout(state, size: size)
        if screen.showsCard {
            grid.draw(card.grid, at: screen.cardOrigin)
            if let column = screen.scrollBarColumn {
                ScrollBarView.draw(screen.viewport, into: &grid, column: column, top: screen.cardArea.y)
            }
        }
        if let logRect = screen.logRect {
            ResponseLogView.draw(state.log.events, into: &grid, rect: logRect)
        }
        var hints = StatusLine.hints(state, log: screen.logPlacement, scrolls: screen.viewport.scrolls && screen.showsCard)
        if let marker = focusMarker(state, screen: screen, card: card.layout) { hints.insert(marker, at: 0) }
        drawStatus(StatusLine.fit(hints, message: state.statusMessage ?? state.notice, width: max(0, size.width - 2)),
                   into: &grid, row: screen.statusRow, width: size.width)
        switch state.interactionMode {
        case .help: KeyHelpView.draw(into: &grid, area: KeyHelpView.area(in: size), scroll: state.helpScroll)
        case .sendPrompt(let plan): SendPromptView.draw(plan, into: &grid, size: size)
        default: break
        }
        var frame = ScreenFrame(grid: grid, hitMap: HitMap(screen: screen, card: card.layout),
                                metrics: metrics(state, size: size, screen: screen, card: card.layout))
        if screen.showsCard {
            frame.pictures = ScreenPicture.visible(card.pictures, origin: screen.cardOrigin, in: grid, area: screen.cardArea)
        }
        return frame
    }

    package static func drawTooSmall(into grid: inout CellGrid, size: Size) {
        let floor = ScreenLayout.minimumSize
        let message = "Terminal too small: \(size.width)×\(size.height). pushpeek needs at least \(floor.width)×\(floor.height). Enlarge it, or q to quit."
        let lines = TextLayout.wrap(message, width: max(1, size.width - 2))
        let top = max(0, (size.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            let x = max(0, (size.width - DisplayWidth.of(line)) / 2)
            grid.put(line, at: Point(x: x, y: top + offset), style: Style(foreground: .role(.text), background: .role(.background), bold: true))
        }
    }

    package static func drawStatus(_ text: String, into grid: inout CellGrid, row: Int, width: Int) {
        let style = Style(foreground: .role(.secondaryText), background: .role(.background))
        grid.fill(Rect(x: 0, y: row, width: width, height: 1), style: style)
        grid.put(" " + text, at: Point(x: 0, y: row), style: style)
    }

    /// The status bar's key hints for the current mode, unfitted (as on a terminal wide enough).
    public static func statusHints(_ state: PreviewState) -> String {
        StatusLine.hints(state).map(\.text).joined(separator: StatusLine.separator)
    }
}

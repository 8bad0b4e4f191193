import PushPeekModel
import PushPeekCanvas

/// The whole interactive screen as a pure function of the state and the terminal size: the card
/// (scrolled when taller than the terminal), the response log, the status bar, and the key help or
/// the send confirmation over them.
public enum PreviewScreen {
    /// The screen's layout and the card, the scrolls the state asks for (`pendingScroll`) done in
    /// the same pass: the layout's viewport holds the offset the frame is drawn at, which its metrics
    /// report for the state to keep.
    public static func layout(_ state: PreviewState, size: Size) -> (ScreenLayout, RenderedCard) {
        let width = ScreenLayout.cardWidth(options: state.options, terminalWidth: size.width)
        let card = CardRenderer.render(state, width: width)
        let screen = ScreenLayout(state: state, size: size, cardHeight: card.layout.height, cardWidth: card.layout.width)
        guard !state.pendingScroll.isEmpty, !screen.tooSmall else { return (screen, card) }
        let scrolled = ScrollRequest.apply(state.pendingScroll, to: screen.viewport, focusRows: focusRows(state, layout: card.layout))
        return (ScreenLayout(state: state, size: size, cardHeight: card.layout.height, cardWidth: card.layout.width, offset: scrolled.offset), card)
    }

    public static func view(_ state: PreviewState, size: Size) -> CellGrid {
        frame(state, size: size).grid
    }

    /// The screen, where things are on it (for the run loop to resolve the mouse against) and what
    /// the viewport showed (for the reducer to scroll from). `help` is the key help `?` shows, made
    /// only for a frame that shows it.
    public static func frame(_ state: PreviewState, size: Size,
                             help: @autoclosure () -> KeyHelpView.Table = PreviewKeymap.map.helpTable) -> ScreenFrame {
        var grid = CellGrid(width: size.width, height: size.height, fill: Cell.blank(.screen))
        let empty = metrics(state, size: size, screen: nil, card: nil, help: help())
        guard size.width > 0, size.height > 0 else { return ScreenFrame(grid: grid, hitMap: .empty, metrics: empty) }
        if ScreenLayout.isTooSmall(size) {
            ScreenChrome.drawTooSmall(into: &grid, size: size)
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
        ScreenChrome.drawStatus(hints, message: state.statusMessage ?? state.notice, into: &grid, row: screen.statusRow, width: size.width)
        switch state.interactionMode {
        case .help: ScreenChrome.drawHelp(help(), scroll: state.helpScroll, into: &grid, size: size)
        case .sendPrompt(let plan): SendPromptView.draw(plan, into: &grid, size: size)
        default: break
        }
        var frame = ScreenFrame(grid: grid, hitMap: HitMap(screen: screen, card: card.layout),
                                metrics: metrics(state, size: size, screen: screen, card: card.layout, help: help()))
        if screen.showsCard {
            frame.pictures = ScreenPicture.visible(card.pictures, origin: screen.cardOrigin, in: grid, area: screen.cardArea)
        }
        return frame
    }

    /// The status bar's key hints for the current mode, unfitted (as on a terminal wide enough).
    public static func statusHints(_ state: PreviewState) -> String {
        StatusLine.hints(state).map(\.text).joined(separator: StatusLine.separator)
    }
}

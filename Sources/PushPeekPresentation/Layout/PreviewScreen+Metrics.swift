import PushPeekModel
import PushPeekCanvas

extension PreviewScreen {
    /// What a frame of `state` shows, for the reducer to scroll from (`Event.frameDrawn`): the card's
    /// rows, the rows it has and the offset it was drawn at (after the scrolls asked for), the focus's
    /// rows, where the log went, the help's limits (of `table`, the help `?` shows).
    package static func metrics(_ state: PreviewState, size: Size, screen: ScreenLayout?, card: CardLayout?,
                                help table: @autoclosure () -> KeyHelpView.Table = PreviewKeymap.map.helpTable) -> ViewportMetrics {
        // Making and wrapping the help's table is work only a frame that shows the help needs.
        let help = state.showsHelp ? KeyHelpView.maximumScroll(in: size, table: table()) : 0
        guard let screen, let card else {
            var metrics = ViewportMetrics.tooSmall(size)
            metrics.helpMaximumScroll = help
            return metrics
        }
        return ViewportMetrics(size: size, viewport: screen.viewport, focusRows: focusRows(state, layout: card),
                               logPlacement: screen.logPlacement, helpMaximumScroll: help,
                               helpPageRows: KeyHelpView.pageRows(in: size))
    }

    /// The card rows of what the keyboard acts on (an action button with its frame lines); on a
    /// dismissed card, the notice under it that says so.
    package static func focusRows(_ state: PreviewState, layout: CardLayout) -> Range<Int>? {
        if state.isDismissed, let row = layout.noticeRow {
            return row..<(row + 1)
        }
        guard layout.stage == .expanded else { return nil }
        if let input = layout.input { return input.rect.y..<input.rect.maxY }
        let rect: Rect?
        switch state.focus {
        case .action(let index)?:
            rect = layout.actionRects[safe: index].map { $0.inset(top: -1, bottom: -1) }
        case .control(let index)?:
            rect = layout.controls.first { $0.index == index }?.rect
        case .mediaButton?:
            rect = layout.mediaButtonRect
        case nil:
            rect = nil
        }
        return rect.map { $0.y..<$0.maxY }
    }

    /// Where the focus is when the card shows rows without it (the full interface opened at its top):
    /// `▼ Accept below` or `▲ … above`, first on the status line; nil when the focus shows.
    package static func focusMarker(_ state: PreviewState, screen: ScreenLayout, card: CardLayout) -> StatusHint? {
        guard screen.showsCard, screen.viewport.scrolls, let rows = focusRows(state, layout: card) else { return nil }
        let visible = screen.viewport.visibleRows
        let name = state.focusedAction.flatMap { state.visibleActions[safe: $0]?.title }
            .map { TextLayout.truncate($0, width: 16) } ?? "focus"
        if rows.lowerBound >= visible.upperBound { return StatusHint("▼ \(name) below", priority: 8) }
        if rows.upperBound <= visible.lowerBound { return StatusHint("▲ \(name) above", priority: 8) }
        return nil
    }
}

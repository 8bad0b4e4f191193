/// How the preview fits the terminal it has (`state.viewport`): scrolling a card taller than the
/// terminal (the wheel, PgUp/PgDn) and keeping the focused element in view, scrolling the key help,
/// and `l` showing the log beside, below or in place of the card. Without a terminal size (headless
/// `render`) scrolling does nothing and `l` only toggles the log.
public enum ViewportReducer {
    /// Rows the wheel scrolls per notch.
    public static let wheelRows = 3

    /// Scrolls the card by `rows` (negative: up).
    public static func scrollCard(_ state: inout PreviewState, by rows: Int) {
        scrollCard(&state) { $0.scrolled(by: rows) }
    }

    /// PgUp / PgDn: a page of the card, less two rows kept for context.
    public static func scrollCard(_ state: inout PreviewState, pages: Int) {
        scrollCard(&state) { $0.scrolled(by: pages * $0.pageRows) }
    }

    private static func scrollCard(_ state: inout PreviewState, _ move: (CardViewport) -> CardViewport) {
        guard let size = state.viewport, !ScreenLayout.isTooSmall(size) else { return }
        state.scrollOffset = move(PreviewScreen.layout(state, size: size).0.viewport).offset
    }

    /// Scrolls the card as little as possible so that what the keyboard acts on shows whole: the
    /// keyboard area (reply field, slider, unlock prompt, payment sheet) when it is up, else the
    /// focused button or control, or the header of a dismissed card.
    public static func revealFocus(_ state: inout PreviewState) {
        guard let size = state.viewport, !ScreenLayout.isTooSmall(size) else { return }
        let (screen, card) = PreviewScreen.layout(state, size: size)
        guard let rows = focusRows(state, layout: card.layout) else {
            state.scrollOffset = screen.viewport.offset
            return
        }
        state.scrollOffset = screen.viewport.revealing(rows).offset
    }

    /// The card rows of what the keyboard acts on (an action button with its frame lines); on a
    /// dismissed card, the header (or the headline row) that says so.
    static func focusRows(_ state: PreviewState, layout: CardLayout) -> Range<Int>? {
        if state.isDismissed {
            if let header = layout.section(.header) { return header.rect.y..<header.rect.maxY }
            let row = layout.headlineRow ?? 1
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

    /// Scrolls the key help by `rows`, within what the terminal leaves it.
    public static func scrollHelp(_ state: inout PreviewState, by rows: Int) {
        state.helpScroll = KeyHelpView.scroll(state.helpScroll, by: rows, size: state.viewport)
    }

    /// Keys while the help is up: ↑/↓ a row, PgUp/PgDn a page, Home/End the ends. Returns false for
    /// any other key (which closes the help).
    static func scrollsHelp(_ state: inout PreviewState, with key: Key) -> Bool {
        guard let scroll = KeyHelpView.scroll(state.helpScroll, after: key, size: state.viewport) else { return false }
        state.helpScroll = scroll
        return true
    }

    /// `l`: hides the log where it shows; shows it where there is room, else in place of the card;
    /// from the log in place of the card, back to the card.
    public static func toggleLog(_ state: inout PreviewState) {
        guard let size = state.viewport, !ScreenLayout.isTooSmall(size) else {
            state.log.isShown.toggle()
            state.log.replacesCard = false
            return
        }
        let (screen, _) = PreviewScreen.layout(state, size: size)
        switch screen.logPlacement {
        case .replacesCard:
            state.log.replacesCard = false
        case .beside, .below:
            state.log.isShown = false
            state.log.replacesCard = false
        case .hidden:
            state.log.isShown = true
            state.log.replacesCard = true
        }
    }
}

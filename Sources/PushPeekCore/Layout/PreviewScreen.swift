/// The whole interactive screen as a pure function of the state and the terminal size: the card,
/// the response log, the status bar, and the key help.
public enum PreviewScreen {
    public static func layout(_ state: PreviewState, size: Size) -> (ScreenLayout, RenderedCard) {
        let width = ScreenLayout.cardWidth(options: state.options, terminalWidth: size.width)
        let card = CardRenderer.render(state, width: width)
        return (ScreenLayout(state: state, size: size, cardHeight: card.layout.height, cardWidth: card.layout.width), card)
    }

    public static func view(_ state: PreviewState, size: Size) -> CellGrid {
        var grid = CellGrid(width: size.width, height: size.height, fill: Cell.blank(.screen))
        guard size.width > 0, size.height > 0 else { return grid }
        let (screen, card) = layout(state, size: size)
        if screen.tooSmall {
            drawTooSmall(into: &grid, size: size, needed: Size(width: card.layout.width, height: card.layout.height + 2))
            return grid
        }
        grid.draw(card.grid, at: screen.cardOrigin)
        if state.isDismissed {
            drawDismissed(into: &grid, origin: screen.cardOrigin, card: card)
        }
        if let logRect = screen.logRect {
            ResponseLogView.draw(state.responseLog, into: &grid, rect: logRect)
        }
        drawStatus(state, into: &grid, row: screen.statusRow, width: size.width)
        if state.showsHelp {
            KeyHelpView.draw(into: &grid, size: size)
        }
        return grid
    }

    public static func hitTest(_ state: PreviewState, size: Size, point: Point) -> HitTarget? {
        let (screen, card) = layout(state, size: size)
        guard !screen.tooSmall else { return nil }
        let local = Point(x: point.x - screen.cardOrigin.x, y: point.y - screen.cardOrigin.y)
        if let index = card.layout.actionRects.firstIndex(where: { $0.contains(local) }) { return .action(index) }
        if let dismiss = card.layout.dismissRect, dismiss.inset(left: -1, right: -1).contains(local) { return .dismiss }
        return Rect(x: 0, y: 0, width: card.layout.width, height: card.layout.height).contains(local) ? .card : nil
    }

    static func drawTooSmall(into grid: inout CellGrid, size: Size, needed: Size) {
        let message = "Terminal too small: the card needs \(needed.width)×\(needed.height), this terminal is \(size.width)×\(size.height). Enlarge it or pass --width."
        let lines = TextLayout.wrap(message, width: max(1, size.width - 2))
        let top = max(0, (size.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            let x = max(0, (size.width - DisplayWidth.of(line)) / 2)
            grid.put(line, at: Point(x: x, y: top + offset), style: Style(foreground: .role(.text), background: .role(.background), bold: true))
        }
    }

    static func drawDismissed(into grid: inout CellGrid, origin: Point, card: RenderedCard) {
        let rect = Rect(origin: origin, size: Size(width: card.layout.width, height: card.layout.height))
        grid.restyle(rect) { $0.dim = true }
        let text = " Dismissed · r delivers it again "
        let fitted = TextLayout.truncate(text, width: rect.width)
        let x = rect.x + max(0, (rect.width - DisplayWidth.of(fitted)) / 2)
        grid.put(fitted, at: Point(x: x, y: rect.y + min(rect.height - 1, 1)),
                 style: Style(foreground: .role(.focusText), background: .role(.destructive), bold: true))
    }

    static func drawStatus(_ state: PreviewState, into grid: inout CellGrid, row: Int, width: Int) {
        let hints: String
        if let message = state.statusMessage {
            hints = message
        } else if state.isDismissed {
            hints = "r deliver again · l log · ? keys · q quit"
        } else if state.stage == .banner {
            hints = "enter expand · b banner/expanded · l log · ? keys · q quit"
        } else {
            hints = "tab focus · enter choose · d dismiss · o open app · b banner · l log · ? keys · q quit"
        }
        grid.fill(Rect(x: 0, y: row, width: width, height: 1), style: Style(foreground: .role(.secondaryText), background: .role(.background)))
        grid.put(" " + TextLayout.truncate(hints, width: max(0, width - 2)), at: Point(x: 0, y: row),
                 style: Style(foreground: .role(.secondaryText), background: .role(.background)))
    }
}

/// The whole interactive screen as a pure function of the state and the terminal size: the card
/// (scrolled when taller than the terminal), the response log, the status bar, and the key help.
public enum PreviewScreen {
    public static func layout(_ state: PreviewState, size: Size) -> (ScreenLayout, RenderedCard) {
        let width = ScreenLayout.cardWidth(options: state.options, terminalWidth: size.width)
        let card = CardRenderer.render(state, width: width)
        return (ScreenLayout(state: state, size: size, cardHeight: card.layout.height, cardWidth: card.layout.width), card)
    }

    public static func view(_ state: PreviewState, size: Size) -> CellGrid {
        var grid = CellGrid(width: size.width, height: size.height, fill: Cell.blank(.screen))
        guard size.width > 0, size.height > 0 else { return grid }
        if ScreenLayout.isTooSmall(size) {
            drawTooSmall(into: &grid, size: size)
            return grid
        }
        let (screen, card) = layout(state, size: size)
        if screen.showsCard {
            grid.draw(card.grid, at: screen.cardOrigin)
            if let column = screen.scrollBarColumn {
                ScrollBarView.draw(screen.viewport, into: &grid, column: column, top: screen.cardArea.y)
            }
        }
        if let logRect = screen.logRect {
            ResponseLogView.draw(state.responseLog, into: &grid, rect: logRect)
        }
        drawStatus(StatusLine.text(state, width: size.width, log: screen.logPlacement, scrolls: screen.viewport.scrolls && screen.showsCard),
                   into: &grid, row: screen.statusRow, width: size.width)
        if state.showsHelp {
            KeyHelpView.draw(into: &grid, area: KeyHelpView.area(in: size), scroll: state.helpScroll)
        }
        return grid
    }

    public static func hitTest(_ state: PreviewState, size: Size, point: Point) -> HitTarget? {
        let (screen, card) = layout(state, size: size)
        guard screen.showsCard, point.y >= screen.cardArea.y, point.y < screen.cardArea.maxY else { return nil }
        let local = Point(x: point.x - screen.cardOrigin.x, y: point.y - screen.cardOrigin.y)
        let layout = card.layout
        if let input = layout.input, input.rect.contains(local) {
            if input.promptRect != nil { return .unlockPrompt }
            if let cancel = input.cancelRect, cancel.contains(local) { return .paymentCancel }
            if let pay = input.payRect, pay.contains(local) { return .paymentPay }
            if let track = input.trackRect, track.inset(left: -1, right: -1).contains(local) { return .sliderTrack }
            if let index = input.accessoryRects.firstIndex(where: { $0.contains(local) }) { return .accessory(index) }
            if let send = input.sendRect, send.contains(local) { return .sendButton }
            if let field = input.fieldRect, field.inset(left: -1).contains(local) { return .inputField }
            return .card
        }
        if let index = layout.actionRects.firstIndex(where: { $0.contains(local) }) { return .action(index) }
        if let dismiss = layout.dismissRect, dismiss.inset(left: -1, right: -1).contains(local) { return .dismiss }
        if let media = layout.mediaButtonRect, media.contains(local) { return .mediaButton }
        for control in layout.controls where control.rect.contains(local) {
            if let segment = control.segmentRects.firstIndex(where: { $0.contains(local) }) {
                return .segment(control: control.index, index: segment)
            }
            return control.segmentRects.isEmpty ? .control(control.index) : .customView
        }
        if let custom = layout.section(.custom), custom.rect.contains(local), layout.stage == .expanded { return .customView }
        return Rect(x: 0, y: 0, width: layout.width, height: layout.height).contains(local) ? .card : nil
    }

    /// Where a screen column falls on the slider's track, 0…1 (clamped), for a press or drag.
    public static func sliderFraction(_ state: PreviewState, size: Size, x: Int) -> Double? {
        let (screen, card) = layout(state, size: size)
        guard let track = card.layout.input?.trackRect, screen.showsCard else { return nil }
        let local = x - screen.cardOrigin.x - track.x
        guard track.width > 1 else { return 0 }
        return min(max(Double(local) / Double(track.width - 1), 0), 1)
    }

    static func drawTooSmall(into grid: inout CellGrid, size: Size) {
        let floor = ScreenLayout.minimumSize
        let message = "Terminal too small: \(size.width)×\(size.height). pushpeek needs at least \(floor.width)×\(floor.height). Enlarge it, or q to quit."
        let lines = TextLayout.wrap(message, width: max(1, size.width - 2))
        let top = max(0, (size.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            let x = max(0, (size.width - DisplayWidth.of(line)) / 2)
            grid.put(line, at: Point(x: x, y: top + offset), style: Style(foreground: .role(.text), background: .role(.background), bold: true))
        }
    }

    static func drawStatus(_ text: String, into grid: inout CellGrid, row: Int, width: Int) {
        let style = Style(foreground: .role(.secondaryText), background: .role(.background))
        grid.fill(Rect(x: 0, y: row, width: width, height: 1), style: style)
        grid.put(" " + text, at: Point(x: 0, y: row), style: style)
    }

    /// The status bar's key hints for the current mode, unfitted (as on a terminal wide enough).
    public static func statusHints(_ state: PreviewState) -> String {
        StatusLine.hints(state).map(\.text).joined(separator: StatusLine.separator)
    }
}

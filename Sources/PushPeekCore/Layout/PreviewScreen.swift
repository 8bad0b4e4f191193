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
        guard let track = card.layout.input?.trackRect, !screen.tooSmall else { return nil }
        let local = x - screen.cardOrigin.x - track.x
        guard track.width > 1 else { return 0 }
        return min(max(Double(local) / Double(track.width - 1), 0), 1)
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

    static func drawStatus(_ state: PreviewState, into grid: inout CellGrid, row: Int, width: Int) {
        let hints = state.statusMessage ?? statusHints(state)
        grid.fill(Rect(x: 0, y: row, width: width, height: 1), style: Style(foreground: .role(.secondaryText), background: .role(.background)))
        grid.put(" " + TextLayout.truncate(hints, width: max(0, width - 2)), at: Point(x: 0, y: row),
                 style: Style(foreground: .role(.secondaryText), background: .role(.background)))
    }

    /// The status bar's key hints for the current mode.
    public static func statusHints(_ state: PreviewState) -> String {
        if state.unlockRequest != nil { return "Unlock to continue: enter unlock · esc cancel · ctrl+c quit" }
        switch state.input {
        case .text?:
            return "type a reply · enter send · esc cancel · tab send/accessory · ←/→ home/end move · ctrl+c quit"
        case .slider?:
            return "←/→ step · enter confirm · esc cancel · shift+←/→ pgup/pgdn ×10 · home/end ends · drag the track"
        case nil:
            break
        }
        if state.isDismissed { return "r deliver again · l log · ? keys · q quit" }
        if state.stage == .banner { return "enter expand · b banner/expanded · d dismiss · o open app · l log · ? keys · q quit" }
        var hints = "tab focus · enter choose"
        if case .control(let index)? = state.focus, case .segmented? = state.controls[safe: index]?.content { hints += " · ←/→ segment" }
        if state.mediaButton != nil { hints += " · m play/pause" }
        return hints + " · d dismiss · o open app · b banner · r again · l log · ? keys · q quit"
    }
}

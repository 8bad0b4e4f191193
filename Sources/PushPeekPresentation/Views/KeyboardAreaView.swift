import PushPeekModel
import PushPeekCanvas
import PushPeekApp
import PushPeekJSON

/// Draws what shows where the keyboard would be, in place of the action buttons (as on iOS, where
/// the buttons give way to the keyboard): the reply field with its send button and the input
/// accessory buttons above it, the custom input view's slider, "Unlock to continue", or the payment
/// sheet (`PaymentSheetView`).
package enum KeyboardAreaView {
    package static let frameStyle = Style(foreground: .role(.border), background: .role(.card))

    /// Rows the area takes on a card (0 when nothing is up). What shows is the card's mode
    /// (`PreviewState.cardMode`), the same that the keys and the mouse go to.
    package static func height(_ state: PreviewState) -> Int {
        switch state.cardMode {
        case .paymentSheet(let sheet): return PaymentSheetView.height(sheet)
        case .unlockPrompt, .inputView: return 4
        case .textReply: return (state.contentExtension?.inputAccessoryActions.isEmpty ?? true) ? 3 : 5
        case .help, .sendPrompt, .dismissed, .banner, .expanded: return 0
        }
    }

    package static func draw(_ state: PreviewState, into grid: inout CellGrid, top: Int, width: Int) -> InputLayout? {
        let height = height(state)
        guard height > 0 else { return nil }
        if case .paymentSheet(let sheet) = state.cardMode { return PaymentSheetView.draw(sheet, into: &grid, top: top, width: width) }
        let rect = Rect(x: 0, y: top, width: width, height: height)
        BoxDrawing.top(&grid, row: top, width: width, style: frameStyle)
        BoxDrawing.sides(&grid, rows: (top + 1)..<(top + height - 1), width: width, style: frameStyle)
        BoxDrawing.bottom(&grid, row: top + height - 1, width: width, style: frameStyle)
        var layout = InputLayout(rect: rect)
        switch state.cardMode {
        case .unlockPrompt:
            let inner = Rect(x: 1, y: top + 1, width: width - 2, height: 2)
            centre("Unlock to continue", in: Rect(x: 1, y: top + 1, width: width - 2, height: 1), into: &grid, style: .role(.text, bold: true))
            centre("enter unlock · esc cancel", in: Rect(x: 1, y: top + 2, width: width - 2, height: 1), into: &grid, style: .role(.secondaryText))
            layout.promptRect = inner
        case .textReply(let reply):
            var row = top + 1
            let accessory = state.contentExtension?.inputAccessoryActions ?? []
            if !accessory.isEmpty {
                layout.accessoryRects = drawAccessory(accessory, focus: reply.focus, into: &grid, row: row, width: width)
                BoxDrawing.divider(&grid, row: row + 1, width: width, style: frameStyle)
                row += 2
            }
            drawField(reply, into: &grid, row: row, width: width, layout: &layout)
        case .inputView(let slider):
            layout.trackRect = drawSlider(slider, into: &grid, top: top + 1, width: width)
        case .help, .sendPrompt, .dismissed, .paymentSheet, .banner, .expanded:
            break
        }
        return layout
    }

    package static func centre(_ text: String, in rect: Rect, into grid: inout CellGrid, style: Style) {
        let fitted = TextLayout.truncate(text, width: rect.width)
        grid.put(fitted, centredIn: Rect(x: rect.x, y: rect.y, width: rect.width, height: min(1, rect.height)), style: style)
    }

    package static func button(_ title: String, focused: Bool, enabled: Bool = true, role: Role = .accent, in rect: Rect, into grid: inout CellGrid) {
        var style = Style(foreground: .role(enabled ? role : .secondaryText), background: .role(.card), dim: !enabled)
        if focused {
            style = Style(foreground: .role(.focusText), background: .role(.focus), bold: true)
            grid.fill(rect, style: style)
        }
        let fitted = TextLayout.truncate(title, width: max(0, rect.width - (focused ? 4 : 0)))
        centre(focused ? "› " + fitted + " ‹" : fitted, in: rect, into: &grid, style: style)
    }

    package static func drawAccessory(_ actions: [NotificationAction], focus: TextReply.Focus, into grid: inout CellGrid, row: Int, width: Int) -> [Rect] {
        let inner = width - 2
        let cellWidth = max(1, (inner - (actions.count - 1)) / max(1, actions.count))
        var rects: [Rect] = []
        for (index, action) in actions.enumerated() {
            let x = 1 + index * (cellWidth + 1)
            let rect = Rect(x: x, y: row, width: index == actions.count - 1 ? inner + 1 - x : cellWidth, height: 1)
            if index > 0 { grid.put("│", at: Point(x: x - 1, y: row), style: frameStyle) }
            button(action.title, focused: focus == .accessory(index), role: action.isDestructive ? .destructive : .accent, in: rect, into: &grid)
            rects.append(rect)
        }
        return rects
    }

    package static func drawField(_ reply: TextReply, into grid: inout CellGrid, row: Int, width: Int, layout: inout InputLayout) {
        let sendWidth = min(max(0, width - 8), DisplayWidth.of(reply.buttonTitle) + 4)
        let separator = width - 2 - sendWidth
        let field = Rect(x: 2, y: row, width: max(1, separator - 3), height: 1)
        let send = Rect(x: separator + 1, y: row, width: sendWidth, height: 1)
        grid.fill(Rect(x: 1, y: row, width: separator - 1, height: 1), style: Style(foreground: .role(.text), background: .role(.inputBackground)))
        grid.put("│", at: Point(x: separator, y: row), style: frameStyle)
        let fieldStyle = Style(foreground: .role(.text), background: .role(.inputBackground))
        if reply.field.isEmpty {
            grid.put(TextLayout.truncate(reply.placeholder, width: field.width), at: field.origin,
                     style: fieldStyle.with(foreground: .role(.secondaryText)), clip: field)
        }
        let (visible, cursor) = reply.field.visible(width: field.width)
        grid.put(visible, at: field.origin, style: fieldStyle, clip: field)
        if reply.focus == .field {
            grid.restyle(Rect(x: field.x + cursor, y: row, width: 1, height: 1)) { $0.reverse = true }
        }
        button(reply.buttonTitle, focused: reply.focus == .send, enabled: !reply.field.isEmpty, in: send, into: &grid)
        layout.fieldRect = field
        layout.sendRect = send
    }

    /// Two rows: the title and the value; then the minimum, the track with its thumb, the maximum.
    package static func drawSlider(_ slider: SliderInput, into grid: inout CellGrid, top: Int, width: Int) -> Rect {
        let inner = Rect(x: 2, y: top, width: width - 4, height: 1)
        let value = slider.text
        if let title = slider.spec.title {
            grid.put(TextLayout.truncate(title, width: max(0, inner.width - DisplayWidth.of(value) - 1)), at: inner.origin, style: .role(.text), clip: inner)
            grid.put(value, at: Point(x: inner.maxX - DisplayWidth.of(value), y: top), style: .role(.accent, bold: true), clip: inner)
        } else {
            centre(value, in: inner, into: &grid, style: .role(.accent, bold: true))
        }
        let row = top + 1
        let low = TextLayout.truncate(slider.spec.text(slider.spec.minimum), width: max(0, inner.width / 4))
        let high = TextLayout.truncate(slider.spec.text(slider.spec.maximum), width: max(0, inner.width / 4))
        grid.put(low, at: Point(x: inner.x, y: row), style: .role(.secondaryText))
        grid.put(high, at: Point(x: inner.maxX - DisplayWidth.of(high), y: row), style: .role(.secondaryText))
        let trackX = inner.x + DisplayWidth.of(low) + 1
        let track = Rect(x: trackX, y: row, width: max(1, inner.maxX - DisplayWidth.of(high) - 1 - trackX), height: 1)
        let thumb = track.x + WholeNumber.clamped(slider.fraction * Double(track.width - 1), to: 0...max(0, track.width - 1))
        for x in track.x..<track.maxX {
            let filled = x < thumb
            // Value, filled track and thumb share one style, so a step writes no colour change.
            grid.put(x == thumb ? "●" : (filled ? "━" : "─"), at: Point(x: x, y: row),
                     style: x == thumb || filled ? .role(.accent, bold: true) : .role(.border))
        }
        return track
    }
}

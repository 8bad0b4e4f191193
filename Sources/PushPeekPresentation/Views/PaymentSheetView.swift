import PushPeekJSON
import PushPeekModel
import PushPeekCanvas

/// Draws the simulated Apple Pay sheet where the keyboard would be (it slides up from the bottom on
/// iOS): "Apple Pay" and Cancel, the card, the summary items, the total as "PAY <LAST ITEM>", and the
/// confirm line.
package enum PaymentSheetView {
    package static let frameStyle = Style(foreground: .role(.border), background: .role(.card))

    /// Rows the sheet takes: frame, title, card, one per item, confirm and hint lines, dividers.
    package static func height(_ sheet: PaymentSheet) -> Int {
        8 + max(1, sheet.lines.count)
    }

    package static func draw(_ sheet: PaymentSheet, into grid: inout CellGrid, top: Int, width: Int) -> InputLayout {
        let height = height(sheet)
        var layout = InputLayout(rect: Rect(x: 0, y: top, width: width, height: height))
        BoxDrawing.top(&grid, row: top, width: width, style: frameStyle)
        BoxDrawing.sides(&grid, rows: (top + 1)..<(top + height - 1), width: width, style: frameStyle)
        BoxDrawing.bottom(&grid, row: top + height - 1, width: width, style: frameStyle)
        let inner = width - 4
        var row = top + 1
        grid.put("Apple Pay", at: Point(x: 2, y: row), style: .role(.text, bold: true))
        let cancel = "Cancel"
        let cancelRect = Rect(x: width - 2 - DisplayWidth.of(cancel), y: row, width: DisplayWidth.of(cancel), height: 1)
        grid.put(cancel, at: cancelRect.origin, style: .role(.accent))
        layout.cancelRect = cancelRect
        BoxDrawing.divider(&grid, row: row + 1, width: width, style: frameStyle)
        row += 2
        let network = sheet.request.supportedNetworks.first.map(networkName) ?? "Card"
        line("CARD", network + " ···· 1234 (simulated)", row: row, inner: inner, into: &grid, style: .role(.text))
        row += 1
        for item in sheet.lines.dropLast() {
            line(item.label, sheet.request.format(item.amount), row: row, inner: inner, into: &grid, style: .role(.text))
            row += 1
        }
        let totalLabel = "PAY " + (sheet.lines.last?.label.uppercased() ?? "")
        line(totalLabel, sheet.request.format(sheet.total), row: row, inner: inner, into: &grid, style: .role(.text, bold: true))
        BoxDrawing.divider(&grid, row: row + 1, width: width, style: frameStyle)
        row += 2
        let payRect = Rect(x: 1, y: row, width: width - 2, height: 1)
        KeyboardAreaView.centre("Confirm with Side Button", in: payRect, into: &grid, style: .role(.accent, bold: true))
        KeyboardAreaView.centre("enter pay · esc cancel", in: Rect(x: 1, y: row + 1, width: width - 2, height: 1), into: &grid,
                                style: .role(.secondaryText))
        layout.payRect = payRect
        return layout
    }

    /// A label on the left and a value on the right, the label cut to leave room for the value.
    package static func line(_ label: String, _ value: String, row: Int, inner: Int, into grid: inout CellGrid, style: Style) {
        let valueText = TextLayout.truncate(value, width: inner)
        let room = max(0, inner - DisplayWidth.of(valueText) - 1)
        grid.put(TextLayout.truncate(label, width: room), at: Point(x: 2, y: row), style: style.with(foreground: .role(.secondaryText)))
        grid.put(valueText, at: Point(x: 2 + inner - DisplayWidth.of(valueText), y: row), style: style)
    }

    /// `visa` → `Visa`, `masterCard` → `Mastercard`, `amex` → `American Express`.
    package static func networkName(_ network: String) -> String {
        switch network.lowercased() {
        case "visa": return "Visa"
        case "mastercard": return "Mastercard"
        case "amex": return "American Express"
        case "discover": return "Discover"
        default: return network
        }
    }

    /// The sheet in `render --format json` (null when it is not up).
    package static func json(_ sheet: PaymentSheet?) -> OutputJSON {
        guard let sheet else { return .null }
        let items = sheet.lines.map { line -> OutputJSON in
            .object([("label", .string(line.label)), ("amount", OutputJSON.number(line.amount)), ("text", .string(sheet.request.format(line.amount)))])
        }
        return .object([("merchantIdentifier", .optional(sheet.request.merchantIdentifier)), ("currencyCode", .string(sheet.request.currencyCode)),
                        ("items", .array(items)), ("total", OutputJSON.number(sheet.total)), ("totalText", .string(sheet.request.format(sheet.total)))])
    }
}

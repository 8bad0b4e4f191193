import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekApp

/// Draws a `button` of the custom view on one row: `[ title ]`, or `› title ‹` in the focus colour
/// when focused; a toggle shows its `selectedTitle` while selected.
package enum ButtonView {
    package static func naturalSize(_ button: ButtonElement) -> Size {
        let title = max(DisplayWidth.of(button.title), DisplayWidth.of(button.selectedTitle ?? ""))
        return Size(width: title + 4, height: 1)
    }

    package static func draw(_ button: ButtonElement, element: ViewElement, index: Int, focused: Bool, state: PreviewState, into grid: inout CellGrid, rect: Rect) -> (ElementInfo, ControlFrame) {
        let selected = state.value(of: element) == 1
        let title = button.title(selected: selected)
        let row = Rect(x: rect.x, y: rect.y, width: rect.width, height: min(1, rect.height))
        var style = Style(foreground: button.tint ?? .role(.accent), background: .role(.card), bold: selected)
        if focused {
            style = Style(foreground: .role(.focusText), background: .role(.focus), bold: true)
            grid.fill(row, style: style)
        }
        let fitted = TextLayout.truncate(title, width: max(0, row.width - 4))
        let text = focused ? "› " + fitted + " ‹" : "[ " + fitted + " ]"
        grid.put(text, at: Point(x: row.x + max(0, (row.width - DisplayWidth.of(text)) / 2), y: row.y), style: style, clip: row)
        var details: [(String, OutputJSON)] = [("id", .optional(element.id)), ("control", .int(index)), ("title", .string(title)),
                                               ("focused", .bool(focused))]
        if button.isToggle { details.append(("selected", .bool(selected))) }
        if let action = button.action { details.append(("action", .string(action))) }
        return (ElementInfo(kind: element.kind, rect: row, details: .object(details)), ControlFrame(index: index, rect: row))
    }
}

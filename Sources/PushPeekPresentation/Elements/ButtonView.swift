import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekApp

/// Draws a `button` of the custom view on one row: `[ title ]`, or `› title ‹` in the focus colour
/// when focused; a toggle shows its `selectedTitle` while selected.
package struct ButtonView: ElementView {
    package var button: ButtonElement
    package var element: ViewElement

    package func measure(width: Int, context: ElementContext) -> Size {
        let title = max(DisplayWidth.of(button.title), DisplayWidth.of(button.selectedTitle ?? ""))
        return Size(width: title + 4, height: 1)
    }

    package func render(in rect: Rect, into grid: inout CellGrid, context: ElementContext, drawing: inout ViewDrawing) {
        let index = drawing.controlIndex(of: element)
        let focused = drawing.focusedControl == index
        let selected = context.values.controlValue(of: element) == 1
        let title = button.title(selected: selected)
        let row = Rect(x: rect.x, y: rect.y, width: rect.width, height: min(1, rect.height))
        var style = Style(foreground: button.tint ?? .role(.accent), background: context.background, bold: selected)
        if focused {
            style = Style(foreground: .role(.focusText), background: .role(.focus), bold: true)
            grid.fill(row, style: style)
        }
        let fitted = TextLayout.truncate(title, width: max(0, row.width - 4))
        let text = focused ? "› " + fitted + " ‹" : "[ " + fitted + " ]"
        grid.put(text, centredIn: row, style: style)
        var details: [(String, OutputJSON)] = [("id", .optional(element.id)), ("control", .int(index)), ("title", .string(title)),
                                               ("focused", .bool(focused))]
        if button.isToggle { details.append(("selected", .bool(selected))) }
        if let action = button.action { details.append(("action", .string(action))) }
        drawing.elements.append(ElementInfo(kind: element.kind, rect: row, details: .object(details)))
        drawing.controls.append(ControlFrame(index: index, rect: row))
    }
}

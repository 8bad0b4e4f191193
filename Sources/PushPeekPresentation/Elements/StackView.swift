import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekApp

/// A `stack` / `container`: an optional rounded frame (`BoxDrawing`) with `padding` columns inside
/// it, its children laid out by `ElementLayout` along its axis, `spacing` cells apart.
package struct StackView: ElementView {
    package var stack: StackElement
    package var element: ViewElement

    package func measure(width: Int, context: ElementContext) -> Size {
        let frame = stack.border ? 2 : 0
        let inner = width - frame - (stack.border ? 2 * stack.padding : 0)
        let content = ElementLayout.height(of: stack.children, axis: stack.axis, spacing: stack.spacing, width: inner, context: context)
        return Size(width: width, height: content + frame)
    }

    package func render(in rect: Rect, into grid: inout CellGrid, context: ElementContext, drawing: inout ViewDrawing) {
        var inner = rect
        if stack.border && rect.width >= 2 && rect.height >= 2 {
            BoxDrawing.frame(&grid, rect, style: Style(foreground: stack.borderColor ?? .role(.border), background: context.background))
            inner = rect.inset(top: 1, left: 1 + stack.padding, bottom: 1, right: 1 + stack.padding)
        }
        ElementLayout.layOut(stack.children, axis: stack.axis, spacing: stack.spacing, in: inner, context: context, into: &grid, drawing: &drawing)
        drawing.elements.append(ElementInfo(kind: element.kind, rect: rect, details: .object([
            ("id", .optional(element.id)), ("axis", .string(stack.axis.rawValue)), ("border", .bool(stack.border)),
        ])))
    }
}

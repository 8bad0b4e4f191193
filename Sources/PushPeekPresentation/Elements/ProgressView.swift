import PushPeekModel
import PushPeekCanvas
import PushPeekApp

/// A `progress` bar across its width, filled by the value it reads (`ProgressView(value:total:)`).
package struct ProgressView: ElementView {
    package var progress: ProgressElement
    package var element: ViewElement

    package func measure(width: Int, context: ElementContext) -> Size {
        Size(width: width, height: 1)
    }

    package func render(in rect: Rect, into grid: inout CellGrid, context: ElementContext, drawing: inout ViewDrawing) {
        let bar = ProgressElement.bar(progress.fraction(of: context.values.value(atPath: progress.value)?.number), width: rect.width)
        context.put(bar, row: rect.y, in: rect, style: Style(foreground: progress.tint ?? .role(.accent), background: context.background), into: &grid)
        drawing.elements.append(ElementInfo(kind: element.kind, rect: rect))
    }
}

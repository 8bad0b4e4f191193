import PushPeekModel
import PushPeekCanvas
import PushPeekApp

/// A `label`: wrapped to its width (at most `lines` lines, or the presentation's limit), aligned,
/// coloured and bold as declared or as a `setLabel` response changed it.
package struct LabelView: ElementView {
    package var label: LabelElement
    package var element: ViewElement

    package func lines(text: String, width: Int, context: ElementContext) -> [String] {
        guard width > 0 else { return [] }
        return (label.lines ?? context.lineLimit).map { TextLayout.wrap(text, width: width, maxLines: $0) } ?? TextLayout.wrap(text, width: width)
    }

    package func measure(width: Int, context: ElementContext) -> Size {
        let textWidth = element.width.map { ViewMetrics.columns($0) } ?? width
        let wrapped = lines(text: context.values.labelText(label, id: element.id).text, width: textWidth, context: context)
        return Size(width: wrapped.map { DisplayWidth.of($0) }.max() ?? 0, height: max(1, wrapped.count))
    }

    package func render(in rect: Rect, into grid: inout CellGrid, context: ElementContext, drawing: inout ViewDrawing) {
        let (text, color) = context.values.labelText(label, id: element.id)
        let style = Style(foreground: color ?? .role(.text), background: context.background, bold: label.bold)
        for (offset, line) in lines(text: text, width: rect.width, context: context).prefix(rect.height).enumerated() {
            context.put(line, row: rect.y + offset, in: rect, style: style, alignment: label.alignment, into: &grid)
        }
        drawing.elements.append(ElementInfo(kind: element.kind, rect: rect, details: .object([
            ("id", .optional(element.id)), ("text", .string(text)), ("color", ViewDrawing.colorName(color)), ("bold", .bool(label.bold)),
        ])))
    }
}

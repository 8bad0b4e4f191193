import PushPeekModel
import PushPeekCanvas
import PushPeekApp

/// Draws a `label`: wrapped to its width (at most `lines` lines), aligned, coloured and bold as
/// declared or as a `setLabel` response changed it.
package enum LabelView {
    package static func lines(_ label: LabelElement, element: ViewElement, state: PreviewState, width: Int) -> [String] {
        let text = state.labelText(label, id: element.id).text
        guard width > 0 else { return [] }
        return label.lines.map { TextLayout.wrap(text, width: width, maxLines: $0) } ?? TextLayout.wrap(text, width: width)
    }

    package static func naturalSize(_ label: LabelElement, element: ViewElement, state: PreviewState, width: Int) -> Size {
        let wrapped = lines(label, element: element, state: state, width: width)
        return Size(width: wrapped.map { DisplayWidth.of($0) }.max() ?? 0, height: max(1, wrapped.count))
    }

    package static func draw(_ label: LabelElement, element: ViewElement, state: PreviewState, into grid: inout CellGrid, rect: Rect) -> ElementInfo {
        let (text, color) = state.labelText(label, id: element.id)
        let style = Style(foreground: color ?? .role(.text), background: .role(.card), bold: label.bold)
        for (offset, line) in lines(label, element: element, state: state, width: rect.width).prefix(rect.height).enumerated() {
            let room = rect.width - DisplayWidth.of(line)
            let x: Int
            switch label.alignment {
            case .leading: x = rect.x
            case .center: x = rect.x + max(0, room / 2)
            case .trailing: x = rect.x + max(0, room)
            }
            grid.put(line, at: Point(x: x, y: rect.y + offset), style: style, clip: rect)
        }
        return ElementInfo(kind: element.kind, rect: rect, details: .object([
            ("id", .optional(element.id)), ("text", .string(text)), ("color", ViewDrawing.colorName(color)), ("bold", .bool(label.bold)),
        ]))
    }
}

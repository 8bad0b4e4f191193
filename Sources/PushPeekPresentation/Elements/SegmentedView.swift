import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekApp

/// Draws a `segmented` control across its width: equal segments between `│` bars, the selected one
/// bracketed (`[10]`) in the accent colour; focused, the outer bars become `›` `‹`.
package struct SegmentedView: ElementView {
    package var segmented: SegmentedElement
    package var element: ViewElement

    package func measure(width: Int, context: ElementContext) -> Size {
        let widest = segmented.segments.map { DisplayWidth.of($0) }.max() ?? 1
        return Size(width: segmented.segments.count * (widest + 4) + 1, height: 1)
    }

    package func render(in rect: Rect, into grid: inout CellGrid, context: ElementContext, drawing: inout ViewDrawing) {
        let index = drawing.controlIndex(of: element)
        let focused = drawing.focusedControl == index
        let selected = context.values.controlValue(of: element)
        let row = Rect(x: rect.x, y: rect.y, width: rect.width, height: min(1, rect.height))
        let count = max(1, segmented.segments.count)
        let cellWidth = max(1, (row.width - 1) / count)
        let barStyle = Style(foreground: focused ? .role(.focus) : .role(.border), background: context.background, bold: focused)
        var segmentRects: [Rect] = []
        for (offset, title) in segmented.segments.enumerated() {
            let x = row.x + offset * cellWidth
            let segment = Rect(x: x + 1, y: row.y, width: cellWidth - 1, height: row.height)
            segmentRects.append(segment)
            grid.put(offset == 0 ? (focused ? "›" : "│") : "│", at: Point(x: x, y: row.y), style: barStyle, clip: row)
            let isSelected = offset == selected
            let label = isSelected ? "[" + title + "]" : title
            let fitted = TextLayout.truncate(label, width: segment.width)
            var style = Style(foreground: .role(isSelected ? .accent : .text), background: context.background, bold: isSelected)
            if isSelected && focused { style = Style(foreground: .role(.focusText), background: .role(.focus), bold: true) }
            if isSelected { grid.fill(segment, style: style) }
            grid.put(fitted, centredIn: segment, style: style)
        }
        grid.put(focused ? "‹" : "│", at: Point(x: row.x + count * cellWidth, y: row.y), style: barStyle, clip: row)
        let details: OutputJSON = .object([
            ("id", .optional(element.id)), ("control", .int(index)), ("segments", .array(segmented.segments.map { .string($0) })),
            ("selectedSegmentIndex", .int(selected)), ("focused", .bool(focused)),
        ])
        drawing.elements.append(ElementInfo(kind: element.kind, rect: row, details: details))
        drawing.controls.append(ControlFrame(index: index, rect: row, segmentRects: segmentRects))
    }
}

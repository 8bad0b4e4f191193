import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekApp

/// Draws a `segmented` control across its width: equal segments between `│` bars, the selected one
/// bracketed (`[10]`) in the accent colour; focused, the outer bars become `›` `‹`.
package enum SegmentedView {
    package static func naturalSize(_ segmented: SegmentedElement) -> Size {
        let widest = segmented.segments.map { DisplayWidth.of($0) }.max() ?? 1
        return Size(width: segmented.segments.count * (widest + 4) + 1, height: 1)
    }

    package static func draw(_ segmented: SegmentedElement, element: ViewElement, index: Int, focused: Bool, state: PreviewState, into grid: inout CellGrid, rect: Rect) -> (ElementInfo, ControlFrame) {
        let selected = state.value(of: element)
        let row = Rect(x: rect.x, y: rect.y, width: rect.width, height: min(1, rect.height))
        let count = max(1, segmented.segments.count)
        let cellWidth = max(1, (row.width - 1) / count)
        let barStyle = Style(foreground: focused ? .role(.focus) : .role(.border), background: .role(.card), bold: focused)
        var segmentRects: [Rect] = []
        for (offset, title) in segmented.segments.enumerated() {
            let x = row.x + offset * cellWidth
            let segment = Rect(x: x + 1, y: row.y, width: cellWidth - 1, height: row.height)
            segmentRects.append(segment)
            grid.put(offset == 0 ? (focused ? "›" : "│") : "│", at: Point(x: x, y: row.y), style: barStyle, clip: row)
            let isSelected = offset == selected
            let label = isSelected ? "[" + title + "]" : title
            let fitted = TextLayout.truncate(label, width: segment.width)
            var style = Style(foreground: .role(isSelected ? .accent : .text), background: .role(.card), bold: isSelected)
            if isSelected && focused { style = Style(foreground: .role(.focusText), background: .role(.focus), bold: true) }
            if isSelected { grid.fill(segment, style: style) }
            grid.put(fitted, at: Point(x: segment.x + max(0, (segment.width - DisplayWidth.of(fitted)) / 2), y: row.y), style: style, clip: segment)
        }
        grid.put(focused ? "‹" : "│", at: Point(x: row.x + count * cellWidth, y: row.y), style: barStyle, clip: row)
        let details: OutputJSON = .object([
            ("id", .optional(element.id)), ("control", .int(index)), ("segments", .array(segmented.segments.map { .string($0) })),
            ("selectedSegmentIndex", .int(selected)), ("focused", .bool(focused)),
        ])
        return (ElementInfo(kind: element.kind, rect: row, details: details), ControlFrame(index: index, rect: row, segmentRects: segmentRects))
    }
}

import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekApp

/// Lays children out in a container: flowing elements top to bottom (or side by side), then the
/// `align`ed ones over them; draws `stack` / `container` frames.
package enum StackLayout {
    /// `padding` columns keep text off the area's sides; a map (like an `MKMapView` pinned to all four
    /// edges) still spans the whole area.
    package static func layOut(_ children: [ViewElement], axis: StackElement.Axis, spacing: Int, in fullArea: Rect, state: PreviewState,
                       into grid: inout CellGrid, drawing: inout ViewDrawing, padding: Int = 0) {
        guard !fullArea.isEmpty else { return }
        WorkCounter.add(children.count)
        let area = fullArea.inset(left: padding, right: padding)
        let aspect = state.options.cellAspect
        let flowing = children.filter { $0.align == nil }
        switch axis {
        case .vertical:
            let heights = flowing.map { naturalHeight($0, width: area.width - 2 * ViewMetrics.columns($0.margin), state: state) }
            let fixed = heights.compactMap { $0 }.reduce(0, +) + flowing.reduce(0) { $0 + 2 * marginRows($1, aspect) }
                + spacing * max(0, flowing.count - 1)
            let fillers = heights.filter { $0 == nil }.count
            let spare = max(0, area.height - fixed)
            var y = area.y
            for (child, height) in zip(flowing, heights) {
                let marginX = ViewMetrics.columns(child.margin)
                let marginY = marginRows(child, aspect)
                let rows = height ?? (fillers > 0 ? spare / fillers : 0)
                let lane = child.kind == "map" && child.width == nil ? fullArea : area
                let width = child.width.map { min(ViewMetrics.columns($0), lane.width - 2 * marginX) } ?? (lane.width - 2 * marginX)
                let rect = Rect(x: lane.x + marginX, y: y + marginY, width: max(0, width), height: rows).intersection(lane)
                if !rect.isEmpty { CustomViewRenderer.drawElement(child, in: rect, state: state, into: &grid, drawing: &drawing) }
                y += rows + 2 * marginY + spacing
            }
        case .horizontal:
            // Children with a `width` get it; the others share what is left equally.
            let gaps = spacing * max(0, flowing.count - 1)
            let fixed = flowing.compactMap { child in child.width.map { ViewMetrics.columns($0) + 2 * ViewMetrics.columns(child.margin) } }.reduce(0, +)
            let sharing = flowing.filter { $0.width == nil }.count
            let share = sharing > 0 ? max(1, (area.width - gaps - fixed) / sharing) : 0
            var x = area.x
            for child in flowing {
                let marginX = ViewMetrics.columns(child.margin)
                let marginY = marginRows(child, aspect)
                let columns = child.width.map { ViewMetrics.columns($0) + 2 * marginX } ?? share
                let rows = naturalHeight(child, width: columns - 2 * marginX, state: state) ?? area.height
                let rect = Rect(x: x + marginX, y: area.y + marginY, width: columns - 2 * marginX, height: rows).intersection(area)
                if !rect.isEmpty { CustomViewRenderer.drawElement(child, in: rect, state: state, into: &grid, drawing: &drawing) }
                x += columns + spacing
            }
        }
        for child in children {
            guard let align = child.align else { continue }
            let size = naturalSize(child, width: area.width, state: state)
            let rect = align.place(size, in: fullArea, marginX: ViewMetrics.columns(child.margin),
                                   marginY: ViewMetrics.rows(child.margin, cellAspect: aspect))
            if !rect.isEmpty { CustomViewRenderer.drawElement(child, in: rect, state: state, into: &grid, drawing: &drawing) }
        }
    }

    /// Rows of margin above and below a flowing element (an aligned one keeps its margin inside `place`).
    package static func marginRows(_ element: ViewElement, _ aspect: Double) -> Int {
        element.align == nil ? ViewMetrics.rows(element.margin, cellAspect: aspect) : 0
    }

    /// Rows an element needs at `width`; nil for one that fills what is left (a map).
    package static func naturalHeight(_ element: ViewElement, width: Int, state: PreviewState) -> Int? {
        if let height = element.height { return max(1, ViewMetrics.rows(height, cellAspect: state.options.cellAspect)) }
        switch element.content {
        case .map, .other: return nil
        default: return naturalSize(element, width: width, state: state).height
        }
    }

    /// Columns and rows an element takes when placed by `align` (or its height in the flow).
    package static func naturalSize(_ element: ViewElement, width: Int, state: PreviewState) -> Size {
        let aspect = state.options.cellAspect
        var size: Size
        switch element.content {
        case .label(let label):
            let textWidth = element.width.map { ViewMetrics.columns($0) } ?? width
            size = LabelView.naturalSize(label, element: element, state: state, width: textWidth)
        case .image:
            size = ImageView.naturalSize(element, cellAspect: aspect)
        case .button(let button):
            size = ButtonView.naturalSize(button)
        case .segmented(let segmented):
            size = SegmentedView.naturalSize(segmented)
        case .progress, .timer:
            size = Size(width: width, height: 1)
        case .stack(let stack):
            let frame = stack.border ? 2 : 0
            let inner = width - frame - (stack.border ? 2 * stack.padding : 0)
            let flowing = stack.children.filter { $0.align == nil }
            let sharing = max(1, flowing.filter { $0.width == nil }.count)
            let shared = max(1, (inner - flowing.compactMap { $0.width.map(ViewMetrics.columns) }.reduce(0, +)) / sharing)
            let heights = flowing.map { child in
                (naturalHeight(child, width: stack.axis == .vertical ? inner : (child.width.map(ViewMetrics.columns) ?? shared), state: state) ?? 3)
                    + 2 * marginRows(child, aspect)
            }
            let content = stack.axis == .vertical
                ? heights.reduce(0, +) + stack.spacing * max(0, heights.count - 1)
                : heights.max() ?? 0
            size = Size(width: width, height: content + frame)
        case .map, .other:
            size = Size(width: width, height: 3)
        }
        if let points = element.width { size.width = max(1, ViewMetrics.columns(points)) }
        if let points = element.height { size.height = max(1, ViewMetrics.rows(points, cellAspect: aspect)) }
        return size
    }

    /// A `stack` / `container`: an optional rounded frame, its children inside.
    package static func drawContainer(_ stack: StackElement, element: ViewElement, in rect: Rect, state: PreviewState,
                              into grid: inout CellGrid, drawing: inout ViewDrawing) -> ElementInfo {
        var inner = rect
        if stack.border && rect.width >= 2 && rect.height >= 2 {
            BoxDrawing.frame(&grid, rect, style: Style(foreground: stack.borderColor ?? .role(.border), background: .role(.card)))
            inner = rect.inset(top: 1, left: 1 + stack.padding, bottom: 1, right: 1 + stack.padding)
        }
        layOut(stack.children, axis: stack.axis, spacing: stack.spacing, in: inner, state: state, into: &grid, drawing: &drawing)
        return ElementInfo(kind: element.kind, rect: rect, details: .object([("id", .optional(element.id)), ("axis", .string(stack.axis.rawValue)),
                                                                             ("border", .bool(stack.border))]))
    }
}

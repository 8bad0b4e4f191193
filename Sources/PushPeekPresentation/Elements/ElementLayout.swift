import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekApp

/// The one layout of view elements, for the card's custom view and a Live Activity's views alike:
/// flowing elements top to bottom (or side by side), each at the size it measures, then the
/// `align`ed ones over them. Sizes in points become cells by `ViewMetrics`.
package enum ElementLayout {
    /// Lays `children` out in `fullArea` and draws them. `padding` columns keep text off the area's
    /// sides; a map (like an `MKMapView` pinned to all four edges) still spans the whole area.
    package static func layOut(_ children: [ViewElement], axis: StackElement.Axis, spacing: Int, in fullArea: Rect, context: ElementContext,
                               into grid: inout CellGrid, drawing: inout ViewDrawing, padding: Int = 0) {
        guard !fullArea.isEmpty else { return }
        WorkCounter.add(children.count)
        let area = fullArea.inset(left: padding, right: padding)
        let aspect = context.cellAspect
        let flowing = children.filter { $0.align == nil }
        switch axis {
        case .vertical:
            let heights = flowing.map { naturalHeight($0, width: area.width - 2 * ViewMetrics.columns($0.margin), context: context) }
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
                if !rect.isEmpty { draw(child, in: rect, context: context, into: &grid, drawing: &drawing) }
                y += rows + 2 * marginY + spacing
            }
        case .horizontal:
            // Children with a `width` get it; the others share what is left equally.
            let gaps = spacing * max(0, flowing.count - 1)
            let fixed = flowing.compactMap { child in child.width.map { ViewMetrics.columns($0) + 2 * ViewMetrics.columns(child.margin) } }.reduce(0, +)
            let sharing = flowing.filter { $0.width == nil }.count
            let share = sharing > 0 ? max(1, (area.width - gaps - fixed) / sharing) : 0
            var x = area.x
            for (index, child) in flowing.enumerated() {
                let marginX = ViewMetrics.columns(child.margin)
                let marginY = marginRows(child, aspect)
                let columns = child.width.map { ViewMetrics.columns($0) + 2 * marginX } ?? share
                let rows = naturalHeight(child, width: columns - 2 * marginX, context: context) ?? area.height
                let rect = Rect(x: x + marginX, y: area.y + marginY, width: columns - 2 * marginX, height: rows).intersection(area)
                let trailing = context.spacerBeforeLast && flowing.count > 1 && index == flowing.count - 1
                if !rect.isEmpty { draw(child, in: rect, context: trailing ? context.aligned(.trailing) : context, into: &grid, drawing: &drawing) }
                x += columns + spacing
            }
        }
        for child in children {
            guard let align = child.align else { continue }
            let size = naturalSize(child, width: area.width, context: context)
            let rect = align.place(size, in: fullArea, marginX: ViewMetrics.columns(child.margin),
                                   marginY: ViewMetrics.rows(child.margin, cellAspect: aspect))
            if !rect.isEmpty { draw(child, in: rect, context: context, into: &grid, drawing: &drawing) }
        }
    }

    /// Draws one element in the rectangle the layout gave it.
    package static func draw(_ element: ViewElement, in rect: Rect, context: ElementContext, into grid: inout CellGrid, drawing: inout ViewDrawing) {
        WorkCounter.add(1)
        element.view.render(in: rect, into: &grid, context: context, drawing: &drawing)
    }

    /// Rows of margin above and below a flowing element (an aligned one keeps its margin inside `place`).
    package static func marginRows(_ element: ViewElement, _ aspect: Double) -> Int {
        element.align == nil ? ViewMetrics.rows(element.margin, cellAspect: aspect) : 0
    }

    /// Rows an element needs at `width`; nil for one that fills what is left (a map).
    package static func naturalHeight(_ element: ViewElement, width: Int, context: ElementContext) -> Int? {
        if let height = element.height { return max(1, ViewMetrics.rows(height, cellAspect: context.cellAspect)) }
        let view = element.view
        return view.fillsSpareRows ? nil : sized(element, view.measure(width: width, context: context), context: context).height
    }

    /// Columns and rows an element takes when placed by `align` (or its height in the flow).
    package static func naturalSize(_ element: ViewElement, width: Int, context: ElementContext) -> Size {
        sized(element, element.view.measure(width: width, context: context), context: context)
    }

    /// `measured` with the element's own `width` and `height`, when it has them.
    package static func sized(_ element: ViewElement, _ measured: Size, context: ElementContext) -> Size {
        var size = measured
        if let points = element.width { size.width = max(1, ViewMetrics.columns(points)) }
        if let points = element.height { size.height = max(1, ViewMetrics.rows(points, cellAspect: context.cellAspect)) }
        return size
    }

    /// Rows `children` take flowing along `axis` at `width` (a stack's content, a Live Activity's
    /// region): an element that fills takes three.
    package static func height(of children: [ViewElement], axis: StackElement.Axis = .vertical, spacing: Int = 0, width: Int,
                               context: ElementContext) -> Int {
        let flowing = children.filter { $0.align == nil }
        let sharing = max(1, flowing.filter { $0.width == nil }.count)
        let shared = max(1, (width - flowing.compactMap { $0.width.map(ViewMetrics.columns) }.reduce(0, +)) / sharing)
        let heights = flowing.map { child in
            (naturalHeight(child, width: axis == .vertical ? width : (child.width.map(ViewMetrics.columns) ?? shared), context: context) ?? 3)
                + 2 * marginRows(child, context.cellAspect)
        }
        return axis == .vertical ? heights.reduce(0, +) + spacing * max(0, heights.count - 1) : heights.max() ?? 0
    }
}

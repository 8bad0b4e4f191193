import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekApp

/// Draws the content extension's custom view into the custom content area.
///
/// Elements flow top to bottom inside a one-column inset, each at its natural height (a label's
/// wrapped lines, an image's `height`, one row for a button or segmented control); a `map` (or other
/// element drawn elsewhere) without a `height` takes the rows the flow leaves. An element with `align`
/// is placed over the others at that corner or edge, `margin` points in. Sizes in points become cells
/// by `ViewMetrics`. The media button is drawn last, over everything. The elements are the ones a
/// Live Activity draws (`ElementLayout`), reading the notification (`PreviewState` as `ElementValues`, borrowed: `BorrowedPreviewState`).
public enum CustomViewRenderer {
    /// Draws every element of the extension's `view` into `rect` and reports what it drew.
    public static func draw(_ state: PreviewState, into grid: inout CellGrid, rect: Rect) -> [ElementInfo] {
        drawView(state, into: &grid, rect: rect).elements
    }

    package static func drawView(_ state: PreviewState, into grid: inout CellGrid, rect: Rect) -> ViewDrawing {
        var drawing = ViewDrawing(for: state)
        guard let contentExtension = state.contentExtension else { return drawing }
        grid.fill(rect, style: Style(foreground: .role(.secondaryText), background: .role(.card)))
        BorrowedPreviewState.with(state) { values in
            let context = ElementContext(values: values, options: state.options)
            if contentExtension.elements.isEmpty {
                PlaceholderView(kinds: [], extensionName: contentExtension.name).render(in: rect, into: &grid, context: context, drawing: &drawing)
            } else {
                ElementLayout.layOut(contentExtension.elements, axis: .vertical, spacing: 0, in: rect, context: context, into: &grid, drawing: &drawing,
                                     padding: rect.width > 4 ? 1 : 0)
            }
        }
        drawing.mediaButtonRect = MediaButtonView.draw(state, into: &grid, rect: rect)
        return drawing
    }
}

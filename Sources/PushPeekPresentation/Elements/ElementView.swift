import PushPeekModel
import PushPeekCanvas

/// One element kind that measures and draws itself (ratatui's `Widget`): the card's custom view
/// and a Live Activity's views lay the same `ElementView`s out with `ElementLayout`.
package protocol ElementView {
    /// Columns and rows the element's content takes at `width` (the layout then applies the
    /// element's own `width` and `height`).
    func measure(width: Int, context: ElementContext) -> Size
    /// Draws the element into `rect`, the place the layout gave it, and records what it drew.
    func render(in rect: Rect, into grid: inout CellGrid, context: ElementContext, drawing: inout ViewDrawing)
    /// Whether the element, without a `height`, takes the rows a vertical flow leaves (a map, as an
    /// `MKMapView` pinned to its container's edges) rather than the rows it measures.
    var fillsSpareRows: Bool { get }
}

extension ElementView {
    package var fillsSpareRows: Bool { false }
}

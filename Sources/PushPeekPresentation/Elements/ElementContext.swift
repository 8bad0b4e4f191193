import PushPeekModel
import PushPeekCanvas
import PushPeekApp

/// What every element of one view is drawn with: its values, the card's options (points to cells,
/// pictures), and what the presentation around the view decides (the background, a line limit,
/// the text alignment of a region) — like SwiftUI's environment.
package struct ElementContext {
    package var values: any ElementValues
    package var options: CardOptions
    /// The colour behind the elements: the card's, or the Dynamic Island's black.
    package var background: Color
    /// Lines a label without `lines` wraps to at most; nil for as many as its text needs.
    package var lineLimit: Int?
    /// Set by a region that aligns all its text (the Dynamic Island's trailing regions).
    package var alignment: LabelElement.Alignment?
    /// Whether the last element of a horizontal stack sits at the trailing edge, as after a
    /// `Spacer()` (a Live Activity's views).
    package var spacerBeforeLast: Bool

    package init(values: any ElementValues, options: CardOptions, background: Color = .role(.card), lineLimit: Int? = nil,
                 alignment: LabelElement.Alignment? = nil, spacerBeforeLast: Bool = false) {
        self.values = values
        self.options = options
        self.background = background
        self.lineLimit = lineLimit
        self.alignment = alignment
        self.spacerBeforeLast = spacerBeforeLast
    }

    package var cellAspect: Double { options.cellAspect }

    /// The same context with all text aligned to `alignment`.
    package func aligned(_ alignment: LabelElement.Alignment) -> ElementContext {
        var copy = self
        copy.alignment = alignment
        return copy
    }

    /// `text` on one row of `rect`, cut to its width, where `alignment` (or the region's) puts it.
    package func put(_ text: String, row: Int, in rect: Rect, style: Style, alignment: LabelElement.Alignment = .leading,
                     into grid: inout CellGrid) {
        let shown = TextLayout.truncate(text, width: rect.width)
        let line = Rect(x: rect.x, y: row, width: rect.width, height: 1)
        switch self.alignment ?? alignment {
        case .leading: grid.put(shown, at: line.origin, style: style, clip: rect)
        case .center: grid.put(shown, centredIn: line.intersection(rect), style: style)
        case .trailing: grid.put(shown, at: Point(x: rect.maxX - DisplayWidth.of(shown), y: row), style: style, clip: rect)
        }
    }
}

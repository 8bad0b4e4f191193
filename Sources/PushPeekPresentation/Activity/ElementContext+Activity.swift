import PushPeekModel
import PushPeekCanvas
import PushPeekApp

extension ElementContext {
    /// A Live Activity's views: read from `values`, a row 16 pt (`ActivityScreen.pointsPerRow`),
    /// labels of at most two lines, and the last element of a horizontal stack at the trailing
    /// edge, as after a `Spacer()`.
    package static func activity(_ values: ActivityViewContext, background: Color = .role(.card)) -> ElementContext {
        ElementContext(values: values, options: CardOptions(cellAspect: ViewMetrics.pointsPerColumn / ActivityScreen.pointsPerRow),
                       background: background, lineLimit: 2, spacerBeforeLast: true)
    }
}

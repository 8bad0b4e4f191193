import PushPeekModel
import PushPeekCanvas
import PushPeekApp

/// A `timer`: the text of its date by its style, counting with the values' clock; where no clock
/// runs (a notification), the date itself as `Text(date, style: .time)`.
package struct TimerView: ElementView {
    package var timer: TimerElement
    package var element: ViewElement

    package func measure(width: Int, context: ElementContext) -> Size {
        Size(width: width, height: 1)
    }

    package func text(_ values: any ElementValues) -> String {
        guard let reference = values.value(atPath: timer.date)?.number else { return "--:--" }
        let date = ActivityTime.unix(fromReference: reference)
        return values.clock.map { timer.text(date: date, now: $0) } ?? ActivityTime.clockTime(date)
    }

    package func render(in rect: Rect, into grid: inout CellGrid, context: ElementContext, drawing: inout ViewDrawing) {
        let style = Style(foreground: timer.color ?? .role(.text), background: context.background, bold: timer.bold)
        context.put(text(context.values), row: rect.y, in: rect, style: style, into: &grid)
        drawing.elements.append(ElementInfo(kind: element.kind, rect: rect))
    }
}

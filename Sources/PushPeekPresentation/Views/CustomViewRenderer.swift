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
/// by `ViewMetrics`. The media button is drawn last, over everything.
public enum CustomViewRenderer {
    /// Draws every element of the extension's `view` into `rect` and reports what it drew.
    public static func draw(_ state: PreviewState, into grid: inout CellGrid, rect: Rect) -> [ElementInfo] {
        drawView(state, into: &grid, rect: rect).elements
    }

    package static func drawView(_ state: PreviewState, into grid: inout CellGrid, rect: Rect) -> ViewDrawing {
        var drawing = ViewDrawing(for: state)
        guard let contentExtension = state.contentExtension else { return drawing }
        grid.fill(rect, style: Style(foreground: .role(.secondaryText), background: .role(.card)))
        if contentExtension.elements.isEmpty {
            drawPlaceholder([], extensionName: contentExtension.name, into: &grid, rect: rect)
        } else {
            StackLayout.layOut(contentExtension.elements, axis: .vertical, spacing: 0, in: rect, state: state, into: &grid, drawing: &drawing,
                               padding: rect.width > 4 ? 1 : 0)
        }
        drawing.mediaButtonRect = MediaButtonView.draw(state, into: &grid, rect: rect)
        return drawing
    }

    /// Draws one element in the rectangle the layout gave it.
    package static func drawElement(_ element: ViewElement, in rect: Rect, state: PreviewState, into grid: inout CellGrid, drawing: inout ViewDrawing) {
        WorkCounter.add(1)
        let controlIndex = drawing.controlIndices[element.path] ?? 0
        let focused = drawing.focusedControl == controlIndex
        switch element.content {
        case .label(let label):
            drawing.elements.append(LabelView.draw(label, element: element, state: state, into: &grid, rect: rect))
        case .image(let image):
            drawing.elements.append(ImageView.draw(image, element: element, state: state, into: &grid, rect: rect,
                                                         pictures: &drawing.pictures))
        case .button(let button):
            let (info, frame) = ButtonView.draw(button, element: element, index: controlIndex, focused: focused, state: state, into: &grid, rect: rect)
            drawing.elements.append(info)
            drawing.controls.append(frame)
        case .segmented(let segmented):
            let (info, frame) = SegmentedView.draw(segmented, element: element, index: controlIndex, focused: focused, state: state, into: &grid, rect: rect)
            drawing.elements.append(info)
            drawing.controls.append(frame)
        case .progress(let progress):
            let number = state.content.payload.number(atPath: progress.value)
            let bar = ProgressElement.bar(progress.fraction(of: number), width: rect.width)
            grid.put(bar, at: Point(x: rect.x, y: rect.y), style: Style(foreground: progress.tint ?? .role(.accent), background: .role(.card)), clip: rect)
            drawing.elements.append(ElementInfo(kind: element.kind, rect: rect))
        case .timer(let timer):
            // A notification has no clock that runs: the date itself, as `Text(date, style: .time)`.
            let text = state.content.payload.number(atPath: timer.date)
                .map { ActivityTime.clockTime(ActivityTime.unix(fromReference: $0)) } ?? "--:--"
            grid.put(text, at: Point(x: rect.x, y: rect.y), style: Style(foreground: timer.color ?? .role(.text), background: .role(.card), bold: timer.bold), clip: rect)
            drawing.elements.append(ElementInfo(kind: element.kind, rect: rect))
        case .stack(let stack):
            drawing.elements.append(StackLayout.drawContainer(stack, element: element, in: rect, state: state, into: &grid, drawing: &drawing))
        case .map(let map):
            drawing.elements.append(MapElementView.draw(map, state: state, into: &grid, rect: rect, pictures: &drawing.pictures))
        case .other:
            drawPlaceholder([element.kind], extensionName: "", into: &grid, rect: rect)
            drawing.elements.append(ElementInfo(kind: element.kind, rect: rect))
        }
    }

    /// A dotted area naming elements that are not drawn (yet).
    package static func drawPlaceholder(_ kinds: [String], extensionName: String, into grid: inout CellGrid, rect: Rect) {
        guard !rect.isEmpty else { return }
        let style = Style(foreground: .role(.secondaryText), background: .role(.card))
        grid.fill(rect, with: "·", style: style.with(foreground: .role(.border)))
        let names = kinds.joined(separator: " · ")
        let label = extensionName.isEmpty ? names : (kinds.isEmpty ? extensionName : extensionName + ": " + names)
        let text = " " + TextLayout.truncate(label, width: max(0, rect.width - 4)) + " "
        let x = rect.x + max(0, (rect.width - DisplayWidth.of(text)) / 2)
        grid.put(text, at: Point(x: x, y: rect.y + rect.height / 2), style: style, clip: rect)
    }
}

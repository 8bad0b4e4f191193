import PushPeekModel
import PushPeekCanvas
import PushPeekApp
import PushPeekJSON

/// Draws a Live Activity's views (labels, images, stacks, progress bars, timers) into a rectangle
/// of the activity's presentation: the same element vocabulary as the content extension, read
/// against the activity's attributes and content state, with timers counting by the context's clock.
public enum ActivityViewRenderer {
    /// The most rows an image's `height` takes (as `ViewMetrics` bounds the content extension's).
    static let maximumImageRows = 1000
    /// The points a row of an activity's view stands for.
    public static let pointsPerRow = 16.0
    /// "The system may truncate a Live Activity's lock screen presentation taller than 160 points"
    /// ("Displaying live data with Live Activities"): the rows that always show.
    public static let lockScreenPointLimit = 160.0
    public static var lockScreenRowLimit: Int { Int(lockScreenPointLimit / pointsPerRow) }

    /// Rows `elements` take at `width`.
    public static func height(_ elements: [ViewElement], width: Int, context: ActivityViewContext) -> Int {
        elements.map { height($0, width: width, context: context) }.reduce(0, +)
    }

    package static func height(_ element: ViewElement, width: Int, context: ActivityViewContext) -> Int {
        switch element.content {
        case .label(let label):
            return max(1, lines(label, width: width, context: context).count)
        case .image:
            return element.height.map { WholeNumber.clamped(($0 / 16).rounded(.towardZero), to: 1...Self.maximumImageRows) } ?? 1
        case .stack(let stack):
            let frame = stack.border ? 2 : 0
            if stack.axis == .horizontal {
                let widths = columns(stack.children, width: width - frame)
                return frame + (zip(stack.children, widths).map { height($0, width: $1, context: context) }.max() ?? 0)
            }
            let inner = stack.children.map { height($0, width: width - frame, context: context) }
            return frame + inner.reduce(0, +) + stack.spacing * max(0, inner.count - 1)
        default:
            return 1
        }
    }

    /// Widths of a horizontal stack's children: `width` points as given, the rest shared.
    package static func columns(_ children: [ViewElement], width: Int) -> [Int] {
        let fixed = children.compactMap { $0.width.map { ViewMetrics.columns($0) } }.reduce(0, +)
        let sharing = children.filter { $0.width == nil }.count
        let share = sharing == 0 ? 0 : max(1, (width - fixed - (children.count - 1)) / sharing)
        return children.map { child in child.width.map { ViewMetrics.columns($0) } ?? share }
    }

    package static func lines(_ label: LabelElement, width: Int, context: ActivityViewContext) -> [String] {
        guard width > 0 else { return [] }
        let text = label.keyPath.map { context.text($0) ?? "" } ?? TextTemplate.fill(label.text ?? "") { context.text($0) }
        return TextLayout.wrap(text, width: width, maxLines: label.lines ?? 2)
    }

    /// Draws `elements` top to bottom; `trailing` right-aligns text (a trailing region).
    public static func draw(_ elements: [ViewElement], context: ActivityViewContext, into grid: inout CellGrid, rect: Rect,
                            trailing: Bool = false, background: Color = .role(.card)) {
        var y = rect.y
        for element in elements where y < rect.maxY {
            let rows = height(element, width: rect.width, context: context)
            draw(element, context: context, into: &grid, rect: Rect(x: rect.x, y: y, width: rect.width, height: min(rows, rect.maxY - y)),
                 trailing: trailing, background: background)
            y += rows
        }
    }

    /// Draws one element into `rect`.
    package static func draw(_ element: ViewElement, context: ActivityViewContext, into grid: inout CellGrid, rect: Rect,
                     trailing: Bool, background: Color) {
        switch element.content {
        case .label(let label):
            let style = Style(foreground: label.color ?? .role(.text), background: background, bold: label.bold)
            for (offset, line) in lines(label, width: rect.width, context: context).prefix(rect.height).enumerated() {
                Self.put(line, row: rect.y + offset, style: style, alignment: label.alignment, rect: rect, trailing: trailing, into: &grid)
            }
        case .timer(let timer):
            let text = context.date(timer.date).map { timer.text(date: $0, now: context.now) } ?? "--:--"
            Self.put(text, row: rect.y, style: Style(foreground: timer.color ?? .role(.text), background: background, bold: timer.bold), alignment: .leading, rect: rect, trailing: trailing, into: &grid)
        case .progress(let progress):
            let bar = ProgressElement.bar(progress.fraction(of: context.number(progress.value)), width: rect.width)
            Self.put(bar, row: rect.y, style: Style(foreground: progress.tint ?? .role(.accent), background: background), alignment: .leading, rect: rect, trailing: trailing, into: &grid)
        case .image(let image):
            Self.put("▣ " + (image.name ?? "image"), row: rect.y, style: Style(foreground: .role(.secondaryText), background: background), alignment: .leading, rect: rect, trailing: trailing, into: &grid)
        case .stack(let stack):
            var inner = rect
            if stack.border, rect.width >= 2, rect.height >= 2 {
                ActivityScreen.box(Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height), into: &grid,
                                   style: Style(foreground: stack.borderColor ?? .role(.border), background: background))
                inner = Rect(x: rect.x + 1, y: rect.y + 1, width: rect.width - 2, height: rect.height - 2)
            }
            if stack.axis == .horizontal {
                var x = inner.x
                for (child, width) in zip(stack.children, columns(stack.children, width: inner.width)) {
                    let last = child.path == stack.children.last?.path && stack.children.count > 1
                    draw(child, context: context, into: &grid, rect: Rect(x: x, y: inner.y, width: min(width, inner.maxX - x), height: inner.height),
                         trailing: trailing || last, background: background)
                    x += width + 1
                }
            } else {
                draw(stack.children, context: context, into: &grid, rect: inner, trailing: trailing, background: background)
            }
        default:
            Self.put("[" + element.kind + "]", row: rect.y, style: Style(foreground: .role(.secondaryText), background: background), alignment: .leading, rect: rect, trailing: trailing, into: &grid)
        }
    }

    /// `text` on `row` of `rect`, cut to its width, at the leading edge, centred or trailing.
    package static func put(_ text: String, row: Int, style: Style, alignment: LabelElement.Alignment, rect: Rect, trailing: Bool,
                    into grid: inout CellGrid) {
        let shown = TextLayout.truncate(text, width: rect.width)
        let room = max(0, rect.width - DisplayWidth.of(shown))
        let x = rect.x + (trailing || alignment == .trailing ? room : alignment == .center ? room / 2 : 0)
        grid.put(shown, at: Point(x: x, y: row), style: style, clip: rect)
    }
}

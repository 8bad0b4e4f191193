import PushPeekJSON
import PushPeekModel
import PushPeekMaps

/// One element of the extension's custom view, decoded from its `view` entry. Elements flow top to
/// bottom; one with `align` is placed in a corner or edge of its container instead (over the others).
public struct ViewElement: Sendable {
    /// What the element is.
    public indirect enum Content: Sendable {
        case label(LabelElement)
        case image(ImageElement)
        case button(ButtonElement)
        case segmented(SegmentedElement)
        /// `progress`: `ProgressView(value:total:)`.
        case progress(ProgressElement)
        /// `timer`: `Text(timerInterval:)` or `Text(date, style:)`, counting with the clock.
        case timer(TimerElement)
        /// `map`: a map placed by payload values.
        case map(MapElement)
        /// `stack` or `container`: children laid out in a (bordered) box.
        case stack(StackElement)
        /// A kind pushpeek does not draw, shown as a placeholder naming it.
        case other
    }

    public var content: Content
    /// `id`: how responses (`setLabel`) and the log name the element.
    public var id: String?
    /// `align`: where the element sits in its container; nil flows top to bottom.
    public var align: ViewAlignment?
    /// `margin` in points from the container's edges (with `align`) or around the element.
    public var margin: Double
    /// `width` / `height` in points (see `ViewMetrics` for points → cells).
    public var width: Double?
    public var height: Double?
    /// The kind as written (`map`, `label` …: the element's one key).
    public var kind: String
    /// JSON path of the element's object (`extensions[0].view[1].image`), for messages and as its key.
    public var path: String
    /// Where the kind key is written.
    public var location: SourceLocation
    /// The payload values this element reads, with where each is bound.
    public var bindings: [ViewBinding]

    public init(content: Content, kind: String, path: String, location: SourceLocation = .start, bindings: [ViewBinding] = [],
                id: String? = nil, align: ViewAlignment? = nil, margin: Double = 0, width: Double? = nil, height: Double? = nil) {
        self.content = content
        self.kind = kind
        self.path = path
        self.location = location
        self.bindings = bindings
        self.id = id
        self.align = align
        self.margin = margin
        self.width = width
        self.height = height
    }

    /// The key under which the preview keeps this element's state: its `id`, else its JSON path.
    public var key: String { id ?? path }

    /// Whether the element is a control that can take focus (a button or segmented control).
    public var isControl: Bool {
        switch content {
        case .button, .segmented: return true
        default: return false
        }
    }

    /// The controls among `elements`, depth first in document order: the focus order of the custom view.
    public static func controls(in elements: [ViewElement]) -> [ViewElement] {
        var result: [ViewElement] = []
        WorkCounter.add(elements.count)
        for element in elements {
            if element.isControl { result.append(element) }
            if case .stack(let stack) = element.content { result += controls(in: stack.children) }
        }
        return result
    }

    /// The element with this `id`, searched depth first.
    public static func element(id: String, in elements: [ViewElement]) -> ViewElement? {
        for element in elements {
            if element.id == id { return element }
            if case .stack(let stack) = element.content, let found = self.element(id: id, in: stack.children) { return found }
        }
        return nil
    }

    /// Every button's `onTap`, depth first, with the button's JSON path.
    public static func tapHandlers(in elements: [ViewElement]) -> [(name: String, path: String)] {
        var result: [(name: String, path: String)] = []
        for element in elements {
            if case .button(let button) = element.content, let name = button.onTap { result.append((name, element.path + ".onTap")) }
            if case .stack(let stack) = element.content { result += tapHandlers(in: stack.children) }
        }
        return result
    }

    /// The payload values `elements` read, depth first in document order.
    public static func bindings(in elements: [ViewElement]) -> [ViewBinding] {
        var result: [ViewBinding] = []
        for element in elements {
            result += element.bindings
            if case .stack(let stack) = element.content { result += bindings(in: stack.children) }
        }
        return result
    }

    /// The label with this `id`, searched depth first.
    public static func label(id: String, in elements: [ViewElement]) -> LabelElement? {
        for element in elements {
            if element.id == id, case .label(let label) = element.content { return label }
            if case .stack(let stack) = element.content, let found = label(id: id, in: stack.children) { return found }
        }
        return nil
    }
}

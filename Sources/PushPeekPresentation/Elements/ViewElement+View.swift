import PushPeekApp

extension ViewElement {
    /// The view that measures and draws this element: the one place a kind meets its view.
    package var view: any ElementView {
        switch content {
        case .label(let label): return LabelView(label: label, element: self)
        case .image(let image): return ImageView(image: image, element: self)
        case .button(let button): return ButtonView(button: button, element: self)
        case .segmented(let segmented): return SegmentedView(segmented: segmented, element: self)
        case .progress(let progress): return ProgressView(progress: progress, element: self)
        case .timer(let timer): return TimerView(timer: timer, element: self)
        case .map(let map): return MapElementView(map: map, element: self)
        case .stack(let stack): return StackView(stack: stack, element: self)
        case .other: return PlaceholderView(kinds: [kind], element: self)
        }
    }
}

import PushPeekModel

/// Where everything on a rendered card lies, in card coordinates: what `render --format json` reports
/// and what mouse clicks are tested against.
public struct CardLayout: Sendable, Equatable {
    public var width: Int
    public var height: Int
    public var stage: Stage
    /// Shown sections, top to bottom.
    public var sections: [CardSection]
    /// One rectangle per visible action, in order.
    public var actionRects: [Rect]
    /// The dismiss button (×) in the expanded header.
    public var dismissRect: Rect?
    /// Machine-readable descriptions of the custom view's elements (maps ...), in card coordinates.
    public var elements: [ElementInfo]
    /// The custom view's controls as drawn.
    public var controls: [ControlFrame]
    /// The media play/pause button, when shown.
    public var mediaButtonRect: Rect?
    /// The keyboard area, when the reply keyboard, the input view or the unlock prompt is up.
    public var input: InputLayout?
    /// The row that names the notification and carries the time or ✕: the classic header, the
    /// iOS 15 title row beside the icon (nil when the default content is hidden).
    public var headlineRow: Int?
    /// The row under a dismissed card that says it was dismissed (nil when it was not).
    public var noticeRow: Int?

    public init(width: Int, height: Int, stage: Stage, sections: [CardSection] = [], actionRects: [Rect] = [], dismissRect: Rect? = nil,
                elements: [ElementInfo] = [], controls: [ControlFrame] = [], mediaButtonRect: Rect? = nil, input: InputLayout? = nil) {
        self.width = width
        self.height = height
        self.stage = stage
        self.sections = sections
        self.actionRects = actionRects
        self.dismissRect = dismissRect
        self.elements = elements
        self.controls = controls
        self.mediaButtonRect = mediaButtonRect
        self.input = input
    }

    public func section(_ name: SectionName) -> CardSection? {
        sections.first { $0.name == name }
    }
}

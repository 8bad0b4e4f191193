import PushPeekModel

/// Where the keyboard area's parts were drawn (in card coordinates): it takes the place of the action
/// buttons while the reply keyboard, the custom input view or "Unlock to continue" is up.
public struct InputLayout: Sendable, Equatable {
    /// The whole area, frame included.
    public var rect: Rect
    /// The reply's text field and send button.
    public var fieldRect: Rect?
    public var sendRect: Rect?
    /// The input accessory buttons above the field.
    public var accessoryRects: [Rect]
    /// The slider's track: the thumb is at `x + fraction × (width − 1)`.
    public var trackRect: Rect?
    /// The "Unlock to continue" prompt.
    public var promptRect: Rect?
    /// The payment sheet's confirm line and Cancel button.
    public var payRect: Rect?
    public var cancelRect: Rect?

    public init(rect: Rect, fieldRect: Rect? = nil, sendRect: Rect? = nil, accessoryRects: [Rect] = [], trackRect: Rect? = nil, promptRect: Rect? = nil) {
        self.rect = rect
        self.fieldRect = fieldRect
        self.sendRect = sendRect
        self.accessoryRects = accessoryRects
        self.trackRect = trackRect
        self.promptRect = promptRect
    }
}

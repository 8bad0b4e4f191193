import PushPeekModel

/// Where a control of the custom view was drawn, in card coordinates, for clicks and `--format json`.
public struct ControlFrame: Sendable, Equatable {
    /// Index into `PreviewState.controls`.
    public var index: Int
    public var rect: Rect
    /// A segmented control's segments, left to right (empty for buttons).
    public var segmentRects: [Rect]

    public init(index: Int, rect: Rect, segmentRects: [Rect] = []) {
        self.index = index
        self.rect = rect
        self.segmentRects = segmentRects
    }
}

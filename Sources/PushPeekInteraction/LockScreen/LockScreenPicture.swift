import PushPeekModel
import PushPeekCanvas
import PushPeekPresentation

/// The list drawn into cells, with where each item and each notification's card landed.
public struct LockScreenPicture: Sendable {
    public var grid: CellGrid
    /// Each item's rows (the focus marker's, and a click's target), in list order.
    public var itemRects: [(item: LockScreenItem, rect: Rect)]
    /// The pictures (attachment thumbnails) drawn, in grid coordinates.
    public var pictures: [PicturePlacement]
}

import PushPeekModel

/// Where a positioned element sits in its container (SwiftUI's names).
public enum ViewAlignment: String, Sendable, CaseIterable {
    case topLeading, top, topTrailing
    case leading, center, trailing
    case bottomLeading, bottom, bottomTrailing

    /// A rectangle of `size` placed in `container`, `marginX` columns / `marginY` rows in from the
    /// edges it is aligned to.
    public func place(_ size: Size, in container: Rect, marginX: Int, marginY: Int) -> Rect {
        let width = min(size.width, container.width)
        let height = min(size.height, container.height)
        let middle = container.centred(Size(width: width, height: height))
        let x: Int
        switch self {
        case .topLeading, .leading, .bottomLeading: x = container.x + marginX
        case .top, .center, .bottom: x = middle.x
        case .topTrailing, .trailing, .bottomTrailing: x = container.maxX - marginX - width
        }
        let y: Int
        switch self {
        case .topLeading, .top, .topTrailing: y = container.y + marginY
        case .leading, .center, .trailing: y = middle.y
        case .bottomLeading, .bottom, .bottomTrailing: y = container.maxY - marginY - height
        }
        return Rect(x: max(container.x, x), y: max(container.y, y), width: width, height: height)
    }
}

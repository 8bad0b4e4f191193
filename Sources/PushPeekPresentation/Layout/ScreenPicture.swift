import PushPeekModel
import PushPeekCanvas

/// A picture wholly in view on the screen, where a terminal with pixels may draw it over its
/// symbols: the cells it fills (its fitted frame, aspect kept) and the picture.
///
/// Invariant: every cell of `rect` lies on the screen and shows the picture's symbols as drawn (no
/// overlay, status line or edge covers any of it); a picture partly hidden is not a `ScreenPicture`
/// and shows as symbols.
public struct ScreenPicture: Sendable {
    public var image: RasterImage
    /// The cells, on the screen.
    public var rect: Rect

    public init(image: RasterImage, rect: Rect) {
        self.image = image
        self.rect = rect
    }

    /// The placements of a card drawn at `origin` that `grid` still shows whole inside `area`.
    public static func visible(_ placements: [PicturePlacement], origin: Point, in grid: CellGrid, area: Rect) -> [ScreenPicture] {
        placements.compactMap { placement in
            guard let image = placement.attachment.image else { return nil }
            let rows = (placement.frame.height + 1) / 2
            let rect = Rect(x: origin.x + placement.frame.x, y: origin.y + placement.frame.y / 2, width: placement.frame.width, height: rows)
            guard rect.width > 0, rect.height > 0, rect.x >= area.x, rect.y >= area.y,
                  rect.maxX <= area.maxX, rect.maxY <= area.maxY, rect.maxX <= grid.width, rect.maxY <= grid.height else { return nil }
            for y in rect.y..<rect.maxY {
                for x in rect.x..<rect.maxX where !placement.showsPicture(in: grid, x: x - origin.x, y: y - origin.y, offset: origin) {
                    return nil
                }
            }
            return ScreenPicture(image: image, rect: rect)
        }
    }
}

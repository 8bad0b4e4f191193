import PushPeekModel

/// That maps are drawn in pixels too, and how: the size of a terminal cell in pixels, the colours,
/// and whether the picture is also encoded as a PNG file (for `render --format svg`/`html`).
public struct MapPictureOptions: Hashable, Sendable {
    public var cellPixels: Size
    public var colors: MapPictureColors
    public var encodesPNG: Bool

    public init(cellPixels: Size, colors: MapPictureColors, encodesPNG: Bool = false) {
        self.cellPixels = cellPixels
        self.colors = colors
        self.encodesPNG = encodesPNG
    }
}

import PushPeekModel

/// How a picture becomes symbol cells at a colour depth: the half-block renderer of this module
/// (`halfBlocks`), or one the edge provides (libchafa's symbols, `PushPeekImages`).
///
/// Invariant: `cells` returns a grid of exactly the size asked for, the picture fitted and centred
/// as `ImageCellRenderer.fittedFrame` places it, each cell one column wide. Two renderers are equal
/// when their names are: a name stands for one way of drawing.
public struct PictureRenderer: Sendable, Equatable {
    /// What draws the symbols, as the README and `--version` name it.
    public let name: String
    /// Whether its pictures stay recognisable at 8 or 16 colours; where they would not, the ASCII
    /// ramp is drawn there instead.
    public let drawsFewColors: Bool
    private let draw: @Sendable (RasterImage, Size, ColorDepth, RGB?) -> CellGrid

    public init(name: String, drawsFewColors: Bool, draw: @escaping @Sendable (RasterImage, Size, ColorDepth, RGB?) -> CellGrid) {
        self.name = name
        self.drawsFewColors = drawsFewColors
        self.draw = draw
    }

    /// Two pixels a cell, `▀` in 24-bit colour (the painter quantises them).
    public static let halfBlocks = PictureRenderer(name: "half blocks", drawsFewColors: false) { image, size, depth, backdrop in
        ImageCellRenderer.render(image, size: size, depth: depth, mono: false, backdrop: backdrop)
    }

    /// `image` in a `size` box at `depth`; without colour (depth `.none`) the ASCII ramp.
    public func cells(of image: RasterImage, size: Size, depth: ColorDepth, backdrop: RGB? = nil) -> CellGrid {
        guard depth != .none else { return ImageCellRenderer.render(image, size: size, depth: .none, mono: true, backdrop: backdrop) }
        return draw(image, size, depth, backdrop)
    }

    public static func == (left: PictureRenderer, right: PictureRenderer) -> Bool { left.name == right.name }
}

import PushPeekCanvas

/// A map drawn in pixels: the picture, its PNG file when one was asked for, and what drawing it cost.
///
/// Invariant: `png`, when present, decodes to `image`. `isCut` says the drawing reached
/// `PixelCanvas`'s work limit (the picture's top row then says so).
public struct MapPicture: Hashable, Sendable {
    public var image: RasterImage
    public var png: [UInt8]?
    /// `PixelCanvas.work` spent.
    public var work: Int
    public var isCut: Bool

    public init(image: RasterImage, png: [UInt8]?, work: Int, isCut: Bool) {
        self.image = image
        self.png = png
        self.work = work
        self.isCut = isCut
    }
}

import PushPeekModel
import PushPeekCanvas

/// Pictures libchafa drew, kept so that redrawing a frame does not draw them again: found by the
/// picture's pixel storage (the entry holds the picture, so that storage stays its own), box,
/// depth and backdrop (`PictureKeeper`: thread-safe, at most `capacity` entries).
package final class ChafaSymbolCache: @unchecked Sendable {
    static let capacity = 64

    /// What a drawing depends on; equal keys have equal pixels.
    struct Key: Hashable {
        let storage: UInt
        let width: Int
        let height: Int
        let size: Size
        let depth: ColorDepth
        let backdrop: RGB?

        init(image: RasterImage, size: Size, depth: ColorDepth, backdrop: RGB?) {
            storage = image.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
            width = image.width
            height = image.height
            self.size = size
            self.depth = depth
            self.backdrop = backdrop
        }
    }

    private let kept = PictureKeeper<Key, CellGrid>(capacity: capacity)

    package init() {}

    /// The cells kept for `key`, or `draw`'s, kept. `image` is the picture `key` was made from.
    func cells(for key: Key, image: RasterImage, draw: () -> CellGrid) -> CellGrid {
        kept.value(for: key, image: image, make: draw)
    }

    /// How many times a picture was drawn rather than found.
    package var drawCount: Int { kept.makeCount }
}

import PushPeekModel
import PushPeekCanvas

/// Pictures encoded in pixels, kept so that a picture sent again (sixel and iTerm2 after its cells
/// were repainted, kitty after a clear or resize) is not encoded again. Found by the picture's pixel
/// storage (the entry holds the picture, so that storage stays its own), its size in cells and the
/// cell's size in pixels (`PictureKeeper`).
final class EncodedPictureCache: @unchecked Sendable {
    static let capacity = 16

    struct Key: Hashable {
        let storage: UInt
        let width: Int
        let height: Int
        let cells: Size
        let cellPixels: Size
    }

    private let kept = PictureKeeper<Key, [UInt8]>(capacity: capacity)

    /// The bytes kept for `image` in `cells` of `cellPixels`, or `encode`'s, kept.
    func bytes(for image: RasterImage, cells: Size, cellPixels: Size, encode: () -> [UInt8]) -> [UInt8] {
        let key = Key(storage: image.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }, width: image.width,
                      height: image.height, cells: cells, cellPixels: cellPixels)
        return kept.value(for: key, image: image, make: encode)
    }

    /// How many times a picture was encoded rather than found.
    var encodeCount: Int { kept.makeCount }
}

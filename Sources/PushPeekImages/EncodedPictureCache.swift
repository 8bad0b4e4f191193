import PushPeekModel
import PushPeekCanvas

/// Pictures encoded in pixels, kept so that a picture sent again (sixel and iTerm2 after its cells
/// were repainted, kitty after a clear or resize) is not encoded again. Found by the picture's pixel
/// storage (the entry holds the picture, so that storage stays its own), its size in cells and the
/// cell's size in pixels (`PictureKeeper`). A picture can be encoded ahead, on a thread of its own
/// (`encodeAhead`), while the frame's cells are drawn; asked for meanwhile, it is waited for.
final class EncodedPictureCache: @unchecked Sendable {
    static let capacity = 16

    struct Key: Hashable, Sendable {
        let storage: UInt
        let width: Int
        let height: Int
        let cells: Size
        let cellPixels: Size
    }

    private let kept = PictureKeeper<Key, [UInt8]>(capacity: capacity)

    /// The bytes kept for `image` in `cells` of `cellPixels` (waited for while encoded ahead), or
    /// `encode`'s, kept.
    func bytes(for image: RasterImage, cells: Size, cellPixels: Size, encode: () -> [UInt8]) -> [UInt8] {
        kept.value(for: Self.key(image, cells, cellPixels), image: image, make: encode)
    }

    /// Starts `encode` for `image` in `cells` of `cellPixels` on a thread of its own, unless its
    /// bytes are kept or already underway.
    func encodeAhead(_ image: RasterImage, cells: Size, cellPixels: Size, encode: @escaping @Sendable () -> [UInt8]) {
        kept.makeAhead(for: Self.key(image, cells, cellPixels), image: image, make: encode)
    }

    /// Whether the bytes for `image` in `cells` of `cellPixels` are kept or being encoded ahead.
    func isKnown(_ image: RasterImage, cells: Size, cellPixels: Size) -> Bool {
        kept.isKnown(Self.key(image, cells, cellPixels))
    }

    private static func key(_ image: RasterImage, _ cells: Size, _ cellPixels: Size) -> Key {
        Key(storage: image.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }, width: image.width,
            height: image.height, cells: cells, cellPixels: cellPixels)
    }

    /// How many times a picture was encoded rather than found.
    var encodeCount: Int { kept.makeCount }
}

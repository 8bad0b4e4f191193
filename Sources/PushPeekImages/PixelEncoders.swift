import PushPeekModel
import PushPeekCanvas

/// The encoders of pictures in pixels: sixel and kitty written here (`SixelEncoder`, with a
/// palette of each picture's own colours; `KittyEncoder`, each picture a PNG file by `PNGEncoder`),
/// iTerm2's inline images by libchafa (`ChafaPixels`). Nil without libchafa, whose symbols the
/// pixels are drawn over.
public enum PixelEncoders {
    /// The encoder for `graphics`; each picture it encodes is kept (`EncodedPictureCache`), so one
    /// sent again is not encoded again.
    public static func encoder(for graphics: GraphicsProtocol) -> PictureEncoder? {
        encoder(for: graphics, keepingIn: EncodedPictureCache())
    }

    /// The encoder for `graphics` keeping its pictures in `cache`; nil without libchafa. Sixel and
    /// kitty, pushpeek's own, can be encoded ahead on a thread of their own (`encodeAhead`).
    static func encoder(for graphics: GraphicsProtocol, keepingIn cache: EncodedPictureCache) -> PictureEncoder? {
        guard ChafaSymbols.renderer != nil else { return nil }
        var ahead: (@Sendable (RasterImage, Size, Size) -> Void)?
        if graphics != .iterm2 {
            ahead = { image, cells, cellPixels in
                cache.encodeAhead(image, cells: cells, cellPixels: cellPixels) { encode(image, as: graphics, cells: cells, cellPixels: cellPixels) }
            }
        }
        return PictureEncoder(graphics: graphics, encode: { image, cells, cellPixels in
            cache.bytes(for: image, cells: cells, cellPixels: cellPixels) { encode(image, as: graphics, cells: cells, cellPixels: cellPixels) }
        }, encodeAhead: ahead)
    }

    private static func encode(_ image: RasterImage, as graphics: GraphicsProtocol, cells: Size, cellPixels: Size) -> [UInt8] {
        guard image.width > 0, image.height > 0 else { return [] }
        switch graphics {
        case .sixel: return SixelEncoder.encode(image, cells: cells, cellPixels: cellPixels)
        case .kitty: return KittyEncoder.encode(image, cells: cells, cellPixels: cellPixels, png: PNGEncoder.encoded)
        case .iterm2: return ChafaPixels.iterm2(image, cells: cells, cellPixels: cellPixels)
        }
    }
}

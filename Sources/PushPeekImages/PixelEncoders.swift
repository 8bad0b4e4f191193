import PushPeekModel
import PushPeekCanvas

/// The encoders of pictures in pixels: sixel and kitty written here (`SixelEncoder`, with a
/// palette of each picture's own colours; `KittyEncoder`, pixels deflated by zlib), iTerm2's inline images by
/// libchafa (`ChafaPixels`). Nil without libchafa, whose symbols the pixels are drawn over.
public enum PixelEncoders {
    /// The encoder for `graphics`; each picture it encodes is kept (`EncodedPictureCache`), so one
    /// sent again is not encoded again.
    public static func encoder(for graphics: GraphicsProtocol) -> PictureEncoder? {
        encoder(for: graphics, keepingIn: EncodedPictureCache())
    }

    /// The encoder for `graphics` keeping its pictures in `cache`; nil without libchafa.
    static func encoder(for graphics: GraphicsProtocol, keepingIn cache: EncodedPictureCache) -> PictureEncoder? {
        guard ChafaSymbols.renderer != nil else { return nil }
        return PictureEncoder(graphics: graphics) { image, cells, cellPixels in
            cache.bytes(for: image, cells: cells, cellPixels: cellPixels) {
                guard image.width > 0, image.height > 0 else { return [] }
                switch graphics {
                case .sixel: return SixelEncoder.encode(image, cells: cells, cellPixels: cellPixels)
                case .kitty: return KittyEncoder.encode(image, cells: cells, cellPixels: cellPixels, deflate: ZlibDeflate.compressed)
                case .iterm2: return ChafaPixels.iterm2(image, cells: cells, cellPixels: cellPixels)
                }
            }
        }
    }
}

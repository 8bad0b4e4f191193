#if canImport(CChafa)
import CChafa
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekModel
import PushPeekCanvas

/// Pictures in real pixels as libchafa writes them: a sixel image (its height cut to whole sixel
/// bands inside the cells), a kitty graphics transmission shown at the cursor (`a=T`, its size in
/// cells `c`/`r`), or an iTerm2 inline image (`width`/`height` in cells). Nil without libchafa.
public enum ChafaPixels {
    /// The encoder for `graphics`; each picture it encodes is kept (`ChafaPixelCache`), so one sent
    /// again costs no libchafa call.
    public static func encoder(for graphics: GraphicsProtocol) -> PictureEncoder? {
        encoder(for: graphics, keepingIn: ChafaPixelCache())
    }

    /// The encoder for `graphics` keeping its pictures in `cache`; nil without libchafa.
    static func encoder(for graphics: GraphicsProtocol, keepingIn cache: ChafaPixelCache) -> PictureEncoder? {
        #if canImport(CChafa)
        return PictureEncoder(graphics: graphics) { image, cells, cellPixels in
            cache.bytes(for: image, cells: cells, cellPixels: cellPixels) {
                encode(image, cells: cells, cellPixels: cellPixels, graphics: graphics)
            }
        }
        #else
        return nil
        #endif
    }

    #if canImport(CChafa)
    private static func encode(_ image: RasterImage, cells: Size, cellPixels: Size, graphics: GraphicsProtocol) -> [UInt8] {
        guard image.width > 0, image.height > 0 else { return [] }
        let format: Int32
        switch graphics {
        case .sixel: format = Int32(PPCHAFA_SIXEL)
        case .kitty: format = Int32(PPCHAFA_KITTY)
        case .iterm2: format = Int32(PPCHAFA_ITERM2)
        }
        var length = 0
        guard let bytes = ppchafa_draw_pixels(image.pixels, Int32(image.width), Int32(image.height), Int32(cells.width), Int32(cells.height),
                                              Int32(cellPixels.width), Int32(cellPixels.height), format, &length) else { return [] }
        defer { free(bytes) }
        return bytes.withMemoryRebound(to: UInt8.self, capacity: length) { Array(UnsafeBufferPointer(start: $0, count: length)) }
    }
    #endif
}

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

/// Pictures in real pixels as libchafa writes them: an iTerm2 inline image (`width`/`height` in
/// cells). Empty without libchafa. (Sixel and kitty are `SixelEncoder`'s and `KittyEncoder`'s.)
enum ChafaPixels {
    /// `image` stretched over `cells` cells of `cellPixels` pixels as an iTerm2 inline image.
    static func iterm2(_ image: RasterImage, cells: Size, cellPixels: Size) -> [UInt8] {
        #if canImport(CChafa)
        guard image.width > 0, image.height > 0 else { return [] }
        var length = 0
        guard let bytes = ppchafa_draw_pixels(image.pixels, Int32(image.width), Int32(image.height), Int32(cells.width), Int32(cells.height),
                                              Int32(cellPixels.width), Int32(cellPixels.height), Int32(PPCHAFA_ITERM2), &length) else { return [] }
        defer { free(bytes) }
        return bytes.withMemoryRebound(to: UInt8.self, capacity: length) { Array(UnsafeBufferPointer(start: $0, count: length)) }
        #else
        return []
        #endif
    }
}

#if canImport(ImageIO)
import PushPeekCore

/// Decodes PNG files with ImageIO into 8-bit RGBA (macOS; libpng elsewhere).
public enum PNGDecoder {
    public static func decode(_ bytes: [UInt8]) throws(InputError) -> RasterImage {
        try ImageIODecoder.decode(bytes, as: .png)
    }
}
#else
import CPNG
import PushPeekCore

/// Decodes PNG files through the system libpng's simplified API into 8-bit RGBA (any bit depth,
/// palette, grey or alpha layout; gamma handled by libpng).
public enum PNGDecoder {
    public static func decode(_ bytes: [UInt8]) throws(InputError) -> RasterImage {
        try DecodedPixels.decode(bytes, with: pppng_decode, codes: (ok: Int32(PPPNG_OK), tooLarge: Int32(PPPNG_TOO_LARGE), noMemory: Int32(PPPNG_NO_MEMORY)),
                                 format: "PNG", free: pppng_free)
    }
}
#endif

import PushPeekJSON
import PushPeekCanvas
#if canImport(ImageIO)

/// Decodes PNG files with ImageIO into 8-bit RGBA (macOS; libpng elsewhere).
public enum PNGDecoder {
    public static func decode(_ bytes: [UInt8], maximumSide: Int = ImageReducer.maximumSide) throws(InputError) -> RasterImage {
        try ImageIODecoder.decode(bytes, as: .png, maximumSide: maximumSide)
    }
}
#else
import CPNG

/// Decodes PNG files through the system libpng into 8-bit RGBA (any bit depth, palette, grey or alpha
/// layout; gamma converted to sRGB), row by row through `ImageReducer`, so a picture is never held at
/// more than the size it can be drawn at.
public enum PNGDecoder {
    /// `maximumSide`: the longest side kept (pictures on the card keep `ImageReducer.maximumSide`).
    public static func decode(_ bytes: [UInt8], maximumSide: Int = ImageReducer.maximumSide) throws(InputError) -> RasterImage {
        try DecodedPixels.decode(bytes, with: pppng_decode_rows,
                                 codes: (ok: Int32(PPPNG_OK), tooLarge: Int32(PPPNG_TOO_LARGE), noMemory: Int32(PPPNG_NO_MEMORY)),
                                 format: "PNG", maximumSide: maximumSide)
    }
}
#endif

import PushPeekJSON
import PushPeekCanvas
#if canImport(ImageIO)

/// Decodes JPEG files with ImageIO into 8-bit RGBA (macOS; libjpeg elsewhere).
public enum JPEGDecoder {
    public static func decode(_ bytes: [UInt8], maximumSide: Int = ImageReducer.maximumSide) throws(InputError) -> RasterImage {
        try ImageIODecoder.decode(bytes, as: .jpeg, maximumSide: maximumSide)
    }
}
#else
import CJPEG

/// Decodes baseline and progressive JPEG files (RGB, greyscale, CMYK) through the system libjpeg into
/// 8-bit RGBA, at the size they can be drawn at: libjpeg's scaled decoding (1/2, 1/4, 1/8), then
/// `ImageReducer` row by row. libjpeg's fatal errors come back as messages, never as `exit()`;
/// truncated data is an error.
public enum JPEGDecoder {
    /// `maximumSide`: the longest side kept (pictures on the card keep `ImageReducer.maximumSide`).
    public static func decode(_ bytes: [UInt8], maximumSide: Int = ImageReducer.maximumSide) throws(InputError) -> RasterImage {
        try DecodedPixels.decode(bytes, with: ppjpeg_decode_rows,
                                 codes: (ok: Int32(PPJPEG_OK), tooLarge: Int32(PPJPEG_TOO_LARGE), noMemory: Int32(PPJPEG_NO_MEMORY)),
                                 format: "JPEG", maximumSide: maximumSide)
    }
}
#endif

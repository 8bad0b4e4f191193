import CJPEG
import PushPeekCore

/// Decodes baseline and progressive JPEG files (RGB, greyscale, CMYK) through the system libjpeg into
/// 8-bit RGBA. libjpeg's fatal errors come back as messages, never as `exit()`; truncated data is an error.
public enum JPEGDecoder {
    public static func decode(_ bytes: [UInt8]) throws(InputError) -> RasterImage {
        var width: UInt32 = 0
        var height: UInt32 = 0
        var pixels: UnsafeMutablePointer<UInt8>?
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { buffer in
            message.withUnsafeMutableBufferPointer { text in
                ppjpeg_decode(buffer.baseAddress, buffer.count, UInt32(RasterImage.maxDimension),
                              UInt64(RasterImage.maxPixelCount), &width, &height, &pixels,
                              text.baseAddress, text.count)
            }
        }
        return try DecodedPixels.image(
            status: status, codes: (ok: Int32(PPJPEG_OK), tooLarge: Int32(PPJPEG_TOO_LARGE), noMemory: Int32(PPJPEG_NO_MEMORY)),
            width: width, height: height, pixels: pixels, message: message, format: "JPEG", free: ppjpeg_free
        )
    }
}

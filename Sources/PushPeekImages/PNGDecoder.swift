import CPNG
import PushPeekCore

/// Decodes PNG files through the system libpng's simplified API into 8-bit RGBA (any bit depth,
/// palette, grey or alpha layout; gamma handled by libpng).
public enum PNGDecoder {
    public static func decode(_ bytes: [UInt8]) throws(InputError) -> RasterImage {
        var width: UInt32 = 0
        var height: UInt32 = 0
        var pixels: UnsafeMutablePointer<UInt8>?
        var message = [CChar](repeating: 0, count: 128)
        let status = bytes.withUnsafeBufferPointer { buffer in
            message.withUnsafeMutableBufferPointer { text in
                pppng_decode(buffer.baseAddress, buffer.count, UInt32(RasterImage.maxDimension),
                             UInt64(RasterImage.maxPixelCount), &width, &height, &pixels,
                             text.baseAddress, text.count)
            }
        }
        return try DecodedPixels.image(
            status: status, codes: (ok: Int32(PPPNG_OK), tooLarge: Int32(PPPNG_TOO_LARGE), noMemory: Int32(PPPNG_NO_MEMORY)),
            width: width, height: height, pixels: pixels, message: message, format: "PNG", free: pppng_free
        )
    }
}

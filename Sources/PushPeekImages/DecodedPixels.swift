import PushPeekCore

/// Turns what a C decoder shim hands back (a status code, the dimensions, a malloc'd RGBA buffer and
/// an error text) into a `RasterImage` or an `InputError`, freeing the buffer either way.
enum DecodedPixels {
    /// The shape both C shims share: bytes in; dimensions, a malloc'd RGBA buffer and a message out.
    typealias Shim = (UnsafePointer<UInt8>?, Int, UInt32, UInt64, UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?,
                      UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?, UnsafeMutablePointer<CChar>?, Int) -> Int32

    /// Runs a decoder shim within `RasterImage`'s limits and turns its answer into an image or an error.
    static func decode(_ bytes: [UInt8], with shim: Shim, codes: (ok: Int32, tooLarge: Int32, noMemory: Int32),
                       format: String, free: (UnsafeMutablePointer<UInt8>?) -> Void) throws(InputError) -> RasterImage {
        var width: UInt32 = 0
        var height: UInt32 = 0
        var pixels: UnsafeMutablePointer<UInt8>?
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { buffer in
            message.withUnsafeMutableBufferPointer { text in
                shim(buffer.baseAddress, buffer.count, UInt32(RasterImage.maxDimension), UInt64(RasterImage.maxPixelCount),
                     &width, &height, &pixels, text.baseAddress, text.count)
            }
        }
        return try image(status: status, codes: codes, width: width, height: height, pixels: pixels, message: message,
                         format: format, free: free)
    }

    static func image(
        status: Int32, codes: (ok: Int32, tooLarge: Int32, noMemory: Int32),
        width: UInt32, height: UInt32, pixels: UnsafeMutablePointer<UInt8>?, message: [CChar],
        format: String, free: (UnsafeMutablePointer<UInt8>?) -> Void
    ) throws(InputError) -> RasterImage {
        defer { free(pixels) }
        let (w, h) = (Int(width), Int(height))
        switch status {
        case codes.ok:
            guard let pixels else { throw InputError(.badInput, message: "\(format) decoder returned no pixels") }
            let copy = [UInt8](UnsafeBufferPointer(start: pixels, count: w * h * 4))
            guard let image = RasterImage(width: w, height: h, pixels: copy) else {
                throw InputError(.badInput, message: RasterImage.tooLargeMessage(width: w, height: h))
            }
            return image
        case codes.tooLarge:
            if w == 0 || h == 0 { throw InputError(.badInput, message: "\(format) image is \(w)×\(h) pixels") }
            throw InputError(.badInput, message: RasterImage.tooLargeMessage(width: w, height: h))
        case codes.noMemory:
            throw InputError(.io, message: "out of memory decoding a \(w)×\(h) \(format) image")
        default:
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw InputError(.badInput, message: "corrupt \(format) data" + (reason.isEmpty ? "" : ": \(reason)"))
        }
    }
}

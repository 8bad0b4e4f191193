#if canImport(ImageIO)
@preconcurrency import CoreFoundation
@preconcurrency import CoreGraphics
@preconcurrency import ImageIO
import PushPeekCore

/// Decodes PNG, JPEG and GIF (the first frame) with the system's ImageIO into 8-bit RGBA with straight
/// alpha, as the libpng and libjpeg decoders do on other systems: nothing to install on macOS.
///
/// The header's dimensions are checked against `RasterImage`'s limits before any pixel is decoded;
/// data of another type than the one asked for, or that ImageIO cannot read to its end, is an error.
enum ImageIODecoder {
    /// The formats decoded here, with ImageIO's type identifier for each.
    enum Format: String {
        case png = "public.png"
        case jpeg = "public.jpeg"
        case gif = "com.compuserve.gif"

        var name: String {
            switch self {
            case .png: return "PNG"
            case .jpeg: return "JPEG"
            case .gif: return "GIF"
            }
        }
    }

    static func decode(_ bytes: [UInt8], as format: Format) throws(InputError) -> RasterImage {
        let corrupt = InputError(.badInput, message: "corrupt \(format.name) data")
        let data = bytes.withUnsafeBufferPointer { CFDataCreate(nil, $0.baseAddress, $0.count) }
        guard let data, let source = CGImageSourceCreateWithData(data, nil), CGImageSourceGetCount(source) > 0,
              let type = CGImageSourceGetType(source), let expected = cfString(format.rawValue), CFEqual(type, expected) else {
            throw corrupt
        }
        guard let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, nil),
              let width = integer(properties, kCGImagePropertyPixelWidth),
              let height = integer(properties, kCGImagePropertyPixelHeight) else {
            throw corrupt
        }
        guard width > 0, height > 0 else { throw InputError(.badInput, message: "\(format.name) image is \(width)×\(height) pixels") }
        guard RasterImage.fitsLimits(width: width, height: height) else {
            throw InputError(.badInput, message: RasterImage.tooLargeMessage(width: width, height: height))
        }
        // Decoded now rather than when drawn, so that a decoding failure shows as a missing image.
        guard let image = CGImageSourceCreateImageAtIndex(source, 0, decodeImmediately()),
              CGImageSourceGetStatusAtIndex(source, 0) == .statusComplete,
              image.width == width, image.height == height else {
            throw corrupt
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let drawn = pixels.withUnsafeMutableBytes { buffer -> Bool in
            // Bitmap contexts hold 8-bit RGBA only with premultiplied alpha.
            guard let space = drawingSpace(for: image),
                  let context = CGContext(data: buffer.baseAddress, width: width, height: height, bitsPerComponent: 8,
                                          bytesPerRow: width * 4, space: space,
                                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return false }
            context.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
            return true
        }
        guard drawn else { throw InputError(.io, message: "out of memory decoding a \(width)×\(height) \(format.name) image") }
        unpremultiply(&pixels)
        guard let raster = RasterImage(width: width, height: height, pixels: pixels) else {
            throw InputError(.badInput, message: RasterImage.tooLargeMessage(width: width, height: height))
        }
        return raster
    }

    /// Undoes premultiplied alpha in place: `RasterImage` holds straight alpha, as libpng gives it.
    static func unpremultiply(_ pixels: inout [UInt8]) {
        for offset in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = Int(pixels[offset + 3])
            guard alpha > 0, alpha < 255 else { continue }
            for channel in offset..<(offset + 3) {
                pixels[channel] = UInt8(min(255, (Int(pixels[channel]) * 255 + alpha / 2) / alpha))
            }
        }
    }

    /// The image's own RGB space (a palette's base space), so that drawing converts no colours: the
    /// values are those stored in the file. sRGB for grey and CMYK images.
    private static func drawingSpace(for image: CGImage) -> CGColorSpace? {
        if let space = image.colorSpace {
            if space.model == .rgb { return space }
            if space.model == .indexed, let base = space.baseColorSpace, base.model == .rgb { return base }
        }
        return CGColorSpace(name: CGColorSpace.sRGB)
    }

    /// The integer a properties dictionary holds for `key`, if it holds a number there.
    private static func integer(_ dictionary: CFDictionary, _ key: CFString) -> Int? {
        guard let raw = CFDictionaryGetValue(dictionary, Unmanaged.passUnretained(key).toOpaque()) else { return nil }
        let value = Unmanaged<CFTypeRef>.fromOpaque(raw).takeUnretainedValue()
        guard CFGetTypeID(value) == CFNumberGetTypeID() else { return nil }
        var result = 0
        return CFNumberGetValue(unsafeDowncast(value, to: CFNumber.self), .longType, &result) ? result : nil
    }

    private static func cfString(_ text: String) -> CFString? {
        CFStringCreateWithCString(nil, text, CFStringBuiltInEncodings.UTF8.rawValue)
    }

    /// `[kCGImageSourceShouldCacheImmediately: true]`, built without Foundation's bridging.
    private static func decodeImmediately() -> CFDictionary? {
        guard let yes = kCFBooleanTrue else { return nil }
        var keys: [UnsafeRawPointer?] = [UnsafeRawPointer(Unmanaged.passUnretained(kCGImageSourceShouldCacheImmediately).toOpaque())]
        var values: [UnsafeRawPointer?] = [UnsafeRawPointer(Unmanaged.passUnretained(yes).toOpaque())]
        var keyCallBacks = kCFTypeDictionaryKeyCallBacks
        var valueCallBacks = kCFTypeDictionaryValueCallBacks
        return CFDictionaryCreate(nil, &keys, &values, 1, &keyCallBacks, &valueCallBacks)
    }
}
#endif

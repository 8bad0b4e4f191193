import PushPeekJSON
import PushPeekCanvas
#if canImport(ImageIO)
@preconcurrency import CoreFoundation
@preconcurrency import CoreGraphics
@preconcurrency import ImageIO

/// Decodes PNG, JPEG and GIF (the first frame) with the system's ImageIO into 8-bit RGBA with straight
/// alpha, as the libpng, libjpeg and GIF decoders do on other systems: nothing to install on macOS.
///
/// The contract is theirs. The header's dimensions are checked against `RasterImage`'s limits before
/// any pixel is decoded, with the same errors; a picture is decoded at most `maximumSide` pixels on
/// a side — ImageIO's own downsampling (`CGImageSourceCreateThumbnailAtIndex`) reduces it while
/// decoding, so the full-size picture is never held — and comes out at the size the Linux decoders
/// give, with the same `sourceSize` (`DecodingSize`; what `AttachmentCache`'s decoding budget
/// counts). Data of another type than the one asked for, or that ImageIO cannot read to its end, is
/// an error.
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

    static func decode(_ bytes: [UInt8], as format: Format, maximumSide: Int = ImageReducer.maximumSide) throws(InputError) -> RasterImage {
        let corrupt = InputError(.badInput, message: "corrupt \(format.name) data")
        let data = bytes.withUnsafeBufferPointer { CFDataCreate(nil, $0.baseAddress, $0.count) }
        // Not caching at the source: only the reduced picture is ever decoded and kept.
        guard let data, let source = CGImageSourceCreateWithData(data, options([(kCGImageSourceShouldCache, flag(false))])),
              CGImageSourceGetCount(source) > 0,
              let type = CGImageSourceGetType(source), let expected = cfString(format.rawValue), CFEqual(type, expected) else {
            throw corrupt
        }
        // The header's dimensions, read without decoding a pixel.
        guard let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, nil),
              let width = integer(properties, kCGImagePropertyPixelWidth),
              let height = integer(properties, kCGImagePropertyPixelHeight) else {
            throw corrupt
        }
        guard width > 0, height > 0 else { throw InputError(.badInput, message: "\(format.name) image is \(width)×\(height) pixels") }
        guard RasterImage.fitsLimits(width: width, height: height) else {
            throw InputError(.badInput, message: RasterImage.tooLargeMessage(width: width, height: height))
        }
        let size = DecodingSize(width: width, height: height, isJPEG: format == .jpeg, maximumSide: maximumSide)
        let scaled = size.isReduced(width: width, height: height)
        let (outWidth, outHeight) = (size.kept.width, size.kept.height)
        // Decoded now rather than when drawn, so that a decoding failure shows as a missing image.
        let image: CGImage?
        if !scaled {
            image = CGImageSourceCreateImageAtIndex(source, 0, options([(kCGImageSourceShouldCacheImmediately, flag(true))]))
        } else {
            // Without the EXIF transform: the Linux decoders keep the stored orientation.
            image = CGImageSourceCreateThumbnailAtIndex(source, 0, options([
                (kCGImageSourceCreateThumbnailFromImageAlways, flag(true)),
                (kCGImageSourceThumbnailMaxPixelSize, number(max(outWidth, outHeight))),
                (kCGImageSourceCreateThumbnailWithTransform, flag(false)),
                (kCGImageSourceShouldCacheImmediately, flag(true)),
            ]))
        }
        // At full size the picture must be the size its header declares; a thumbnail, no larger.
        guard let image, CGImageSourceGetStatusAtIndex(source, 0) == .statusComplete, image.width > 0, image.height > 0,
              !scaled ? (image.width == width && image.height == height) : (image.width <= width && image.height <= height) else {
            throw corrupt
        }
        var pixels = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        let drawn = pixels.withUnsafeMutableBytes { buffer -> Bool in
            // Bitmap contexts hold 8-bit RGBA only with premultiplied alpha. Drawing scales the
            // thumbnail (whose sides ImageIO rounds its own way) to exactly the reduced size.
            guard let space = drawingSpace(for: image),
                  let context = CGContext(data: buffer.baseAddress, width: outWidth, height: outHeight, bitsPerComponent: 8,
                                          bytesPerRow: outWidth * 4, space: space,
                                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return false }
            context.interpolationQuality = .high
            context.draw(image, in: CGRect(x: 0, y: 0, width: outWidth, height: outHeight))
            return true
        }
        guard drawn else { throw InputError(.io, message: "out of memory decoding a \(width)×\(height) \(format.name) image") }
        unpremultiply(&pixels)
        guard var raster = RasterImage(width: outWidth, height: outHeight, pixels: pixels) else {
            throw InputError(.badInput, message: RasterImage.tooLargeMessage(width: width, height: height))
        }
        raster.sourceSize = size.read
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

    /// An ImageIO options dictionary, built without Foundation's bridging; nil if a value is nil.
    private static func options(_ pairs: [(CFString, CFTypeRef?)]) -> CFDictionary? {
        var keys: [UnsafeRawPointer?] = []
        var values: [UnsafeRawPointer?] = []
        for (key, value) in pairs {
            guard let value else { return nil }
            keys.append(UnsafeRawPointer(Unmanaged.passUnretained(key).toOpaque()))
            values.append(UnsafeRawPointer(Unmanaged.passUnretained(value).toOpaque()))
        }
        let count = keys.count
        var keyCallBacks = kCFTypeDictionaryKeyCallBacks
        var valueCallBacks = kCFTypeDictionaryValueCallBacks
        // The dictionary retains its keys and values (the kCFType call-backs).
        return withExtendedLifetime(pairs) { CFDictionaryCreate(nil, &keys, &values, count, &keyCallBacks, &valueCallBacks) }
    }

    private static func flag(_ value: Bool) -> CFTypeRef? {
        value ? kCFBooleanTrue : kCFBooleanFalse
    }

    private static func number(_ value: Int) -> CFTypeRef? {
        var value = value
        return CFNumberCreate(nil, .longType, &value)
    }
}
#endif

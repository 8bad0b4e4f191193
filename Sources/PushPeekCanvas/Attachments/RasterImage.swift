import PushPeekModel

/// A decoded picture: 8-bit RGBA pixels, row by row from the top left, not premultiplied.
///
/// Invariant: `pixels.count == width * height * 4`, and both dimensions are at least zero and within
/// `maxDimension` / `maxPixelCount` (decoders check the header before allocating).
public struct RasterImage: Hashable, Sendable {
    /// Neither side may exceed this many pixels.
    public static let maxDimension = 16_384
    /// Nor may the whole image exceed this many pixels (64 Mpx, 256 MB as RGBA).
    public static let maxPixelCount = 64 * 1024 * 1024

    public let width: Int
    public let height: Int
    public let pixels: [UInt8]
    /// The size the file declared: larger than `width × height` when decoding reduced the picture
    /// (`ImageReducer`).
    public var sourceSize: Size

    /// Pixels the file declared, all of which a decoder reads.
    public var sourcePixelCount: Int { sourceSize.width * sourceSize.height }

    /// Fails unless `pixels` holds exactly `width * height` RGBA quadruples within the limits.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, RasterImage.fitsLimits(width: width, height: height),
              pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
        sourceSize = Size(width: width, height: height)
    }

    /// A picture of one colour.
    public init?(width: Int, height: Int, fill: RGB, alpha: UInt8 = 255) {
        guard width >= 0, height >= 0, RasterImage.fitsLimits(width: width, height: height) else { return nil }
        var pixels = [UInt8]()
        pixels.reserveCapacity(width * height * 4)
        for _ in 0..<(width * height) {
            pixels += [fill.red, fill.green, fill.blue, alpha]
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// Whether a `width × height` picture is small enough to allocate.
    public static func fitsLimits(width: Int, height: Int) -> Bool {
        width <= maxDimension && height <= maxDimension && width * height <= maxPixelCount
    }

    /// The message decoders give when the header asks for more than the limits.
    public static func tooLargeMessage(width: Int, height: Int) -> String {
        "image is \(width)×\(height) pixels; the limit is \(maxDimension)×\(maxDimension) and \(maxPixelCount / (1024 * 1024)) Mpx"
    }

    /// The colour and alpha at `(x, y)`, or nil outside the picture.
    public func pixel(x: Int, y: Int) -> (color: RGB, alpha: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let index = (y * width + x) * 4
        return (RGB(pixels[index], pixels[index + 1], pixels[index + 2]), pixels[index + 3])
    }
}

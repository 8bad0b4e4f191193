import PushPeekModel

/// A picture drawn in pixels, for a terminal that shows pixels (the map): polygons filled by the
/// even-odd or nonzero rule, lines of a width, and ASCII text in a built-in bitmap font, all
/// anti-aliased, over an opaque background. The same code draws on every platform; no system
/// library is asked.
///
/// Invariant: `pixels` holds `width × height` opaque RGBA pixels. `work` counts what drawing did
/// (edges met per scanline sample, pixels touched); once it reaches `workLimit` every further
/// drawing call does nothing and `isCut` is set, so no input makes a picture slow.
public struct PixelCanvas: Sendable {
    /// Which points a polygon's rings enclose: an odd number of crossings, or a winding number other than zero.
    public enum FillRule: Sendable {
        case evenOdd, nonZero
    }

    public let width: Int
    public let height: Int
    public private(set) var pixels: [UInt8]
    public private(set) var work = 0
    public let workLimit: Int
    /// Some drawing was left out because the work limit was reached.
    public private(set) var isCut = false

    /// The default limit: about 200 passes over a 420 × 260 picture (a map of 42 × 13 cells of
    /// 10 × 20 pixels); the Helsinki courier's map takes about a tenth of it.
    public static let defaultWorkLimit = 20_000_000

    /// A canvas of one colour; nil when the size is empty or past `RasterImage`'s limits.
    public init?(width: Int, height: Int, background: RGB, workLimit: Int = PixelCanvas.defaultWorkLimit) {
        guard width > 0, height > 0, RasterImage.fitsLimits(width: width, height: height) else { return nil }
        self.width = width
        self.height = height
        self.workLimit = workLimit
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        var index = 0
        while index < pixels.count {
            pixels[index] = background.red
            pixels[index + 1] = background.green
            pixels[index + 2] = background.blue
            index += 4
        }
        self.pixels = pixels
    }

    /// The picture drawn so far (never nil: the canvas keeps `RasterImage`'s invariant).
    public var image: RasterImage? {
        RasterImage(width: width, height: height, pixels: pixels)
    }

    /// The colour at (`x`, `y`), or nil outside the canvas.
    public func color(x: Int, y: Int) -> RGB? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let index = (y * width + x) * 4
        return RGB(pixels[index], pixels[index + 1], pixels[index + 2])
    }

    /// Mixes `color` into the pixel at (`x`, `y`) by `coverage` (0 … 1).
    package mutating func blend(x: Int, y: Int, color: RGB, coverage: Double) {
        guard x >= 0, y >= 0, x < width, y < height, coverage > 0 else { return }
        let index = (y * width + x) * 4
        if coverage >= 1 {
            pixels[index] = color.red
            pixels[index + 1] = color.green
            pixels[index + 2] = color.blue
            return
        }
        let amount = Self.index(coverage * 256, in: 0...256)
        func mix(_ old: UInt8, _ new: UInt8) -> UInt8 { UInt8((Int(old) * (256 - amount) + Int(new) * amount) >> 8) }
        pixels[index] = mix(pixels[index], color.red)
        pixels[index + 1] = mix(pixels[index + 1], color.green)
        pixels[index + 2] = mix(pixels[index + 2], color.blue)
    }

    /// `position` rounded down and clamped to `range` (NaN to its lower end).
    package static func index(_ position: Double, in range: ClosedRange<Int>) -> Int {
        guard !position.isNaN else { return range.lowerBound }
        let clamped = Swift.max(Double(range.lowerBound), Swift.min(Double(range.upperBound), position.rounded(.down)))
        return Int(exactly: clamped) ?? range.lowerBound
    }

    /// Spends `units` of work; false (and `isCut` set) when the limit is reached.
    package mutating func spend(_ units: Int) -> Bool {
        guard !isCut else { return false }
        work += units
        if work >= workLimit { isCut = true }
        return !isCut
    }
}

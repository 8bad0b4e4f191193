import PushPeekJSON
import PushPeekModel

/// Shrinks a picture while it is decoded, row by row, to the largest size it can be drawn at, so a
/// decoder never holds the full picture: an 8192×8192 PNG of 8 KB becomes 512×512 (1 MB) through one
/// row of the original at a time.
///
/// Each output pixel is the average of a `factor × factor` block of source pixels (colours weighted
/// by alpha, as `ImageCellRenderer` averages); pixels never added (outside a GIF frame, rows a
/// truncated file never delivered) count as transparent.
///
/// Invariant: `width`, `height` ≤ the `maximumSide` it was made with, and memory is four `UInt32` sums per output pixel.
public struct ImageReducer: Sendable {
    /// The longest side a decoded picture keeps: more than a card can draw (at most 400 columns,
    /// one pixel per column; two per row in half blocks, and the full interface caps a picture at 20
    /// rows).
    public static let maximumSide = 512

    public let sourceWidth: Int
    public let sourceHeight: Int
    /// Source pixels per output pixel along each side.
    public let factor: Int
    public let width: Int
    public let height: Int
    /// Per output pixel: red × alpha, green × alpha, blue × alpha, alpha (empty when `factor` is 1).
    private var sums: [UInt32]
    /// When `factor` is 1: the picture's own RGBA bytes, a pixel of alpha 0 stored as 0, 0, 0, 0
    /// (what the sums would give), so nothing is summed or divided.
    private var copied: [UInt8]

    /// Nil when the source is empty or over `RasterImage`'s limits. `maximumSide` is the longest side
    /// kept (the default for pictures on the card; a test reading a screenshot back keeps more).
    public init?(sourceWidth: Int, sourceHeight: Int, maximumSide: Int = ImageReducer.maximumSide) {
        guard sourceWidth > 0, sourceHeight > 0, RasterImage.fitsLimits(width: sourceWidth, height: sourceHeight) else { return nil }
        self.sourceWidth = sourceWidth
        self.sourceHeight = sourceHeight
        factor = Self.factor(width: sourceWidth, height: sourceHeight, maximumSide: maximumSide)
        width = (sourceWidth + factor - 1) / factor
        height = (sourceHeight + factor - 1) / factor
        sums = factor == 1 ? [] : [UInt32](repeating: 0, count: width * height * 4)
        copied = factor == 1 ? [UInt8](repeating: 0, count: width * height * 4) : []
    }

    /// The reduction for a `width × height` source: 1 when it fits `maximumSide`.
    public static func factor(width: Int, height: Int, maximumSide: Int = ImageReducer.maximumSide) -> Int {
        max(1, (max(width, height) + maximumSide - 1) / maximumSide)
    }

    /// Adds source row `y`, starting at column `x`: RGBA quadruples, clipped to the picture.
    public mutating func add(row y: Int, x: Int = 0, rgba: UnsafeBufferPointer<UInt8>) {
        guard y >= 0, y < sourceHeight else { return }
        let outRow = (y / factor) * width
        let count = min(rgba.count / 4, sourceWidth - x)
        guard count > 0, x >= 0 else { return }
        WorkCounter.add(count)
        if factor == 1 {
            copied.withUnsafeMutableBufferPointer { copied in
                guard let target = copied.baseAddress.map({ $0 + (y * width + x) * 4 }), let source = rgba.baseAddress else { return }
                target.update(from: source, count: count * 4)
                for offset in stride(from: 0, to: count * 4, by: 4) where target[offset + 3] == 0 {
                    (target + offset).update(repeating: 0, count: 4)
                }
            }
            return
        }
        sums.withUnsafeMutableBufferPointer { sums in
            var source = 0
            for column in x..<(x + count) {
                let alpha = UInt32(rgba[source + 3])
                if alpha > 0 {
                    let target = (outRow + column / factor) * 4
                    sums[target] &+= UInt32(rgba[source]) * alpha
                    sums[target + 1] &+= UInt32(rgba[source + 1]) * alpha
                    sums[target + 2] &+= UInt32(rgba[source + 2]) * alpha
                    sums[target + 3] &+= alpha
                }
                source += 4
            }
        }
    }

    /// The reduced picture. A block at the right or bottom edge averages only the pixels it covers.
    public func image() -> RasterImage? {
        if factor == 1 {
            var image = RasterImage(width: width, height: height, pixels: copied)
            image?.sourceSize = Size(width: sourceWidth, height: sourceHeight)
            return image
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for outY in 0..<height {
            let blockHeight = min(factor, sourceHeight - outY * factor)
            for outX in 0..<width {
                let area = UInt32(blockHeight * min(factor, sourceWidth - outX * factor))
                let index = (outY * width + outX) * 4
                let alpha = sums[index + 3]
                guard alpha > 0 else { continue }
                pixels[index] = UInt8(sums[index] / alpha)
                pixels[index + 1] = UInt8(sums[index + 1] / alpha)
                pixels[index + 2] = UInt8(sums[index + 2] / alpha)
                pixels[index + 3] = UInt8(min(255, (alpha + area / 2) / area))
            }
        }
        var image = RasterImage(width: width, height: height, pixels: pixels)
        image?.sourceSize = Size(width: sourceWidth, height: sourceHeight)
        return image
    }
}

import Testing
@testable import PushPeekModel
@testable import PushPeekCanvas

/// `PictureScaler` against the box filter written out pixel by pixel: each output pixel the
/// alpha-weighted mean of the source pixels in its column span times its row span.
@Suite("Picture scaler: box means")
struct PictureScalerTests {
    /// A picture of varied colours and alphas (some fully transparent), the same every run.
    static func picture(width: Int, height: Int, opaque: Bool) throws -> RasterImage {
        var state: UInt32 = 0x2545_F491
        var pixels: [UInt8] = []
        for _ in 0..<(width * height * 4) {
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            pixels.append(UInt8(truncatingIfNeeded: state))
        }
        for index in stride(from: 3, to: pixels.count, by: 4) {
            pixels[index] = opaque ? 255 : (index % 28 == 3 ? 0 : pixels[index])
        }
        return try #require(RasterImage(width: width, height: height, pixels: pixels))
    }

    /// The output pixel at `(x, y)` from its spans, summed one source pixel at a time.
    static func expected(_ image: RasterImage, x: Int, y: Int, width: Int, height: Int) -> [UInt8] {
        let columns = PictureScaler.spans(from: image.width, to: width), rows = PictureScaler.spans(from: image.height, to: height)
        var sums = [UInt64](repeating: 0, count: 4), count: UInt64 = 0
        for sourceY in rows[2 * y]..<rows[2 * y + 1] {
            for sourceX in columns[2 * x]..<columns[2 * x + 1] {
                let index = (sourceY * image.width + sourceX) * 4
                let alpha = UInt64(image.pixels[index + 3])
                for channel in 0..<3 { sums[channel] += UInt64(image.pixels[index + channel]) * alpha }
                sums[3] += alpha
                count += 1
            }
        }
        let alpha = sums[3]
        let colour = (0..<3).map { alpha == 0 ? UInt8(0) : UInt8((sums[$0] + alpha / 2) / alpha) }
        return colour + [UInt8((alpha + count / 2) / count)]
    }

    @Test("every output pixel is the box mean of its spans, shrinking, enlarging and both (one span of 90,000 pixels: divided, not multiplied)",
          arguments: [(160, 160, 80, 80), (160, 160, 48, 80), (7, 5, 3, 2), (5, 4, 13, 9), (9, 3, 4, 7), (3, 9, 8, 2), (17, 17, 17, 6),
                     (300, 300, 1, 1),
                     // Exact whole ratios: 2:1 (the headshot at 80 columns), 4:1, 258:1, and tall spans of 257 and 258 rows.
                     (160, 160, 80, 78), (160, 160, 40, 40), (12, 7, 3, 14), (516, 1, 2, 1), (4, 514, 2, 2), (4, 520, 2, 2)])
    func boxMeans(sourceWidth: Int, sourceHeight: Int, width: Int, height: Int) throws {
        for opaque in [true, false] {
            let image = try Self.picture(width: sourceWidth, height: sourceHeight, opaque: opaque)
            let scaled = try #require(PictureScaler.scaled(image, width: width, height: height))
            #expect(scaled.width == width && scaled.height == height)
            var wrong = 0
            for y in 0..<height {
                for x in 0..<width {
                    let index = (y * width + x) * 4
                    if Array(scaled.pixels[index..<(index + 4)]) != Self.expected(image, x: x, y: y, width: width, height: height) { wrong += 1 }
                }
            }
            #expect(wrong == 0, "\(wrong) of \(width * height) pixels differ (opaque: \(opaque))")
        }
    }

    @Test("white narrowed by a whole factor stays white, the sums of 257 and 258 rows of 255 included",
          arguments: [(4, 257), (4, 258), (516, 1)])
    func whiteStaysWhite(sourceWidth: Int, sourceHeight: Int) throws {
        let white = try #require(RasterImage(width: sourceWidth, height: sourceHeight, pixels: [UInt8](repeating: 255, count: sourceWidth * sourceHeight * 4)))
        let scaled = try #require(PictureScaler.scaled(white, width: 2, height: 1))
        #expect(scaled.pixels == [UInt8](repeating: 255, count: 8))
    }
}

import Testing
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekImages

/// The PNG files pushpeek writes (the map in SVG and HTML pictures) read back by libpng (ImageIO
/// on macOS) pixel for pixel: flat areas, gradients, noise, one pixel, and a row wider than a
/// match can reach back. (A decoder clears the colour of a wholly transparent pixel, so the
/// noise is never wholly transparent.)
@Suite("PNG writer")
struct PNGWriterTests {
    static func image(width: Int, height: Int, _ pixel: (Int, Int) -> [UInt8]) throws -> RasterImage {
        var pixels: [UInt8] = []
        for y in 0..<height { for x in 0..<width { pixels += pixel(x, y) } }
        return try #require(RasterImage(width: width, height: height, pixels: pixels))
    }

    @Test func writtenPicturesReadBackTheSame() throws {
        var seed: UInt32 = 12_345
        func noise() -> UInt8 {
            seed = seed &* 1_103_515_245 &+ 12_345
            return UInt8(seed >> 24)
        }
        let pictures = [
            try Self.image(width: 64, height: 40) { x, _ in x < 32 ? [30, 60, 90, 255] : [200, 10, 10, 255] },
            try Self.image(width: 50, height: 50) { x, y in [UInt8(x * 5), UInt8(y * 5), UInt8((x + y) * 2), 255] },
            try Self.image(width: 37, height: 23) { _, _ in [noise(), noise(), noise(), noise() | 1] },
            try Self.image(width: 1, height: 1) { _, _ in [1, 2, 3, 4] },
            try Self.image(width: 9_000, height: 3) { x, y in [UInt8(x % 7), UInt8(y), 0, 255] },
        ]
        for picture in pictures {
            let file = PNGWriter.encode(picture)
            let read = try PNGDecoder.decode(file, maximumSide: 16_384)
            #expect(read.width == picture.width && read.height == picture.height)
            #expect(read.pixels == picture.pixels, "\(picture.width)×\(picture.height)")
        }
        let flat = PNGWriter.encode(pictures[0])
        #expect(flat.count < 64 * 40 * 4 / 20, "a flat picture compresses: \(flat.count) bytes")
    }
}

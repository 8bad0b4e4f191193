import Testing
@testable import PushPeekCanvas
@testable import PushPeekJSON
@testable import PushPeekModel

/// A picture that fits is kept as its own bytes (no sums, no divisions), and gives what the
/// averaging gives: the same picture blown up 2× and reduced by 2 is that picture again.
@Suite("Shrinking pictures while they are decoded")
struct ImageReducerTests {
    /// A `width × height` picture of varied colours and alphas, 0 and 255 among them.
    static func picture(width: Int, height: Int) -> [UInt8] {
        var state: UInt32 = 0x2545_F491
        var pixels: [UInt8] = []
        for index in 0..<(width * height) {
            for _ in 0..<3 {
                state = state &* 1_103_515_245 &+ 12_345
                pixels.append(UInt8(truncatingIfNeeded: state >> 16))
            }
            let alphas: [UInt8] = [0, 255, 128, 1, 77]
            pixels.append(alphas[index % alphas.count])
        }
        return pixels
    }

    static func reduce(_ pixels: [UInt8], width: Int, height: Int, maximumSide: Int) throws -> (RasterImage, Int) {
        var reducer = try #require(ImageReducer(sourceWidth: width, sourceHeight: height, maximumSide: maximumSide))
        pixels.withUnsafeBufferPointer { all in
            for y in 0..<height {
                reducer.add(row: y, rgba: UnsafeBufferPointer(rebasing: all[(y * width * 4)..<((y + 1) * width * 4)]))
            }
        }
        return (try #require(reducer.image()), reducer.factor)
    }

    @Test("a picture within the side is itself, each transparent pixel 0, 0, 0, 0")
    func keptAsItIs() throws {
        let (width, height) = (37, 23)
        let pixels = Self.picture(width: width, height: height)
        let (image, factor) = try Self.reduce(pixels, width: width, height: height, maximumSide: 64)
        #expect(factor == 1)
        var expected = pixels
        for offset in stride(from: 0, to: expected.count, by: 4) where expected[offset + 3] == 0 {
            for channel in 0..<4 { expected[offset + channel] = 0 }
        }
        #expect(image.width == width && image.height == height && image.pixels == expected)
        #expect(image.sourceSize == Size(width: width, height: height))
    }

    @Test("kept as it is, it equals the averaging of the same picture blown up 2×")
    func sameAsTheAveraging() throws {
        let (width, height) = (31, 17)
        let pixels = Self.picture(width: width, height: height)
        var doubled: [UInt8] = []
        for y in 0..<(height * 2) {
            for x in 0..<(width * 2) {
                let source = ((y / 2) * width + x / 2) * 4
                doubled += pixels[source..<(source + 4)]
            }
        }
        let (kept, keptFactor) = try Self.reduce(pixels, width: width, height: height, maximumSide: 64)
        let (averaged, averagedFactor) = try Self.reduce(doubled, width: width * 2, height: height * 2, maximumSide: 32)
        #expect(keptFactor == 1 && averagedFactor == 2)
        #expect(kept.pixels == averaged.pixels)
    }

    @Test("rows added part-way along, and rows never added, are where they belong (transparent where missing)")
    func partialRows() throws {
        var reducer = try #require(ImageReducer(sourceWidth: 8, sourceHeight: 4, maximumSide: 8))
        let row: [UInt8] = [10, 20, 30, 255, 40, 50, 60, 255]
        row.withUnsafeBufferPointer { reducer.add(row: 1, x: 5, rgba: $0) }
        // Clipped at the right edge, and a row outside the picture ignored.
        row.withUnsafeBufferPointer { reducer.add(row: 2, x: 7, rgba: $0) }
        row.withUnsafeBufferPointer { reducer.add(row: 9, rgba: $0) }
        let image = try #require(reducer.image())
        var expected = [UInt8](repeating: 0, count: 8 * 4 * 4)
        expected.replaceSubrange(((1 * 8 + 5) * 4)..<((1 * 8 + 7) * 4), with: row)
        expected.replaceSubrange(((2 * 8 + 7) * 4)..<((2 * 8 + 8) * 4), with: row[0..<4])
        #expect(image.pixels == expected)
    }
}

import Foundation
import Testing
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekImages

/// How faithful the sixel encoder is, measured without a terminal: the demo's headshot encoded at
/// the sizes the preview draws it, read back (`SixelDecoder`) and compared with the source by the
/// screenshot tests' measure (the mean colour error of 3×3-pixel blocks, 0-255 a channel).
@Suite("Sixel pictures: the encoder's colours")
struct SixelFidelityTests {
    static func headshot() throws -> RasterImage {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/spy-agency/headshot.jpg").path
        return try JPEGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    /// The mean colour error of `shown` against `source` stretched over it, in blocks of `block` pixels.
    static func error(_ shown: RasterImage, _ source: RasterImage, block: Int = 3) -> Double {
        var total = 0.0, blocks = 0
        for by in stride(from: 0, to: shown.height - block + 1, by: block) {
            for bx in stride(from: 0, to: shown.width - block + 1, by: block) {
                var difference = [0, 0, 0]
                for y in by..<(by + block) {
                    for x in bx..<(bx + block) {
                        let a = shown.pixel(x: x, y: y)?.color ?? RGB(0, 0, 0)
                        let b = source.pixel(x: x * source.width / shown.width, y: y * source.height / shown.height)?.color ?? RGB(0, 0, 0)
                        difference[0] += Int(a.red) - Int(b.red)
                        difference[1] += Int(a.green) - Int(b.green)
                        difference[2] += Int(a.blue) - Int(b.blue)
                    }
                }
                total += Double(difference.map(abs).reduce(0, +)) / Double(3 * block * block)
                blocks += 1
            }
        }
        return blocks == 0 ? .infinity : total / Double(blocks)
    }

    @Test("the headshot read back from its sixels errs by little, at the banner's and the expanded size",
          arguments: [(Size(width: 4, height: 2), Size(width: 10, height: 20)), (Size(width: 8, height: 4), Size(width: 6, height: 13)),
                      (Size(width: 24, height: 12), Size(width: 10, height: 20)), (Size(width: 30, height: 14), Size(width: 6, height: 13))])
    func headshotReadBack(cells: Size, cellPixels: Size) throws {
        let image = try Self.headshot()
        let bytes = SixelEncoder.encode(image, cells: cells, cellPixels: cellPixels)
        let shown = try #require(SixelDecoder.decode(bytes))
        #expect(shown.width == cells.width * cellPixels.width && shown.height == cells.height * cellPixels.height / 6 * 6)
        let error = Self.error(shown, image)
        print("sixel headshot \(cells.width)×\(cells.height) cells of \(cellPixels.width)×\(cellPixels.height): error \(error), \(bytes.count) B")
        #expect(error < 5, "\(error)")
    }
}

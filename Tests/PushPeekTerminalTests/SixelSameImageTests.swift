import Testing
@testable import PushPeekModel
@testable import PushPeekCanvas

/// The sixel picture is the palette's picture, exactly: `MedianCutPalette` picks the colours and
/// pixels `ReferenceMedianCut` does, and the encoder's bytes, read back (`SixelDecoder`), give every
/// drawn pixel its palette colour (through the protocol's percentages) and leave the rest unset —
/// however the bytes are arranged.
@Suite("Sixel pictures: the same image")
struct SixelSameImageTests {
    /// Pictures with many colours, few, one, none drawn, and holes.
    static func pictures() throws -> [(String, RasterImage)] {
        let headshot = try SixelFidelityTests.headshot()
        var generator = Seeded(seed: 31)
        func noise(_ width: Int, _ height: Int, alpha: Bool, levels: Int) -> RasterImage? {
            var pixels: [UInt8] = []
            for _ in 0..<(width * height) {
                for _ in 0..<3 { pixels.append(UInt8(Int.random(in: 0..<levels, using: &generator) * 255 / (levels - 1))) }
                pixels.append(alpha ? UInt8.random(in: 0...255, using: &generator) : 255)
            }
            return RasterImage(width: width, height: height, pixels: pixels)
        }
        return [
            ("headshot 80×78", try #require(PictureScaler.scaled(headshot, width: 80, height: 78))),
            ("headshot 60×48", try #require(PictureScaler.scaled(headshot, width: 60, height: 48))),
            ("headshot 37×11", try #require(PictureScaler.scaled(headshot, width: 37, height: 11))),
            ("noise with holes", try #require(noise(61, 30, alpha: true, levels: 256))),
            ("few colours", try #require(noise(40, 12, alpha: false, levels: 3))),
            ("one colour", try #require(RasterImage(width: 9, height: 7, fill: RGB(12, 200, 99)))),
            ("nothing drawn", try #require(RasterImage(width: 5, height: 6, fill: RGB(1, 2, 3), alpha: 0))),
            ("one pixel", try #require(RasterImage(width: 1, height: 1, fill: RGB(255, 255, 255)))),
        ]
    }

    @Test func thePaletteIsTheReferenceMedianCut() throws {
        for (name, image) in try Self.pictures() {
            for limit in [255, 16, 1] {
                let palette = MedianCutPalette(image, maximumCount: limit)
                let reference = ReferenceMedianCut.palette(image, limit: limit)
                #expect(palette.colors == reference.colors, "\(name), \(limit) colours")
                #expect(palette.indices == reference.indices, "\(name), \(limit) colours")
            }
        }
    }

    @Test func theBytesReadBackAreThePalettesPicture() throws {
        func register(_ value: UInt8) -> UInt8 {
            let percent: Int = (Int(value) * 100 + 127) / 255
            return UInt8((percent * 255 + 50) / 100)
        }
        for (name, image) in try Self.pictures() {
            let palette = MedianCutPalette(image)
            let bytes = SixelEncoder.encode(image)
            let shown = try #require(SixelDecoder.decode(bytes), "\(name)")
            #expect(shown.width == image.width && shown.height == image.height, "\(name)")
            var expected = [UInt8](repeating: 0, count: image.width * image.height * 4)
            for (pixel, index) in palette.indices.enumerated() where index != MedianCutPalette.transparent {
                let color = palette.colors[Int(index)]
                expected.replaceSubrange((pixel * 4)..<(pixel * 4 + 4), with: [register(color.red), register(color.green), register(color.blue), 255])
            }
            #expect(shown.pixels == expected, "\(name)")
        }
    }

    @Test func theBytesAreTheReferenceBands() throws {
        var generator = Seeded(seed: 47)
        var pictures = try Self.pictures()
        for size in [(2, 2), (13, 7), (40, 25), (90, 70)] {
            var pixels: [UInt8] = []
            for _ in 0..<(size.0 * size.1) {
                for _ in 0..<3 { pixels.append(UInt8(Int.random(in: 0..<4, using: &generator) * 85)) }
                pixels.append(Bool.random(using: &generator) ? 255 : 0)
            }
            pictures.append(("\(size.0)×\(size.1) of 64 colours with holes", try #require(RasterImage(width: size.0, height: size.1, pixels: pixels))))
        }
        for (name, image) in pictures {
            let bytes = SixelEncoder.encode(image)
            #expect(bytes == ReferenceSixelBands.encode(image), "\(name): \(bytes.count) bytes")
        }
    }

    /// A repeatable generator (SplitMix64) for the test pictures.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1334_11EB
            return value ^ (value >> 31)
        }
    }
}

import Testing
import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekMaps
import PushPeekApp
import PushPeekSend
import PushPeekPresentation
import PushPeekLint
import PushPeekInteraction
import PushPeekSession
@testable import PushPeekImages

@Suite("Image decoders")
struct DecoderTests {
    @Test func pngWithAlphaDecodesEveryPixel() throws {
        let image = try PNGDecoder.decode(ImageFixtures.bytes("rgba.png"))
        #expect(image.width == 3 && image.height == 2)
        #expect(image.pixels.count == 3 * 2 * 4)
        #expect(image.pixel(x: 0, y: 0)?.color == .pureRed)
        #expect(image.pixel(x: 1, y: 0)?.color == .pureGreen)
        #expect(image.pixel(x: 2, y: 0)?.color == .pureBlue)
        #expect(image.pixel(x: 0, y: 1)?.color == .pureWhite)
        #expect(image.pixel(x: 1, y: 1)?.alpha == 0)
        #expect(image.pixel(x: 2, y: 1)?.alpha == 128)
        #expect(image.pixel(x: 3, y: 0) == nil)
    }

    @Test func palettePNGWithTransparencyBecomesRGBA() throws {
        let image = try PNGDecoder.decode(ImageFixtures.bytes("palette.png"))
        #expect(image.width == 2 && image.height == 2)
        #expect(image.pixel(x: 0, y: 0)?.color == RGB(10, 20, 30))
        #expect(image.pixel(x: 0, y: 0)?.alpha == 255)
        #expect(image.pixel(x: 1, y: 0)?.alpha == 0)
    }

    @Test func corruptPNGsThrowBadInput() throws {
        let good = try ImageFixtures.bytes("rgba.png")
        var flipped = good
        flipped[good.count - 20] ^= 0xFF  // inside IDAT: checksum or inflate fails
        for bytes in [Array(good.prefix(40)), flipped, [], Array("not a png".utf8)] {
            let error = try #require(ImageFixtures.inputError { () throws(InputError) in _ = try PNGDecoder.decode(bytes) })
            #expect(error.kind == .badInput)
            #expect(error.message.contains("PNG"))
        }
    }

    @Test func pngHeaderOverTheDimensionLimitIsRefusedBeforeDecoding() throws {
        let bytes = try ImageFixtures.bytes("huge-header.png")
        let error = try #require(ImageFixtures.inputError { () throws(InputError) in _ = try PNGDecoder.decode(bytes) })
        #expect(error.kind == .badInput)
        #expect(error.message.contains("20000×20000"))
    }

    @Test func jpegQuadrantsDecodeCloseToTheirColours() throws {
        let image = try JPEGDecoder.decode(ImageFixtures.bytes("quadrants.jpg"))
        #expect(image.width == 32 && image.height == 32)
        let expected: [(Int, Int, RGB)] = [(4, 4, .pureRed), (27, 4, .pureGreen), (4, 27, .pureBlue), (27, 27, .pureWhite)]
        for (x, y, color) in expected {
            let pixel = try #require(image.pixel(x: x, y: y))
            #expect(pixel.color.isClose(to: color), "(\(x), \(y)) is \(pixel.color.hex), expected \(color.hex)")
            #expect(pixel.alpha == 255)
        }
    }

    @Test func greyscaleJPEGComesOutAsGreyRGB() throws {
        let image = try JPEGDecoder.decode(ImageFixtures.bytes("grey.jpg"))
        #expect(image.width == 8 && image.height == 8)
        #expect(image.pixel(x: 3, y: 3)?.color.isClose(to: RGB(128, 128, 128), tolerance: 3) == true)
    }

    @Test func corruptJPEGsThrowInsteadOfExiting() throws {
        let good = try ImageFixtures.bytes("quadrants.jpg")
        let cases: [[UInt8]] = [
            Array(good.prefix(good.count / 2)),  // truncated scan
            Array(good.prefix(20)),  // truncated header
            [0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: 0x42, count: 64),  // garbage after SOI
            [],
        ]
        for bytes in cases {
            let error = try #require(ImageFixtures.inputError { () throws(InputError) in _ = try JPEGDecoder.decode(bytes) }, "\(bytes.count) bytes")
            #expect(error.kind == .badInput)
            #expect(error.message.hasPrefix("corrupt JPEG data"))
        }
    }

    @Test func jpegHeaderOverTheDimensionLimitIsRefused() throws {
        var bytes = try ImageFixtures.bytes("quadrants.jpg")
        let sof = try #require((0..<(bytes.count - 1)).first { bytes[$0] == 0xFF && (bytes[$0 + 1] == 0xC0 || bytes[$0 + 1] == 0xC2) })
        bytes[sof + 5] = 0xFF  // height 0xFF20
        bytes[sof + 7] = 0xFF  // width 0xFF20
        let error = try #require(ImageFixtures.inputError { () throws(InputError) in _ = try JPEGDecoder.decode(bytes) })
        #expect(error.message.contains("the limit is 16384×16384"))
    }

    @Test func gifFirstFrameWithTransparency() throws {
        let image = try GIFDecoder.decode(ImageFixtures.bytes("first-frame.gif"))
        #expect(image.width == 4 && image.height == 3)
        #expect(image.pixel(x: 0, y: 0)?.color == .pureRed)
        #expect(image.pixel(x: 1, y: 0)?.color == .pureGreen)
        #expect(image.pixel(x: 2, y: 0)?.color == .pureBlue)
        #expect(image.pixel(x: 3, y: 0)?.alpha == 0)  // index 0 is the transparent one
        #expect(image.pixel(x: 0, y: 1)?.alpha == 0)
        #expect(image.pixel(x: 3, y: 2)?.color == .pureBlue)  // not the second frame's green
    }

    @Test func interlacedGIFWithLocalTableAndOffset() throws {
        let image = try GIFDecoder.decode(ImageFixtures.bytes("interlaced.gif"))
        #expect(image.width == 3 && image.height == 11)
        #expect(image.pixel(x: 0, y: 0)?.alpha == 0)
        for y in 0..<10 {
            let expected = RGB(UInt8(y * 16), UInt8(255 - y * 16), 100)
            #expect(image.pixel(x: 1, y: y + 1)?.color == expected, "row \(y)")
            #expect(image.pixel(x: 2, y: y + 1)?.color == expected, "row \(y)")
            #expect(image.pixel(x: 0, y: y + 1)?.alpha == 0)
        }
    }

    @Test func gifLZWThroughAFullTableAndReset() throws {
        let image = try GIFDecoder.decode(ImageFixtures.bytes("noise.gif"))
        #expect(image.width == 128 && image.height == 96)
        var state = 1
        var mismatches = 0
        for index in 0..<(128 * 96) {
            state = (state &* 1_103_515_245 &+ 12_345) & 0x7FFF_FFFF
            let value = (state >> 16) % 16
            let expected = RGB(UInt8(value * 17), UInt8(value * 53 % 256), UInt8(255 - value * 17))
            if image.pixel(x: index % 128, y: index / 128)?.color != expected { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    @Test func corruptGIFsThrowBadInput() throws {
        let good = try ImageFixtures.bytes("first-frame.gif")
        var badCode = good
        let data = try #require(good.firstIndex(of: 0x2C)) + 10 + 2  // descriptor, min code size, block length
        badCode[data] = 0xFF
        badCode[data + 1] = 0xFF
        let cases: [[UInt8]] = [
            Array(good.prefix(30)),
            Array("GIF89a".utf8),
            Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0, 0x3B],  // trailer, no frame
            Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0, 0x99],  // unknown block
            badCode,
            Array("PNG".utf8),
        ]
        for bytes in cases {
            #expect(throws: InputError.self) { try GIFDecoder.decode(bytes) }
        }
    }

    @Test func gifScreenOverTheLimitIsRefused() throws {
        var bytes = try ImageFixtures.bytes("first-frame.gif")
        bytes[6] = 0xFF
        bytes[7] = 0xFF  // 65535 wide
        let error = try #require(ImageFixtures.inputError { () throws(InputError) in _ = try GIFDecoder.decode(bytes) })
        #expect(error.message.contains("65535×3"))
    }
}

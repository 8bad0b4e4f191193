import CZlib
import Foundation
import Testing
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekImages

/// kitty's pixels sent as PNG files (`f=100`): each decodes, through libpng, to exactly the pixels
/// sent raw (`f=24`/`f=32`), so the terminal shows the same picture, in fewer bytes.
@Suite("kitty: pixels as PNG files")
struct KittyPNGTests {
    /// One transmission: its first chunk's control data and every chunk's payload, base64-decoded.
    struct Transmission {
        var control: String
        var data: [UInt8]

        /// The width and height in the PNG file's `IHDR`, nil when the data is not a PNG file.
        var pngSize: (width: Int, height: Int)? {
            guard data.count >= 24, Array(data[0..<8]) == PNGEncoder.signature, Array(data[12..<16]) == Array("IHDR".utf8) else { return nil }
            let field = { (start: Int) in data[start..<start + 4].reduce(0) { $0 << 8 | Int($1) } }
            return (field(16), field(20))
        }
    }

    /// Each transmission (`a=T` … `m=0`) in `bytes`; placements and deletions left out.
    static func transmissions(_ bytes: [UInt8]) throws -> [Transmission] {
        let text = String(decoding: bytes, as: UTF8.self)
        var found: [Transmission] = []
        var current: (control: String, payload: String)?
        for chunk in text.components(separatedBy: "\u{1B}_G").dropFirst() {
            let body = chunk.components(separatedBy: "\u{1B}\\").first ?? ""
            let parts = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            let control = String(parts.first ?? "")
            let payload = parts.count > 1 ? String(parts[1]) : ""
            if current == nil {
                guard control.contains("a=T") else { continue }
                current = (control, "")
            }
            current?.payload += payload
            if control.split(separator: ",").contains("m=0"), let done = current {
                found.append(Transmission(control: done.control, data: try #require(Base64.decode(done.payload), "base64")))
                current = nil
            }
        }
        #expect(current == nil, "every transmission ends with m=0")
        return found
    }

    static func onlyTransmission(_ bytes: [UInt8]) throws -> Transmission {
        let all = try transmissions(bytes)
        #expect(all.count == 1)
        return try #require(all.first)
    }

    static func translucent(width: Int, height: Int) throws -> RasterImage {
        var pixels: [UInt8] = []
        for index in 0..<(width * height) { pixels += [UInt8(index % 251), UInt8(index % 7 * 30), 90, index % 5 == 0 ? 0 : 200] }
        return try #require(RasterImage(width: width, height: height, pixels: pixels))
    }

    /// `pixels` (RGB or RGBA) as `PNGDecoder` gives them: RGBA, a pixel of alpha 0 as 0, 0, 0, 0.
    static func rgba(_ pixels: [UInt8], channels: Int) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(pixels.count / channels * 4)
        for index in stride(from: 0, to: pixels.count, by: channels) {
            let alpha = channels == 4 ? pixels[index + 3] : 255
            result += alpha == 0 ? [0, 0, 0, 0] : [pixels[index], pixels[index + 1], pixels[index + 2], alpha]
        }
        return result
    }

    /// How many bytes differ (the arrays are too long to print).
    static func differences(_ one: [UInt8], _ other: [UInt8]) -> Int {
        one.count == other.count ? zip(one, other).filter { $0 != $1 }.count : max(one.count, other.count)
    }

    @Test("the headshot and a picture with transparency are PNG files of exactly the raw pixels", arguments: [true, false])
    func decodesToTheRawPixels(photo: Bool) throws {
        let image = photo ? try SixelFidelityTests.headshot() : try Self.translucent(width: 40, height: 30)
        let cells = Size(width: 8, height: 4), cell = Size(width: 10, height: 20)
        let raw = try Self.onlyTransmission(KittyEncoder.encode(image, cells: cells, cellPixels: cell))
        let sent = KittyEncoder.encode(image, cells: cells, cellPixels: cell, png: PNGEncoder.encoded)
        let png = try Self.onlyTransmission(sent)
        #expect(raw.control == "a=T,f=\(photo ? 24 : 32),s=80,v=80,c=8,r=4,C=1,m=1", "\(raw.control)")
        #expect(png.control == "a=T,f=100,c=8,r=4,C=1,m=\(photo ? 1 : 0)", "the size is the file's: \(png.control)")
        #expect(png.pngSize.map { [$0.width, $0.height] } == [80, 80], "8×4 cells of 10×20 pixels")
        let decoded = try PNGDecoder.decode(png.data)
        #expect(decoded.width == 80 && decoded.height == 80)
        #expect(Self.differences(decoded.pixels, Self.rgba(raw.data, channels: photo ? 3 : 4)) == 0, "the same pixels")
        if photo {
            #expect(sent.count * 2 < KittyEncoder.encode(image, cells: cells, cellPixels: cell).count, "a photo in under half the bytes")
        }
    }

    @Test("any pixels, one to many, opaque or not, random or flat, round-trip through libpng")
    func anyPixelsRoundTrip() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        for (width, height) in [(1, 1), (1, 7), (7, 1), (2, 3), (5, 4), (17, 9), (64, 3), (300, 200)] {
            for channels in [3, 4] {
                let count = width * height * channels
                for pixels in [(0..<count).map { _ in random() }, (0..<count).map { UInt8($0 % (channels * 3) * 20) }] {
                    let file = try #require(PNGEncoder.encoded(pixels, width: width, height: height, channels: channels), "\(width)×\(height)×\(channels)")
                    let decoded = try PNGDecoder.decode(file, maximumSide: 512)
                    #expect(decoded.width == width && decoded.height == height)
                    #expect(Self.differences(decoded.pixels, Self.rgba(pixels, channels: channels)) == 0, "\(width)×\(height)×\(channels) decodes back")
                }
            }
        }
    }

    @Test("sizes that do not fit the pixels are refused")
    func mismatchedSizesAreRefused() {
        #expect(PNGEncoder.encoded([1, 2, 3], width: 2, height: 1, channels: 3) == nil)
        #expect(PNGEncoder.encoded([1, 2, 3, 4], width: 1, height: 1, channels: 2) == nil)
        #expect(PNGEncoder.encoded([], width: 0, height: 0, channels: 3) == nil)
        #expect(PNGEncoder.encoded([1, 2, 3], width: Int.max, height: 2, channels: 3) == nil)
    }

    @Test("the filter is Paeth's: a row's first pixel from above, the first row from the left, ties to the left")
    func paethFilter() {
        // 2×2 RGB: row 0 (10,20,30)(40,50,60); row 1 (15,25,35)(45,55,70).
        let pixels: [UInt8] = [10, 20, 30, 40, 50, 60, 15, 25, 35, 45, 55, 70]
        let filtered = PNGEncoder.filtered(pixels, stride: 6, rows: 2, channels: 3)
        // Row 1, second pixel: a = 15, b = 40, c = 10 → p = 45; |p-a| 30, |p-b| 5, |p-c| 35 → b (40): 45-40 = 5.
        #expect(filtered == [4, 10, 20, 30, 30, 30, 30, 4, 5, 5, 5, 5, 5, 10])
    }

    @Test("any input, incompressible and larger than the largest window too, deflates and inflates back")
    func anyInputRoundTrips() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for size in [1, 2, 511, 512, 513, 4_096, 19_200, 40_000, 100_000] {
            let random = (0..<size).map { _ -> UInt8 in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return UInt8(truncatingIfNeeded: state >> 56)
            }
            let repeating = (0..<size).map { UInt8($0 % 3) }
            for bytes in [random, repeating] {
                let deflated = ZlibDeflate.compressed(bytes) ?? []
                #expect(!deflated.isEmpty, "\(size) bytes deflated")
                #expect(Self.inflated(deflated, size: size) == bytes, "\(size) bytes inflate back")
            }
        }
    }

    static func inflated(_ data: [UInt8], size: Int) -> [UInt8]? {
        var output = [UInt8](repeating: 0, count: size + 1)
        var length = uLong(output.count)
        let status = output.withUnsafeMutableBufferPointer { target in
            data.withUnsafeBufferPointer { uncompress(target.baseAddress, &length, $0.baseAddress, uLong($0.count)) }
        }
        return status == Z_OK ? Array(output[..<Int(length)]) : nil
    }
}

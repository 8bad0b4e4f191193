import CZlib
import Foundation
import Testing
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekImages

/// kitty's pixels sent deflated (`o=z`): the payload inflates to exactly the bytes sent raw, so the
/// terminal shows the same pixels, in fewer bytes.
@Suite("kitty: deflated pixels")
struct KittyDeflateTests {
    /// The base64 payload of every chunk, joined and decoded, and the first chunk's control data.
    static func payload(_ bytes: [UInt8]) throws -> (control: String, data: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let chunks = text.components(separatedBy: "\u{1B}_G").dropFirst().map { $0.replacingOccurrences(of: "\u{1B}\\", with: "") }
        let first = try #require(chunks.first)
        let control = String(first.prefix { $0 != ";" })
        let data = try #require(Base64.decode(chunks.compactMap { $0.split(separator: ";", maxSplits: 1).last.map(String.init) }.joined()))
        return (control, data)
    }

    static func inflated(_ data: [UInt8], size: Int) -> [UInt8]? {
        var output = [UInt8](repeating: 0, count: size + 1)
        var length = uLong(output.count)
        let status = output.withUnsafeMutableBufferPointer { target in
            data.withUnsafeBufferPointer { uncompress(target.baseAddress, &length, $0.baseAddress, uLong($0.count)) }
        }
        return status == Z_OK ? Array(output[..<Int(length)]) : nil
    }

    @Test("the headshot and a picture with transparency inflate to the raw pixels", arguments: [true, false])
    func inflatesToTheRawPixels(photo: Bool) throws {
        let image: RasterImage
        if photo {
            image = try SixelFidelityTests.headshot()
        } else {
            var pixels: [UInt8] = []
            for index in 0..<(40 * 30) { pixels += [UInt8(index % 251), UInt8(index % 7 * 30), 90, index % 5 == 0 ? 0 : 200] }
            image = try #require(RasterImage(width: 40, height: 30, pixels: pixels))
        }
        let cells = Size(width: 8, height: 4), cell = Size(width: 10, height: 20)
        let raw = try Self.payload(KittyEncoder.encode(image, cells: cells, cellPixels: cell))
        let sent = KittyEncoder.encode(image, cells: cells, cellPixels: cell, deflate: ZlibDeflate.compressed)
        let deflated = try Self.payload(sent)
        #expect(deflated.control == raw.control.replacingOccurrences(of: ",s=", with: ",o=z,s="), "the same picture, marked deflated: \(deflated.control)")
        #expect(Self.inflated(deflated.data, size: raw.data.count) == raw.data, "the same pixels")
        if photo {
            #expect(sent.count * 2 < KittyEncoder.encode(image, cells: cells, cellPixels: cell).count, "a photo in under half the bytes")
        }
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
}

import Foundation
import ImageBombs
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

/// Every decoder keeps a picture at the size `DecodingSize` computes and reports the size it read as
/// `sourceSize`: on Linux this checks the arithmetic ImageIO's downsampling on macOS is sized by
/// against what libjpeg, libpng and the GIF decoder really do; on macOS, ImageIO against it.
@Suite("Decoding sizes")
struct DecodingSizeTests {
    static let sides = [1, 2, 3, 5, 7, 8, 9, 16, 19, 20, 21, 31, 32, 33, 50, 79, 80, 81, 159, 160, 161, 512]

    @Test(arguments: sides)
    func jpegIsReadAtLibjpegsScaleAndKeptAtTheReducersSize(_ side: Int) throws {
        for (file, declared) in [(ImageFixtures.path("quadrants.jpg"), 32), (ImageFixtures.example("spy-agency/headshot.jpg"), 160)] {
            let image = try JPEGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: file))), maximumSide: side)
            let expected = DecodingSize(width: declared, height: declared, isJPEG: true, maximumSide: side)
            #expect(image.sourceSize == expected.read, "\(file) at \(side)")
            #expect(Size(width: image.width, height: image.height) == expected.kept, "\(file) at \(side)")
            #expect(max(image.width, image.height) <= max(side, 1), "\(file) at \(side)")
        }
    }

    @Test(arguments: sides)
    func pngIsReadWholeAndKeptAtTheReducersSize(_ side: Int) throws {
        let image = try PNGDecoder.decode(ImageBombs.png(size: 333), maximumSide: side)
        let expected = DecodingSize(width: 333, height: 333, isJPEG: false, maximumSide: side)
        #expect(image.sourceSize == Size(width: 333, height: 333))
        #expect(expected.read == image.sourceSize)
        #expect(Size(width: image.width, height: image.height) == expected.kept)
    }

    @Test(arguments: [(1000, 333), (513, 7), (7, 1025), (512, 512), (4096, 3)])
    func gifSidesRoundUpAsTheReducerRoundsThem(_ width: Int, _ height: Int) throws {
        let image = try GIFDecoder.decode(ImageBombs.gif(width: width, height: height, color: (200, 10, 10)))
        let expected = DecodingSize(width: width, height: height, isJPEG: false)
        #expect(image.sourceSize == expected.read)
        #expect(Size(width: image.width, height: image.height) == expected.kept)
    }

    @Test func theArithmeticOnItsOwn() {
        // 8192 px JPEG: libjpeg reads 1/8 (1024), the reducer halves it.
        let jpeg = DecodingSize(width: 8192, height: 4096, isJPEG: true)
        #expect(jpeg.read == Size(width: 1024, height: 512) && jpeg.kept == Size(width: 512, height: 256))
        // The same PNG is read whole; the reducer divides by 16.
        #expect(DecodingSize(width: 8192, height: 4096, isJPEG: false).kept == Size(width: 512, height: 256))
        // Sides round up: 1000×333 by 2.
        #expect(DecodingSize(width: 1000, height: 333, isJPEG: false).kept == Size(width: 500, height: 167))
        #expect(!DecodingSize(width: 512, height: 10, isJPEG: true).isReduced(width: 512, height: 10))
        #expect(DecodingSize(width: 1100, height: 10, isJPEG: true).isReduced(width: 1100, height: 10))
    }
}

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

/// Pictures that declare far more pixels than they hold are decoded at the size they can be drawn
/// at — row by row, never the whole picture — and one file named many times is decoded once.
@Suite("Image bombs")
struct ImageBombTests {
    @Test("an 8192×8192 PNG in a few KB decodes to 512×512, its colour intact", arguments: [false, true])
    func pngBomb(interlaced: Bool) throws {
        let bytes = ImageBombs.png(size: 8192, interlaced: interlaced, color: (200, 40, 10))
        #expect(bytes.count < 100_000)
        let image = try PNGDecoder.decode(bytes)
        #expect(image.width == ImageReducer.maximumSide && image.height == ImageReducer.maximumSide)
        for (x, y) in [(0, 0), (511, 511), (100, 300)] {
            #expect(image.pixel(x: x, y: y)?.color == RGB(200, 40, 10))
            #expect(image.pixel(x: x, y: y)?.alpha == 255)
        }
    }

    @Test("a reduced PNG reads every source row once: the work is the source's pixels, not more")
    func pngWorkIsTheSourcePixels() throws {
        let small = ImageBombs.png(size: 1024)
        let large = ImageBombs.png(size: 4096)
        var reduced: RasterImage?
        let smallWork = try WorkCounter.measure { reduced = try PNGDecoder.decode(small) }
        let largeWork = try WorkCounter.measure { _ = try PNGDecoder.decode(large) }
        #expect(reduced?.width == 512)
        #expect(smallWork == 1024 * 1024)
        #expect(largeWork == 4096 * 4096)
    }

    @Test("a PNG of an odd size keeps its last row; one that fits is decoded pixel for pixel")
    func edges() throws {
        let odd = try PNGDecoder.decode(ImageBombs.png(size: 1025, interlaced: true, color: (1, 2, 3)))
        #expect(odd.width == 342 && odd.height == 342)  // factor 3
        #expect(odd.pixel(x: 341, y: 341)?.color == RGB(1, 2, 3))
        #expect(odd.pixel(x: 341, y: 341)?.alpha == 255)
        let fits = try PNGDecoder.decode(ImageBombs.png(size: 512, interlaced: true, color: (9, 8, 7)))
        #expect(fits.width == 512 && fits.pixel(x: 511, y: 0)?.color == RGB(9, 8, 7))
    }

    @Test("a GIF whose logical screen is 16384×4096 around one pixel decodes to 512×128")
    func gifScreenBomb() throws {
        let image = try GIFDecoder.decode(ImageBombs.gif(width: 16384, height: 4096, color: (255, 0, 0)))
        #expect(image.width == 512 && image.height == 128)
        // The one red pixel covers 1/1024 of its 32×32 block: the block is red, nearly transparent.
        #expect(image.pixel(x: 0, y: 0)?.color == RGB(255, 0, 0))
        #expect(image.pixel(x: 0, y: 0)?.alpha == 0)
        #expect(image.pixel(x: 1, y: 0)?.alpha == 0)
    }

    @Test("one file named by eight attachments is decoded once and shared")
    func oneDecodePerFile() throws {
        let bytes = ImageBombs.png(size: 2048)
        let cache = AttachmentCache()
        var identifiers: [String] = []
        let work = try WorkCounter.measure {
            for index in 0..<8 {
                identifiers.append(try cache.load(.bytes(bytes, path: "bomb.png"), identifier: "key\(index)").identifier)
            }
        }
        #expect(work == 2048 * 2048)
        #expect(identifiers == (0..<8).map { "key\($0)" })
        #expect(cache.pictureBytes == 512 * 512 * 4)
    }

    @Test("pictures declaring more pixels than the decoding budget are an error naming the one that went over")
    func decodingBudget() throws {
        let cache = AttachmentCache()
        _ = try cache.load(.bytes(ImageBombs.png(size: 8192), path: "first.png"), identifier: "a")
        #expect(cache.sourcePixels == 8192 * 8192)
        let error = try #require(ImageFixtures.inputError { () throws(InputError) in
            _ = try cache.load(.bytes(ImageBombs.png(size: 8192), path: "second.png"), identifier: "b")
        })
        #expect(error.description == "second.png: the pictures of all attachments declare more than 96 Mpx (the decoding budget for one notification's attachments)")
    }

    @Test("distinct pictures past the memory budget are an error naming the file")
    func budget() throws {
        let bytes = ImageBombs.png(size: 512)
        let cache = AttachmentCache()
        let fitting = AttachmentCache.pictureBudget / (512 * 512 * 4)
        for index in 0..<fitting { _ = try cache.load(.bytes(bytes, path: "p\(index).png"), identifier: "a\(index)") }
        let error = try #require(ImageFixtures.inputError { () throws(InputError) in
            _ = try cache.load(.bytes(bytes, path: "one-too-many.png"), identifier: "last")
        })
        #expect(error.exitStatus == 65)
        #expect(error.description.hasPrefix("one-too-many.png: the decoded pictures of all attachments would take more than 64 MB"))
    }
}

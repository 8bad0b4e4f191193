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
import PushPeekImages

@Suite("Attachment loader")
struct AttachmentLoaderTests {
    @Test(arguments: [("rgba.png", 3, 2), ("quadrants.jpg", 32, 32), ("first-frame.gif", 4, 3)])
    func loadsEachImageFormat(name: String, width: Int, height: Int) throws {
        let attachment = try AttachmentLoader.load(path: ImageFixtures.path(name), identifier: "picture")
        #expect(attachment.identifier == "picture")
        #expect(attachment.fileName == name)
        #expect(attachment.format?.category == .image)
        #expect(attachment.byteSize == (try ImageFixtures.bytes(name)).count)
        let image = try #require(attachment.image)
        #expect(image.width == width && image.height == height)
    }

    @Test func theExamplePicturesLoadAndAreSmall() throws {
        for (relative, format) in [("spy-agency/headshot.jpg", AttachmentFormat.jpeg), ("podcast/podcast.png", .png)] {
            let attachment = try AttachmentLoader.load(path: ImageFixtures.example(relative), identifier: "art")
            #expect(attachment.format == format)
            #expect(attachment.image?.width == 160 && attachment.image?.height == 160)
            #expect(attachment.byteSize < 20_000)
        }
    }

    @Test func imageContentsWinOverAMisleadingExtension() throws {
        let path = try ImageFixtures.scratch("photo.jpg", ImageFixtures.bytes("rgba.png"))
        let attachment = try AttachmentLoader.load(path: path, identifier: "x")
        #expect(attachment.format == .png)
        #expect(attachment.typeIdentifier == "public.png")
        #expect(attachment.image?.width == 3)
    }

    @Test func aNameWithoutExtensionIsSniffed() throws {
        let path = try ImageFixtures.scratch("download", ImageFixtures.bytes("first-frame.gif"))
        let attachment = try AttachmentLoader.load(path: path, identifier: "x")
        #expect(attachment.format == .gif)
        #expect(attachment.mimeType == "image/gif")
    }

    @Test func anUnsupportedTypeIsReportedNotThrown() throws {
        let path = try ImageFixtures.scratch("notes.txt", Array("hello".utf8))
        let attachment = try AttachmentLoader.load(path: path, identifier: "x")
        #expect(attachment.format == nil)
        #expect(attachment.typeIdentifier == "public.data")
        guard case .unsupported(let reason) = attachment.kind else {
            Issue.record("expected .unsupported, got \(attachment.kind)")
            return
        }
        #expect(reason.contains(".txt is not an attachment type iOS accepts"))
    }

    @Test func aCorruptImageNamesTheFile() throws {
        let path = try ImageFixtures.scratch("broken.png", Array(try ImageFixtures.bytes("rgba.png").prefix(45)))
        let error = try #require(ImageFixtures.inputError { () throws(InputError) in _ = try AttachmentLoader.load(path: path, identifier: "x") })
        #expect(error.kind == .badInput)
        #expect(error.file == path)
        #expect(error.description.hasPrefix(path + ": corrupt PNG data"))
    }

    @Test(arguments: [("big.png", 10), ("big.wav", 5), ("big.mp4", 50), ("big.bin", 50)])
    func filesOverTheirLimitAreRefusedUnread(name: String, megabytes: Int) throws {
        let path = try ImageFixtures.sparse(name, size: megabytes * 1024 * 1024 + 1)
        let error = try #require(ImageFixtures.inputError { () throws(InputError) in _ = try AttachmentLoader.load(path: path, identifier: "x") })
        #expect(error.kind == .badInput)
        #expect(error.message.contains("\(megabytes) MB"), "\(error.message)")
    }

    @Test func aFileJustUnderTheLimitIsRead() throws {
        let path = try ImageFixtures.sparse("silence.wav", size: 5 * 1024 * 1024)
        let attachment = try AttachmentLoader.load(path: path, identifier: "x")
        #expect(attachment.kind == .audio(duration: nil))  // zeros: no RIFF header
    }

    @Test func missingFilesAndDirectoriesAreMissingInput() throws {
        for path in ["/nonexistent/pushpeek/picture.png", ImageFixtures.path("")] {
            let error = ImageFixtures.inputError { () throws(InputError) in _ = try AttachmentLoader.load(path: path, identifier: "x") }
            #expect(error?.kind == .missingInput, "\(path)")
        }
    }

    @Test func soundAndMovieCarryTheirDuration() throws {
        let wav = try ImageFixtures.scratch("voice.wav", MediaBytes.wav(seconds: 42))
        #expect(try AttachmentLoader.load(path: wav, identifier: "a").kind == .audio(duration: 42))
        let movie = try ImageFixtures.scratch("clip.mp4", MediaBytes.mp4(duration: 65_000, timescale: 1000))
        #expect(try AttachmentLoader.load(path: movie, identifier: "v").kind == .video(duration: 65))
    }
}

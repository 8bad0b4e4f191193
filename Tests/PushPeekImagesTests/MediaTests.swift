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

@Suite("Sound and movie attachments")
struct MediaTests {
    @Test func placeholdersNameTheMediaAndItsDuration() {
        #expect(MediaPlaceholderRenderer.label(.audio, duration: 42) == "♪ audio · 0:42")
        #expect(MediaPlaceholderRenderer.label(.video, duration: 65) == "▶ video · 1:05")
        #expect(MediaPlaceholderRenderer.label(.video, duration: nil) == "▶ video")
        #expect(MediaPlaceholderRenderer.formatDuration(3723.4) == "1:02:03")
        #expect(MediaPlaceholderRenderer.formatDuration(.nan) == "0:00")
        let grid = MediaPlaceholderRenderer.render(.audio, duration: 42, size: Size(width: 20, height: 3))
        #expect(grid.lines() == ["╭──────────────────╮", "│  ♪ audio · 0:42  │", "╰──────────────────╯"])
        let small = MediaPlaceholderRenderer.render(.video, duration: 65, size: Size(width: 7, height: 1))
        #expect(small.lines() == ["▶ vide…"])
        for size in [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 4, height: 3), Size(width: 3, height: 9)] {
            let tiny = MediaPlaceholderRenderer.render(.video, duration: 1, size: size)
            #expect(tiny.width == size.width && tiny.height == size.height)
        }
    }

    @Test func attachmentsDrawThemselves() throws {
        let sound = Attachment(identifier: "a", fileName: "a.m4a", kind: .audio(duration: 42), byteSize: 10, format: .m4a)
        #expect(sound.cells(size: Size(width: 20, height: 3), depth: .ansi256, mono: false).line(1).contains("♪ audio · 0:42"))
        let other = Attachment(identifier: "b", fileName: "b.txt", kind: .unsupported(reason: "no"), byteSize: 1, format: nil)
        #expect(other.cells(size: Size(width: 30, height: 3), depth: .ansi256, mono: false).line(1).contains("unsupported · b.txt"))
    }

    @Test func durationsFromHeaders() throws {
        #expect(MediaDuration.of(MediaBytes.wav(seconds: 3), format: .wav) == 3)
        #expect(MediaDuration.of(MediaBytes.aiff(frames: 44_100 * 2), format: .aiff) == 2)
        #expect(MediaDuration.of(MediaBytes.mp4(duration: 90_000, timescale: 600), format: .m4a) == 150)
        #expect(MediaDuration.of(MediaBytes.avi(frames: 250), format: .avi) == 10)
        #expect(MediaDuration.of(MediaBytes.mp3(seconds: 2), format: .mp3) == 2)
        let xing = try #require(MediaDuration.of(MediaBytes.mp3Xing(frames: 1000), format: .mp3))
        #expect(abs(xing - 1000 * 1152 / 44_100.0) < 0.001)
        #expect(MediaDuration.of([0, 0, 1, 0xBA, 0x44], format: .mpeg2) == nil)
    }

    @Test func truncatedOrForeignHeadersGiveNoDuration() {
        for format in [AttachmentFormat.wav, .aiff, .m4a, .avi, .mp3] {
            #expect(MediaDuration.of([], format: format) == nil)
            #expect(MediaDuration.of(Array("RIFF".utf8) + [0xFF, 0xFF], format: format) == nil)
        }
        #expect(MediaDuration.of(Array(MediaBytes.wav(seconds: 1).prefix(30)), format: .wav) == nil)
        #expect(MediaDuration.of(Array(MediaBytes.mp4(duration: 5, timescale: 1).prefix(50)), format: .mpeg4) == nil)
    }

    @Test func formatsFromExtensionsAndContents() {
        let named: [(String, AttachmentFormat?)] = [
            ("a.JPG", .jpeg), ("b.jpeg", .jpeg), ("c.gif", .gif), ("d.png", .png), ("e.aif", .aiff), ("f.wav", .wav),
            ("g.mp3", .mp3), ("h.m4a", .m4a), ("i.mpg", .mpeg), ("j.m2v", .mpeg2), ("k.mp4", .mpeg4), ("l.avi", .avi),
            ("m.mov", nil), ("n.tiff", nil), ("noext", nil), (".png", nil), ("dir.png/file", nil),
        ]
        for (name, format) in named {
            #expect(AttachmentFormat(fileName: name) == format, "\(name)")
        }
        #expect(AttachmentFormat(sniffing: MediaBytes.wav(seconds: 0)) == .wav)
        #expect(AttachmentFormat(sniffing: MediaBytes.aiff(frames: 0)) == .aiff)
        #expect(AttachmentFormat(sniffing: MediaBytes.mp4(duration: 1, timescale: 1)) == .mpeg4)
        #expect(AttachmentFormat(sniffing: MediaBytes.avi(frames: 1)) == .avi)
        #expect(AttachmentFormat(sniffing: MediaBytes.mp3(seconds: 1)) == .mp3)
        #expect(AttachmentFormat(sniffing: [0, 0, 1, 0xBA, 0x44]) == .mpeg2)
        #expect(AttachmentFormat(sniffing: Array("hello".utf8)) == nil)
        #expect(AttachmentFormat.mpeg4.typeIdentifier == "public.mpeg-4")
    }

    @Test func limitsFollowTheReference() {
        let mb = 1024 * 1024
        #expect(AttachmentLimits.maxBytes(for: .image) == 10 * mb)
        #expect(AttachmentLimits.maxBytes(for: .audio) == 5 * mb)
        #expect(AttachmentLimits.maxBytes(for: .video) == 50 * mb)
        #expect(AttachmentLimits.diagnostic(fileName: "a.png", byteSize: 10 * mb, format: .png) == nil)
        #expect(AttachmentLimits.diagnostic(fileName: "a.png", byteSize: 10 * mb + 1, format: .png)
            == "a.png: 10.1 MB is over the 10 MB limit iOS sets for image attachments")
        #expect(AttachmentLimits.diagnostic(fileName: "song.mp3", byteSize: 6 * mb, format: .mp3)
            == "song.mp3: 6 MB is over the 5 MB limit iOS sets for audio attachments")
        #expect(AttachmentLimits.diagnostic(fileName: "clip.mov", byteSize: 10, format: nil)?.hasPrefix("clip.mov: .mov is not an attachment type iOS accepts") == true)
        #expect(AttachmentLimits.describe(bytes: 840 * 1024) == "840 KB")
        #expect(AttachmentLimits.describe(bytes: 12) == "12 bytes")
    }
}

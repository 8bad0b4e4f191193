import Foundation
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

/// Damaged files (bytes flipped, cut short, runs overwritten) decode or throw `InputError`; nothing
/// crashes, and whatever decodes can be drawn. `PUSHPEEK_MUTATIONS` raises the count per file.
@Suite("Damaged files")
struct MutationTests {
    static let count = ProcessInfo.processInfo.environment["PUSHPEEK_MUTATIONS"].flatMap(Int.init) ?? 150

    static func originals() throws -> [(String, AttachmentFormat, [UInt8])] {
        var files: [(String, AttachmentFormat, [UInt8])] = []
        for name in ["rgba.png", "palette.png", "quadrants.jpg", "grey.jpg", "first-frame.gif", "interlaced.gif", "noise.gif"] {
            let format = try #require(AttachmentFormat(fileName: name))
            files.append((name, format, try ImageFixtures.bytes(name)))
        }
        files += [
            ("a.wav", .wav, MediaBytes.wav(seconds: 1)), ("a.aiff", .aiff, MediaBytes.aiff(frames: 9)),
            ("a.mp4", .mpeg4, MediaBytes.mp4(duration: 9, timescale: 3)), ("a.avi", .avi, MediaBytes.avi(frames: 9)),
            ("a.mp3", .mp3, MediaBytes.mp3Xing(frames: 9)),
        ]
        return files
    }

    @Test func damagedFilesNeverCrash() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(1, bound)))
        }
        for (name, format, original) in try Self.originals() {
            #expect((try? AttachmentLoader.decode(original, format: format, fileName: name)) != nil, "\(name) intact")
            for _ in 0..<Self.count {
                var bytes = original
                switch random(3) {
                case 0:
                    for _ in 0...random(4) { bytes[random(bytes.count)] = UInt8(random(256)) }
                case 1:
                    bytes = Array(bytes.prefix(random(bytes.count)))
                default:
                    let start = random(bytes.count)
                    for index in start..<min(bytes.count, start + random(16)) { bytes[index] = 0xFF }
                }
                guard let kind = try? AttachmentLoader.decode(bytes, format: format, fileName: name) else { continue }
                if case .image(let image) = kind {
                    _ = ImageCellRenderer.render(image, size: Size(width: 7, height: 3), depth: .ansi256, mono: false)
                    _ = ImageCellRenderer.render(image, size: Size(width: 7, height: 3), depth: .none, mono: true)
                }
            }
        }
    }
}

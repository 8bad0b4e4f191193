import Foundation
import Testing
import PushPeekImages
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekMaps
@testable import PushPeekApp
@testable import PushPeekSend
@testable import PushPeekPresentation
@testable import PushPeekLint
@testable import PushPeekInteraction
@testable import PushPeekSession

/// Each picture type iOS attaches — PNG (with transparency), JPEG, GIF — is embedded as its own
/// file's bytes with its MIME type, in the banner's thumbnail and above the full interface's text,
/// and rsvg-convert draws it where the cells say.
@Suite("Attachments in pictures")
struct PictureAttachmentTests {
    static func card(_ fixture: String, stage: Stage) throws -> (RenderedCard, [UInt8]) {
        let path = Fixtures.packageRoot.appendingPathComponent("Tests/PushPeekImagesTests/Fixtures/" + fixture).path
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let attachment = try AttachmentLoader.load(path: path, identifier: "attachment-1")
        #expect(attachment.imageFileBytes == bytes)
        let payload = try PayloadDecoder.decode(Array(#"{"aps": {"alert": {"title": "Picture", "body": "An attachment"}}}"#.utf8))
        var state = PreviewState(content: NotificationContent(payload: payload), stage: stage)
        state.attachments = [attachment]
        return (CardRenderer.render(state, width: 44), bytes)
    }

    @Test(arguments: [("quadrants.jpg", "image/jpeg"), ("rgba.png", "image/png"), ("first-frame.gif", "image/gif")])
    func embeddedAsTheFileAndDrawnWhereTheCellsSay(_ fixture: String, _ mimeType: String) throws {
        let theme = try #require(ThemeLoader.builtin(named: "ios-light"))
        for stage in [Stage.banner, .expanded] {
            let (card, bytes) = try Self.card(fixture, stage: stage)
            #expect(card.pictures.count == 1)
            let svg = SVGWriter.write(card, theme: theme, title: "Picture")
            #expect(svg.contains("href=\"data:\(mimeType);base64,\(Base64.encode(bytes))\""), "\(fixture) \(stage)")
            let problems = PictureCheck(try ExternalRenderer.rsvgPNG(svg), card: card, theme: theme).problems()
            #expect(problems.isEmpty, "\(fixture) \(stage): \(problems.prefix(10))")
        }
    }
}

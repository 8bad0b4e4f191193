import Testing
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

@Suite("Attachments in the card")
struct AttachmentLayoutTests {
    static let picture: PushPeekCanvas.Attachment = {
        var pixels: [UInt8] = []
        for y in 0..<8 { for x in 0..<8 { pixels += (x + y) % 2 == 0 ? [255, 255, 255, 255] : [0, 0, 0, 255] } }
        let image = RasterImage(width: 8, height: 8, pixels: pixels) ?? RasterImage(width: 1, height: 1, fill: RGB(0, 0, 0), alpha: 255)!
        return PushPeekCanvas.Attachment(identifier: "media-url", fileName: "face.png", kind: .image(image), byteSize: 100, format: .png)
    }()

    func state(stage: Stage, app: AppDescription = .none, monochrome: Bool = true, era: PresentationEra? = nil) throws -> PreviewState {
        let payload = try PayloadDecoder.decode(Array(#"{"aps": {"alert": {"title": "Target", "body": "Look closely"}, "mutable-content": 1}}"#.utf8))
        var options = CardOptions()
        options.monochromePictures = monochrome
        options.presentationEra = era
        var state = PreviewState(content: NotificationContent(payload: payload), app: app, options: options, stage: stage)
        state.attachments = [Self.picture]
        return state
    }

    @Test(arguments: PresentationEra.allCases)
    func theBannerShowsAThumbnailBesideTheText(era: PresentationEra) throws {
        let card = CardRenderer.render(try state(stage: .banner, era: era), width: 40)
        let size = AttachmentView.thumbnailSize
        // Classic: header, title, body, the thumbnail beside them from the title row. iOS 15: the
        // title beside the icon with the time trailing it, the thumbnail under the time.
        #expect(card.layout.height == 3 + size.height)
        let lines = card.grid.lines()
        if era == .classic {
            #expect(lines[2].hasPrefix("│ Target"))
        } else {
            #expect(lines[1].hasPrefix("│ ╭──╮ Target") && lines[1].hasSuffix(" now │"))
            #expect(lines[2].hasPrefix("│ │A │ Look closely"))
        }
        let thumbnailColumn = 40 - 2 - size.width
        for row in 2..<(2 + size.height) {
            let cell = card.grid[thumbnailColumn, row]
            #expect(cell.text != " " || card.grid[thumbnailColumn + 1, row].text != " ", "row \(row) of the thumbnail is empty")
        }
    }

    @Test func colouredPicturesUseHalfBlocks() throws {
        let card = CardRenderer.render(try state(stage: .banner, monochrome: false), width: 40)
        let cell = card.grid[40 - 2 - AttachmentView.thumbnailSize.width, 2]
        #expect(cell.text == "▀" || cell.text == "▄")
        if case .rgb = cell.style.foreground {} else { Issue.record("picture cells carry their own colour") }
    }

    @Test(arguments: PresentationEra.allCases)
    func theFullInterfaceShowsThePictureAboveTheText(era: PresentationEra) throws {
        let card = CardRenderer.render(try state(stage: .expanded, era: era), width: 44)
        let element = try #require(card.layout.elements.first { $0.kind == "attachment" })
        #expect(element.rect.y == (era == .classic ? 3 : 1))
        #expect(element.rect.height == AttachmentView.expandedHeight(of: Self.picture, width: 40, cellAspect: 0.5))
        #expect(card.grid.line(element.rect.maxY + 1).contains("Target"))
    }

    @Test func theServiceExtensionAttachesMappedFilesOnlyWithMutableContent() throws {
        var read: [String] = []
        let reader: SessionLoader.AttachmentReader = { source, identifier in
            if case .file(let path, _) = source { read.append(path) }
            return PushPeekCanvas.Attachment(identifier: identifier, fileName: "x.png", kind: .audio(duration: nil), byteSize: 1, format: .wav)
        }
        let payload = Fixtures.example("spy-agency/payload.apns")
        let app = Fixtures.example("spy-agency/app.json")
        let state = try SessionLoader.load(SessionSources(payloadPath: payload, appPath: app), options: CardOptions(), stage: .expanded, readAttachment: reader)
        #expect(state.attachments.map(\.identifier) == ["media-url"])
        #expect(read.count == 1 && read[0].hasSuffix("spy-agency/headshot.jpg"))
        read = []
        let plain = try SessionLoader.load(SessionSources(payloadPath: Fixtures.example("spy-agency/payload.json"), appPath: app),
                                           options: CardOptions(), stage: .expanded, readAttachment: reader)
        #expect(plain.attachments.isEmpty)
        #expect(read.isEmpty)
    }
}

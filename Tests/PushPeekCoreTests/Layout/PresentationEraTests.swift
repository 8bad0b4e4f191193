import Foundation
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

/// The presentation switch (`--ios`, `app.ios`) and what the iOS 15 presentation adds: the title
/// line that falls back to the app name, line feeds as iOS lays them out, action icons in the
/// menu, communication notifications, and the era in `render --format json`.
@Suite("Presentation eras")
struct PresentationEraTests {
    typealias F = InteractionFixtures

    static let messagesApp = """
    {"app": {"name": "Chatter", "icon": "C"},
     "categories": [{"identifier": "MESSAGE",
        "communication": {"senderName": "sender.name", "group": "conversation.title", "avatar": 0},
        "actions": [{"identifier": "like", "title": "Like", "icon": {"systemImageName": "hand.thumbsup"}},
                    {"identifier": "reply", "title": "Reply", "icon": "text.bubble", "textInput": {"buttonTitle": "Send"}},
                    {"identifier": "block", "title": "Block", "icon": {"templateImageName": "BlockGlyph"}, "options": ["destructive"]}]}]}
    """

    static func messages(_ payload: String, era: PresentationEra? = nil, stage: Stage = .banner, attachments: [PushPeekCanvas.Attachment] = []) throws -> PreviewState {
        var state = try F.state(payload: payload, app: messagesApp, stage: .banner, options: CardOptions(presentationEra: era))
        state.attachments = attachments
        if stage == .expanded { _ = PreviewReducer.expand(&state) }
        return state
    }

    static let fromAlice = #"{"aps": {"alert": {"title": "New message", "body": "Are we still on for lunch?"}, "category": "MESSAGE"}, "sender": {"name": "Alice Martin"}}"#

    @Test func versionsPickTheEra() {
        #expect(PresentationEra(iosVersion: "14") == .classic)
        #expect(PresentationEra(iosVersion: "10.3.1") == .classic)
        #expect(PresentationEra(iosVersion: "15") == .modern)
        #expect(PresentationEra(iosVersion: "17.4") == .modern)
        #expect(PresentationEra(iosVersion: "26") == .modern)
        for bad in ["9", "", "15.", "fifteen", "1e2", "-15", "15.4.1.2", "100"] {
            #expect(PresentationEra(iosVersion: bad) == nil, "\(bad)")
        }
        #expect(PresentationEra.current == .modern)
    }

    @Test func theAppDescriptionCanPickTheEraAndTheCommandLineWins() throws {
        let app = #"{"app": {"name": "Old", "ios": "14.8"}}"#
        var state = try F.state(payload: #"{"aps": {"alert": "Hi"}}"#, app: app)
        #expect(state.presentationEra == .classic)
        #expect(CardRenderer.render(state, width: 44).grid.line(1).contains("OLD"))
        state.options.presentationEra = .modern
        #expect(state.presentationEra == .modern)
        let number = try F.state(payload: #"{"aps": {"alert": "Hi"}}"#, app: #"{"app": {"ios": 16}}"#)
        #expect(number.presentationEra == .modern)
        #expect(try F.state(payload: #"{"aps": {"alert": "Hi"}}"#, app: nil).presentationEra == .modern)
        #expect(throws: InputError.self) { try F.state(payload: #"{"aps": {"alert": "Hi"}}"#, app: #"{"app": {"ios": "nine"}}"#) }
        do {
            _ = try AppDescriptionDecoder.decode(Array(#"{"app": {"ios": 9}}"#.utf8), file: "app.json")
            Issue.record("iOS 9 has no content extensions")
        } catch {
            #expect(error.path == "app.ios" && error.description.contains("\"15\""), "\(error.description)")
        }
    }

    /// iOS draws the title and subtitle as one line each in the banner (a line feed ends them) and
    /// honours line feeds in the body; the full interface breaks every text at its line feeds.
    @Test(arguments: PresentationEra.allCases)
    func lineFeedsAreLaidOutAsIOSDoes(era: PresentationEra) throws {
        let payload = #"{"aps": {"alert": {"title": "Line1\nLine2", "subtitle": "Sub1\nSub2", "body": "Body1\nBody2"}}}"#
        let banner = CardRenderer.render(try F.state(payload: payload, app: nil, stage: .banner, options: CardOptions(presentationEra: era)), width: 44).grid.lines()
        let text = banner.joined(separator: "\n")
        #expect(!text.contains("␊"), "\(text)")
        #expect(text.contains("Line1…") && !text.contains("Line2"))
        #expect(text.contains("Sub1…") && !text.contains("Sub2"))
        #expect(banner.contains { $0.contains("Body1") && !$0.contains("Body2") } && banner.contains { $0.contains("Body2") })
        let expanded = CardRenderer.render(try F.state(payload: payload, app: nil, options: CardOptions(presentationEra: era)), width: 44).grid.lines()
        for part in ["Line1", "Line2", "Sub1", "Sub2", "Body1", "Body2"] {
            #expect(expanded.filter { $0.contains(part) }.count == 1, "\(part) on a line of its own")
        }
        #expect(!expanded.joined().contains("␊"))
    }

    @Test func firstLineCutsAtTheLineFeed() {
        #expect(TextLayout.firstLine("Hello\nworld", width: 20) == "Hello…")
        #expect(TextLayout.firstLine("Hello", width: 20) == "Hello")
        #expect(TextLayout.firstLine("Hello there\nworld", width: 8) == "Hello t…")
        #expect(TextLayout.firstLine("abcd\nx", width: 4) == "abc…")
    }

    /// Communication notifications: the sender's avatar (here the initials) in place of the app
    /// icon with the app icon small at its corner, the sender's name as the title.
    @Test func aCommunicationNotificationShowsAvatarAppIconAndSender() throws {
        for stage in [Stage.banner, .expanded] {
            let state = try Self.messages(Self.fromAlice, stage: stage)
            let lines = CardRenderer.render(state, width: 44).grid.lines()
            let top = stage == .banner ? 1 : 1
            #expect(lines[top].hasPrefix("│ ╭──╮ Alice Martin"), "\(lines[top])")
            #expect(lines[top + 1].hasPrefix("│ │AM│ "), "the initials: \(lines[top + 1])")
            #expect(lines[top + 2].hasPrefix("│ ╰──C "), "the app icon at the corner: \(lines[top + 2])")
            #expect(!lines.joined().contains("New message"), "the sender's name replaces the title")
            let corner = CardRenderer.render(state, width: 44).grid[5, top + 2]
            #expect(corner.style.background == .role(.accent))
        }
        let group = try Self.messages(#"{"aps": {"alert": {"body": "Lunch?"}, "category": "MESSAGE"}, "sender": {"name": "Alice"}, "conversation": {"title": "Team Lunch"}}"#)
        let groupLines = CardRenderer.render(group, width: 44).grid.lines()
        #expect(groupLines[1].hasPrefix("│ ╭──╮ Team Lunch") && groupLines[2].hasPrefix("│ │TL│"), "\(groupLines)")
    }

    @Test func theAvatarCanBeAnAttachmentPicture() throws {
        let state = try Self.messages(Self.fromAlice, attachments: [AttachmentLayoutTests.picture])
        let card = CardRenderer.render(state, width: 44)
        #expect(card.pictures.contains { $0.box == Rect(x: 2, y: 1, width: 4, height: 3) }, "the avatar is drawn where the icon was")
        #expect(card.grid[5, 3].text == "C")
        #expect(state.communication?.avatar?.fileName == "face.png")
    }

    /// `"avatar": "FILE"`: the picture beside the app file, read once through the attachment reader
    /// (the edge decodes it), never from outside the app's folder.
    @Test func theAvatarCanBeAFileBesideTheAppDescription() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-avatar-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = Self.messagesApp.replacingOccurrences(of: #""avatar": 0"#, with: #""avatar": "alice.png""#)
        try Data(app.utf8).write(to: folder.appendingPathComponent("app.json"))
        try Data(Self.fromAlice.utf8).write(to: folder.appendingPathComponent("payload.json"))
        var read: [String] = []
        let reader: SessionLoader.AttachmentReader = { source, identifier in
            if case .file(let path, _) = source { read.append(path) }
            var picture = AttachmentLayoutTests.picture
            picture.identifier = identifier
            return picture
        }
        let sources = SessionSources(payloadPath: folder.appendingPathComponent("payload.json").path, appPath: folder.appendingPathComponent("app.json").path)
        let state = try SessionLoader.load(sources, options: CardOptions(), stage: .banner, readAttachment: reader)
        #expect(read.count == 1 && read[0].hasSuffix("/alice.png"), "\(read)")
        #expect(state.communication?.avatar?.identifier == "avatar")
        let card = CardRenderer.render(state, width: 44)
        #expect(card.pictures.contains { $0.box == Rect(x: 2, y: 1, width: 4, height: 3) })
        #expect(card.grid.line(1).contains("Alice Martin"))
        let outside = Self.messagesApp.replacingOccurrences(of: #""avatar": 0"#, with: #""avatar": "../alice.png""#)
        #expect(throws: InputError.self) { try AppDescriptionDecoder.decode(Array(outside.utf8), file: folder.appendingPathComponent("app.json").path) }
    }

    @Test func theClassicPresentationIgnoresCommunication() throws {
        let state = try Self.messages(Self.fromAlice, era: .classic)
        #expect(state.communication == nil)
        let lines = CardRenderer.render(state, width: 44).grid.lines()
        #expect(lines[1].contains("CHATTER") && lines[2].contains("New message"))
        #expect(!lines.joined().contains("Alice"))
        let noSender = try Self.messages(#"{"aps": {"alert": {"title": "System", "body": "x"}, "category": "MESSAGE"}}"#)
        #expect(noSender.communication == nil, "no sender: an ordinary notification")
        #expect(CardRenderer.render(noSender, width: 44).grid.line(1).hasPrefix("│ ╭──╮ System"))
    }

    @Test func actionIconsTrailTheMenuRowsAndFollowTheClassicTitles() throws {
        let modern = CardRenderer.render(try Self.messages(Self.fromAlice, stage: .expanded), width: 44)
        let rows = modern.layout.actionRects.map { modern.grid.line($0.y) }
        #expect(rows[0] == "│ › Like ‹                              👍 │", "\(rows[0])")
        #expect(rows[1].hasPrefix("│   Reply") && rows[1].hasSuffix("✎ │"))
        #expect(rows[2].hasPrefix("│   Block") && rows[2].hasSuffix(SymbolGlyphs.unknown + " │"), "an asset-catalog image the terminal cannot draw")
        let block = modern.layout.actionRects[2]
        #expect(modern.grid[block.x + 3, block.y].style.foreground == .role(.destructive))
        let classic = CardRenderer.render(try Self.messages(Self.fromAlice, era: .classic, stage: .expanded), width: 44)
        #expect(classic.grid.line(classic.layout.actionRects[0].y).contains("› Like 👍 ‹"))
        #expect(SymbolGlyphs.glyph(for: "hand.thumbsup.fill") == "👍")
        #expect(SymbolGlyphs.glyph(for: "trash.circle.fill") == "✗")
        #expect(SymbolGlyphs.glyph(for: "no.such.symbol") == nil)
        #expect(ActionIcon(string: "💬") == .text("💬") && ActionIcon(string: "heart") == .systemImageName("heart"))
    }

    @Test(arguments: PresentationEra.allCases)
    func renderJSONReportsTheEra(era: PresentationEra) throws {
        let state = try Self.messages(Self.fromAlice, era: era, stage: .expanded)
        let json = CardJSON.document(for: CardRenderer.render(state, width: 44), state: state).serialized()
        #expect(json.contains(#""presentation":"\#(era.rawValue)""#))
        if era == .modern {
            #expect(json.contains(#""communication":{"senderName":"Alice Martin","groupName":null,"avatar":null}"#), "\(json)")
        } else {
            #expect(json.contains(#""communication":null"#))
        }
        #expect(json.contains(#""icon":{"name":"hand.thumbsup","glyph":"👍"}"#))
    }
}

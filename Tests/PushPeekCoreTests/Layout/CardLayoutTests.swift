import Testing
@testable import PushPeekCore

@Suite("Card layout")
struct CardLayoutTests {
    static let appJSON = """
    {"app": {"name": "Spy Agency", "icon": "S"},
     "categories": [{"identifier": "ShowMap", "actions": [
        {"identifier": "accept", "title": "Accept"},
        {"identifier": "decline", "title": "Decline", "options": ["destructive"]}]}],
     "extensions": [{"name": "Custom UI", "attributes": {"UNNotificationExtensionCategory": "ShowMap"},
        "view": [{"map": {}}]}]}
    """

    func state(_ payload: String, app: String? = appJSON, options: CardOptions = CardOptions(), stage: Stage = .expanded) throws -> PreviewState {
        let decoded = try PayloadDecoder.decode(Array(payload.utf8))
        let description = try app.map { try AppDescriptionDecoder.decode(Array($0.utf8)) } ?? .none
        return PreviewState(content: NotificationContent(payload: decoded), app: description, options: options, stage: stage)
    }

    let mapPayload = #"{"aps": {"alert": {"title": "The Sydney Observatory", "body": "Go now"}, "category": "ShowMap"}}"#

    @Test(arguments: [30, 44, 80])
    func sectionsStackTopToBottomAtEveryWidth(width: Int) throws {
        let card = CardRenderer.render(try state(mapPayload), width: width)
        let layout = card.layout
        #expect(layout.sections.map(\.name) == [.header, .custom, .default, .actions])
        let custom = try #require(layout.section(.custom))
        #expect(custom.rect.height == Int((Double(width) * 0.5).rounded()))
        #expect(custom.rect.y == 3)
        var bottom = 0
        for section in layout.sections {
            #expect(section.rect.y >= bottom)
            #expect(section.rect.width == width)
            bottom = section.rect.maxY
        }
        #expect(bottom == layout.height)
        #expect(card.grid.width == width)
        for line in card.grid.lines() { #expect(DisplayWidth.of(line) == width) }
    }

    @Test func ratioAndCellAspectSetTheCustomHeight() throws {
        let half = CardRenderer.render(try state(mapPayload, options: CardOptions(ratio: 0.5)), width: 44)
        #expect(half.layout.section(.custom)?.rect.height == 11)
        let square = CardRenderer.render(try state(mapPayload, options: CardOptions(cellAspect: 1)), width: 40)
        #expect(square.layout.section(.custom)?.rect.height == 40)
        #expect(CardRenderer.customHeight(width: 44, ratio: 1, cellAspect: 0.5) == 22)
        #expect(CardRenderer.customHeight(width: 44, ratio: .nan, cellAspect: 0.5) == 0)
    }

    @Test func hiddenDefaultContentLeavesHeaderCustomAndActions() throws {
        let card = CardRenderer.render(try state(mapPayload, options: CardOptions(defaultContentHidden: true)), width: 44)
        #expect(card.layout.sections.map(\.name) == [.header, .custom, .actions])
        #expect(!card.grid.lines().joined().contains("Sydney"))
    }

    @Test func noCustomContentWhenNoExtensionHandlesTheCategory() throws {
        let other = #"{"aps": {"alert": "Hi", "category": "Other"}}"#
        let card = CardRenderer.render(try state(other), width: 44)
        #expect(card.layout.sections.map(\.name) == [.header, .default])
        let noApp = CardRenderer.render(try state(mapPayload, app: nil), width: 44)
        #expect(noApp.layout.sections.map(\.name) == [.header, .default])
        #expect(noApp.grid.line(1).contains("APP"))
    }

    @Test func actionsShowInRegistrationOrderWithTheFirstFocused() throws {
        let card = CardRenderer.render(try state(mapPayload), width: 44)
        #expect(card.layout.actionRects.count == 2)
        let lines = card.grid.lines()
        let acceptRow = try #require(card.layout.actionRects.first?.y)
        #expect(lines[acceptRow].contains("› Accept ‹"))
        let declineRow = card.layout.actionRects[1].y
        #expect(lines[declineRow].contains("Decline"))
        #expect(acceptRow < declineRow)
        let declineCell = try #require((0..<44).map { card.grid[$0, declineRow] }.first { $0.text == "D" })
        #expect(declineCell.style.foreground == .role(.destructive))
    }

    @Test func bannerCutsTheBodyToFourLines() throws {
        let body = String(repeating: "word ", count: 60)
        let payload = #"{"aps": {"alert": {"title": "T", "subtitle": "S", "body": "\#(body)"}}}"#
        let card = CardRenderer.render(try state(payload, stage: .banner), width: 30)
        #expect(card.layout.stage == .banner)
        #expect(card.layout.sections.map(\.name) == [.header, .default])
        let lines = card.grid.lines()
        #expect(lines.count == 2 + 2 + 4 + 1)
        #expect(lines[1].contains("now"))
        #expect(lines[7].contains("…"))
    }

    @Test func noTitleFallsBackToTheAppName() throws {
        let card = CardRenderer.render(try state(#"{"aps": {"alert": "Only a body"}}"#), width: 44)
        #expect(card.grid.line(3).contains("Spy Agency"))
    }

    @Test func overridesDefaultTitleShowsTheExtensionTitleInTheHeader() throws {
        let app = CardLayoutTests.appJSON.replacingOccurrences(of: #""name": "Custom UI","#,
            with: #""name": "Custom UI", "title": "Mission", "attributes": {"UNNotificationExtensionCategory": "ShowMap", "UNNotificationExtensionOverridesDefaultTitle": true},"#)
            .replacingOccurrences(of: #""attributes": {"UNNotificationExtensionCategory": "ShowMap"},"#, with: "")
        let card = CardRenderer.render(try state(mapPayload, app: app), width: 44)
        #expect(card.grid.line(1).contains("MISSION"))
    }

    @Test func wideCharactersKeepEveryRowTheSameWidth() throws {
        let payload = #"{"aps": {"alert": {"title": "東京タワーで会いましょう 🗼", "body": "明日の午後三時に東京タワーの展望台で待っています。😀😀😀"}, "category": "ShowMap"}}"#
        let card = CardRenderer.render(try state(payload), width: 31)
        for line in card.grid.lines() { #expect(DisplayWidth.of(line) == 31) }
    }

    @Test func moreActionsThanFitAreCut() throws {
        let actions = (1...6).map { #"{"identifier": "a\#($0)", "title": "Action \#($0)"}"# }.joined(separator: ",")
        let app = #"{"categories": [{"identifier": "c", "actions": [\#(actions)]}]}"#
        let state = try state(#"{"aps": {"alert": "x", "category": "c"}}"#, app: app)
        #expect(CardRenderer.render(state, width: 44).layout.actionRects.count == 4)
        let json = CardJSON.document(for: CardRenderer.render(state, width: 44), state: state).serialized()
        #expect(json.contains(#""hiddenActions":2"#))
    }
}

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

    func era(_ era: PresentationEra, _ options: CardOptions = CardOptions()) -> CardOptions {
        var options = options
        options.presentationEra = era
        return options
    }

    @Test(arguments: [30, 44, 80], PresentationEra.allCases)
    func sectionsStackTopToBottomAtEveryWidth(width: Int, era: PresentationEra) throws {
        let card = CardRenderer.render(try state(mapPayload, options: self.era(era)), width: width)
        let layout = card.layout
        // The classic header row with its ✕; iOS 15 and later draw none.
        #expect(layout.sections.map(\.name) == (era == .classic ? [.header, .custom, .default, .actions] : [.custom, .default, .actions]))
        let custom = try #require(layout.section(.custom))
        #expect(custom.rect.height == Int((Double(width - 2) * 0.5).rounded()))
        #expect(custom.rect.y == (era == .classic ? 3 : 1))
        #expect((layout.dismissRect != nil) == (era == .classic))
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
        #expect(square.layout.section(.custom)?.rect.height == 38)
        #expect(CardRenderer.customHeight(width: 42, ratio: 1, cellAspect: 0.5) == 21)
        #expect(CardRenderer.customHeight(width: 44, ratio: .nan, cellAspect: 0.5) == 0)
    }

    /// The ratio is the view's own height ÷ its own width, and the view is the card's inside: at the
    /// default 44 columns the view is 42 wide, so ratio 1 gives 21 rows (not 22), in both eras.
    @Test(arguments: PresentationEra.allCases)
    func theCustomViewHeightFollowsTheInnerWidth(era: PresentationEra) throws {
        for (width, ratio) in [(44, 1.0), (44, 0.6), (30, 1.0), (80, 0.25)] {
            let card = CardRenderer.render(try state(mapPayload, options: self.era(era, CardOptions(ratio: ratio))), width: width)
            let custom = try #require(card.layout.section(.custom))
            let view = try #require(card.layout.elements.first { $0.kind == "map" })
            #expect(view.rect.width == width - 2)
            #expect(custom.rect.height == Int((Double(view.rect.width) * ratio * 0.5).rounded()), "width \(width), ratio \(ratio)")
        }
        #expect(CardRenderer.render(try state(mapPayload, options: self.era(era)), width: 44).layout.section(.custom)?.rect.height == 21)
    }

    @Test(arguments: PresentationEra.allCases)
    func hiddenDefaultContentLeavesCustomAndActions(era: PresentationEra) throws {
        let card = CardRenderer.render(try state(mapPayload, options: self.era(era, CardOptions(defaultContentHidden: true))), width: 44)
        #expect(card.layout.sections.map(\.name) == (era == .classic ? [.header, .custom, .actions] : [.custom, .actions]))
        #expect(!card.grid.lines().joined().contains("Sydney"))
    }

    @Test func noCustomContentWhenNoExtensionHandlesTheCategory() throws {
        let other = #"{"aps": {"alert": "Hi", "category": "Other"}}"#
        let card = CardRenderer.render(try state(other, options: era(.classic)), width: 44)
        #expect(card.layout.sections.map(\.name) == [.header, .default])
        let noApp = CardRenderer.render(try state(mapPayload, app: nil, options: era(.classic)), width: 44)
        #expect(noApp.layout.sections.map(\.name) == [.header, .default])
        #expect(noApp.grid.line(1).contains("APP"))
        let modern = CardRenderer.render(try state(other), width: 44)
        #expect(modern.layout.sections.map(\.name) == [.default])
        #expect(modern.grid.line(1).hasPrefix("│ ╭──╮ Spy Agency"))
        #expect(modern.grid.line(2).hasPrefix("│ │S │ Hi"))
    }

    @Test(arguments: PresentationEra.allCases)
    func actionsShowInRegistrationOrderWithTheFirstFocused(era: PresentationEra) throws {
        let card = CardRenderer.render(try state(mapPayload, options: self.era(era)), width: 44)
        #expect(card.layout.actionRects.count == 2)
        let lines = card.grid.lines()
        let acceptRow = try #require(card.layout.actionRects.first?.y)
        #expect(lines[acceptRow].contains("› Accept ‹"))
        let declineRow = card.layout.actionRects[1].y
        #expect(lines[declineRow].contains("Decline"))
        #expect(acceptRow < declineRow)
        let declineCell = try #require((0..<44).map { card.grid[$0, declineRow] }.first { $0.text == "D" })
        #expect(declineCell.style.foreground == .role(.destructive))
        let acceptCell = try #require((0..<44).map { card.grid[$0, acceptRow] }.first { $0.text == "A" })
        // Classic buttons are tinted; the iOS 15 menu uses the label colour.
        #expect(acceptCell.style.foreground == .role(era == .classic ? .accent : .text))
    }

    @Test func bannerCutsTheBodyToFourLines() throws {
        let body = String(repeating: "word ", count: 60)
        let payload = #"{"aps": {"alert": {"title": "T", "subtitle": "S", "body": "\#(body)"}}}"#
        let card = CardRenderer.render(try state(payload, options: era(.classic), stage: .banner), width: 30)
        #expect(card.layout.stage == .banner)
        #expect(card.layout.sections.map(\.name) == [.header, .default])
        let lines = card.grid.lines()
        #expect(lines.count == 2 + 2 + 4 + 1)
        #expect(lines[1].contains("now"))
        #expect(lines[7].contains("…"))
        let modern = CardRenderer.render(try state(payload, stage: .banner), width: 30).grid.lines()
        #expect(modern.count == 1 + 2 + 4 + 1)
        #expect(modern[1].contains("T") && modern[1].hasSuffix(" now │"))
        #expect(modern[6].contains("…"))
    }

    /// Without a title iOS names the app once: the classic header says it (no title line repeats
    /// it); from iOS 15 the app name is the title, with no header.
    @Test(arguments: PresentationEra.allCases, [Stage.banner, .expanded])
    func aTitleLessPayloadShowsTheAppNameOnce(era: PresentationEra, stage: Stage) throws {
        let card = CardRenderer.render(try state(#"{"aps": {"alert": "Only a body"}}"#, options: self.era(era), stage: stage), width: 44)
        let text = card.grid.lines().joined(separator: "\n")
        #expect(text.lowercased().components(separatedBy: "spy agency").count - 1 == 1, "\(text)")
        #expect(text.contains(era == .classic ? "SPY AGENCY" : "Spy Agency"))
        #expect(text.contains("Only a body"))
        let noApp = CardRenderer.render(try state(#"{"aps": {"alert": "Only a body"}}"#, app: nil, options: self.era(era), stage: stage), width: 44)
        let generic = noApp.grid.lines().joined(separator: "\n")
        #expect(generic.lowercased().components(separatedBy: "app").count - 1 == 1, "\(generic)")
    }

    static let overridingApp = CardLayoutTests.appJSON.replacingOccurrences(of: #""name": "Custom UI","#,
        with: #""name": "Custom UI", "title": "Mission", "attributes": {"UNNotificationExtensionCategory": "ShowMap", "UNNotificationExtensionOverridesDefaultTitle": true},"#)
        .replacingOccurrences(of: #""attributes": {"UNNotificationExtensionCategory": "ShowMap"},"#, with: "")

    /// The view controller's title replaces the notification's title in the full interface only:
    /// the banner is drawn by the system before the extension runs.
    @Test(arguments: PresentationEra.allCases)
    func overridesDefaultTitleChangesOnlyTheFullInterface(era: PresentationEra) throws {
        let expanded = CardRenderer.render(try state(mapPayload, app: Self.overridingApp, options: self.era(era)), width: 44).grid.lines()
        let banner = CardRenderer.render(try state(mapPayload, app: Self.overridingApp, options: self.era(era), stage: .banner), width: 44).grid.lines()
        let plainBanner = CardRenderer.render(try state(mapPayload, options: self.era(era), stage: .banner), width: 44).grid.lines()
        #expect(banner == plainBanner)
        #expect(!banner.joined().lowercased().contains("mission"))
        if era == .classic {
            #expect(expanded[1].contains("MISSION"))
            #expect(banner[1].contains("SPY AGENCY"))
        } else {
            #expect(expanded.contains { $0.contains("╭──╮ Mission") })
            #expect(banner[1].contains("The Sydney Observatory"))
        }
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

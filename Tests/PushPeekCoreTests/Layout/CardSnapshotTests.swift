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

/// Golden snapshots of whole cards: what a person sees, as text.
@Suite("Card snapshots")
struct CardSnapshotTests {
    func card(_ sources: SessionSources, options: CardOptions = CardOptions(), stage: Stage = .expanded, width: Int = 44, era: PresentationEra) throws -> String {
        var options = options
        options.presentationEra = era
        let state = try SessionLoader.load(sources, options: options, stage: stage)
        return TextSnapshot.text(of: CardRenderer.render(state, width: width).grid)
    }

    func payload(_ json: String, app: String? = nil, stage: Stage = .expanded, width: Int = 44, era: PresentationEra) throws -> String {
        let payload = try PayloadDecoder.decode(Array(json.utf8))
        let description = try app.map { try AppDescriptionDecoder.decode(Array($0.utf8)) } ?? .none
        var state = PreviewState(content: NotificationContent(payload: payload), app: description, options: CardOptions(presentationEra: era), stage: stage)
        if stage == .expanded { _ = PreviewReducer.expand(&state) }
        return TextSnapshot.text(of: CardRenderer.render(state, width: width).grid)
    }

    /// `card/` holds today's presentation, `card-ios14/` the classic one.
    func folder(_ era: PresentationEra) -> String {
        era == .modern ? "card/" : "card-ios14/"
    }

    @Test(arguments: [30, 44, 80], PresentationEra.allCases)
    func spyAgencyExpanded(width: Int, era: PresentationEra) throws {
        Snapshot.assert(try card(.demo, width: width, era: era), named: folder(era) + "spy-agency-expanded-\(width)")
    }

    @Test(arguments: PresentationEra.allCases)
    func spyAgencyBanner(era: PresentationEra) throws {
        Snapshot.assert(try card(.demo, stage: .banner, era: era), named: folder(era) + "spy-agency-banner-44")
    }

    @Test(arguments: PresentationEra.allCases)
    func spyAgencyHiddenDefaultContentAtHalfRatio(era: PresentationEra) throws {
        Snapshot.assert(try card(.demo, options: CardOptions(ratio: 0.5, defaultContentHidden: true), era: era), named: folder(era) + "spy-agency-hidden-default-44")
    }

    @Test(arguments: PresentationEra.allCases)
    func plainAlertWithoutAnAppDescription(era: PresentationEra) throws {
        let json = #"{"aps": {"alert": {"title": "Package delivered", "subtitle": "Front door", "body": "Your parcel was left at the front door at 14:02. Reply STOP to unsubscribe from delivery updates."}, "badge": 1}}"#
        Snapshot.assert(try payload(json, era: era), named: folder(era) + "plain-expanded-44")
        Snapshot.assert(try payload(json, stage: .banner, era: era), named: folder(era) + "plain-banner-44")
    }

    @Test(arguments: PresentationEra.allCases)
    func wideCharactersAndEmoji(era: PresentationEra) throws {
        let json = #"{"aps": {"alert": {"title": "東京タワー 🗼", "body": "明日の午後三時に展望台で待っています。遅れないでください 😀 ok"}}}"#
        Snapshot.assert(try payload(json, width: 32, era: era), named: folder(era) + "wide-characters-32")
    }

    @Test(arguments: PresentationEra.allCases)
    func silentPushSaysNothingShows(era: PresentationEra) throws {
        Snapshot.assert(try payload(#"{"aps": {"content-available": 1}, "sync": true}"#, era: era), named: folder(era) + "silent-44")
    }

    @Test(arguments: PresentationEra.allCases)
    func hostileTextIsShownEscaped(era: PresentationEra) throws {
        let json = #"{"aps": {"alert": {"title": "Evil \u001b[2J\u0007 title", "body": "bidi \u202e reversed"}}}"#
        let text = try payload(json, era: era)
        #expect(!text.unicodeScalars.contains { TerminalSafeText.isUnsafe($0) && $0 != "\n" })
        Snapshot.assert(text, named: folder(era) + "escaped-control-characters-44")
    }
}

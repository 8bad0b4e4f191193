import Testing
@testable import PushPeekCore

/// Golden snapshots of whole cards: what a person sees, as text.
@Suite("Card snapshots")
struct CardSnapshotTests {
    func card(_ sources: SessionSources, options: CardOptions = CardOptions(), stage: Stage = .expanded, width: Int = 44) throws -> String {
        let state = try SessionLoader.load(sources, options: options, stage: stage)
        return TextSnapshot.text(of: CardRenderer.render(state, width: width).grid)
    }

    func payload(_ json: String, app: String? = nil, stage: Stage = .expanded, width: Int = 44) throws -> String {
        let payload = try PayloadDecoder.decode(Array(json.utf8))
        let description = try app.map { try AppDescriptionDecoder.decode(Array($0.utf8)) } ?? .none
        var state = PreviewState(content: NotificationContent(payload: payload), app: description, stage: stage)
        if stage == .expanded { _ = PreviewReducer.expand(&state) }
        return TextSnapshot.text(of: CardRenderer.render(state, width: width).grid)
    }

    @Test(arguments: [30, 44, 80])
    func spyAgencyExpanded(width: Int) throws {
        Snapshot.assert(try card(.demo, width: width), named: "card/spy-agency-expanded-\(width)")
    }

    @Test func spyAgencyBanner() throws {
        Snapshot.assert(try card(.demo, stage: .banner), named: "card/spy-agency-banner-44")
    }

    @Test func spyAgencyHiddenDefaultContentAtHalfRatio() throws {
        Snapshot.assert(try card(.demo, options: CardOptions(ratio: 0.5, defaultContentHidden: true)), named: "card/spy-agency-hidden-default-44")
    }

    @Test func plainAlertWithoutAnAppDescription() throws {
        let json = #"{"aps": {"alert": {"title": "Package delivered", "subtitle": "Front door", "body": "Your parcel was left at the front door at 14:02. Reply STOP to unsubscribe from delivery updates."}, "badge": 1}}"#
        Snapshot.assert(try payload(json), named: "card/plain-expanded-44")
        Snapshot.assert(try payload(json, stage: .banner), named: "card/plain-banner-44")
    }

    @Test func wideCharactersAndEmoji() throws {
        let json = #"{"aps": {"alert": {"title": "東京タワー 🗼", "body": "明日の午後三時に展望台で待っています。遅れないでください 😀 ok"}}}"#
        Snapshot.assert(try payload(json, width: 32), named: "card/wide-characters-32")
    }

    @Test func silentPushSaysNothingShows() throws {
        Snapshot.assert(try payload(#"{"aps": {"content-available": 1}, "sync": true}"#), named: "card/silent-44")
    }

    @Test func hostileTextIsShownEscaped() throws {
        let json = #"{"aps": {"alert": {"title": "Evil \u001b[2J\u0007 title", "body": "bidi \u202e reversed"}}}"#
        let text = try payload(json)
        #expect(!text.unicodeScalars.contains { TerminalSafeText.isUnsafe($0) && $0 != "\n" })
        Snapshot.assert(text, named: "card/escaped-control-characters-44")
    }
}

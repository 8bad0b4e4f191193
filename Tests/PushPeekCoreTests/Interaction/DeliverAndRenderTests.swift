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

/// A new delivery, the drawn custom view, the status bar and help for each mode, `render` JSON.
@Suite struct DeliverAndRenderTests {
    typealias F = InteractionFixtures

    @Test func deliverCallsDidReceiveAgainAndKeepsTheLog() throws {
        var state = try F.example("spy-agency", payload: "payload.json", app: "app.json")
        try F.press(&state, "enter l")
        let before = state.log.events.count
        let newer = NotificationContent(payload: try PayloadDecoder.decode(Array(#"{"aps": {"alert": {"title": "Opera House"}, "category": "ShowMap"}}"#.utf8)))
        let effects = PreviewReducer.deliver(&state, PreviewDelivery(content: newer, app: state.app))
        #expect(F.summary(effects) == "didReceive,setNotificationActions")
        #expect(state.log.events.count == before + 2)
        #expect(state.content.title == "Opera House")
        #expect(state.actions.map(\.identifier) == ["accept", "payment"])
        #expect(state.log.isShown)
        #expect(F.lines(state).contains { $0.contains("Opera House") })
    }

    @Test func deliverInTheBannerWaitsForTheLongPress() throws {
        var state = try F.example("spy-agency", payload: "payload.json", app: "app.json", stage: .banner)
        #expect(PreviewReducer.deliver(&state, state.delivery).isEmpty)
        #expect(state.stage == .banner && state.log.events.isEmpty)
    }

    @Test func aDeliveryBringsItsAttachmentsAndKeepsTheSession() throws {
        var state = try F.example("spy-agency", payload: "payload.json", app: "app.json")
        try F.press(&state, "enter l")
        state.attachments = [Attachment(identifier: "clip", fileName: "older.wav", kind: .audio(duration: nil), byteSize: 1, format: .wav)]
        var newer = state.attachments[0]
        newer.fileName = "newer.jpg"
        let log = state.log
        _ = PreviewReducer.deliver(&state, PreviewDelivery(content: state.content, app: state.app, attachments: [newer]))
        #expect(state.attachments.map(\.fileName) == ["newer.jpg"])
        #expect(state.log.isShown && state.log.events.count > log.events.count)
        #expect(state.session.options.maximumActions == CardOptions().maximumActions)
    }

    @Test func filesChangedAsksTheEdgeToReload() throws {
        var state = try F.example("spy-agency", payload: "payload.json", app: "app.json")
        #expect(PreviewReducer.update(&state, .filesChanged) == [.reload])
    }

    @Test func labelsBindTemplatesAndKeyPaths() throws {
        let state = try F.example("calendar", payload: "event-invite.json", app: "app.json")
        // The custom view starts under the top border (iOS 15: no header row above it).
        let lines = F.lines(state)
        #expect(lines[1].contains("Dinner at Tomo's"))
        #expect(lines[2].contains("Saturday, 7:00 PM"))
        #expect(lines[3].contains("Dolores Park Café"))
        let content = state.content
        #expect(TextTemplate.fill("{{ aps.alert.subtitle }} @ {{location}}{{missing}}", content: content) == "Saturday, 7:00 PM @ Dolores Park Café")
        #expect(TextTemplate.fill("open {{ never closed", content: content) == "open {{ never closed")
    }

    @Test func imageBoxSizedInPointsAndAlignedTopTrailing() throws {
        let state = try F.example("spy-agency", payload: "payload.json", app: "app.json")
        let card = CardRenderer.render(state, width: 44)
        let image = try #require(card.layout.elements.first { $0.kind == "image" })
        // 80 × 80 pt at 8 pt per column and 16 pt per row; 8 pt margin = 1 column, 1 row.
        #expect(image.rect.width == 10 && image.rect.height == 5)
        let custom = try #require(card.layout.section(.custom)).rect
        // The trailing margin counts from the custom view's edge, inside the card's border.
        #expect(image.rect.maxX == custom.maxX - 1 - 1)
        #expect(image.rect.y == custom.y + 1)
        #expect(card.grid.lines()[image.rect.y].contains("╭────────╮"))
        let map = try #require(card.layout.elements.first { $0.kind == "map" })
        #expect(map.rect.height == custom.height)
    }

    @Test func statusHintsFollowTheMode() throws {
        var state = try F.example("spy-agency", payload: "payload.json", app: "app.json")
        #expect(PreviewScreen.statusHints(state).hasPrefix("tab focus"))
        try F.press(&state, "tab enter")
        #expect(PreviewScreen.statusHints(state).contains("enter confirm"))
        var typing = try F.example("spy-agency", payload: "payload.json", app: "app-comment.json")
        #expect(PreviewScreen.statusHints(typing).contains("enter send"))
        try F.press(&typing, "esc")
        #expect(F.lines(typing).contains { $0.contains("Comment") })
        #expect(PreviewScreen.statusHints(try ReducerTableTests.locked()).contains("Unlock"))
        let screen = PreviewScreen.view(state, size: Size(width: 80, height: 50))
        #expect(screen.line(49).contains("enter confirm"))
    }

    @Test func helpListsEveryMode() {
        var grid = CellGrid(width: 80, height: 40)
        KeyHelpView.draw(into: &grid, area: grid.bounds, scroll: 0)
        let text = grid.lines().joined(separator: "\n")
        for heading in ["Reply keyboard", "Input view (slider)", "Unlock to continue", "m   "] {
            #expect(text.contains(heading), "\(heading)")
        }
    }

    @Test func jsonReportsInputFocusAndElements() throws {
        var state = try F.example("spy-agency", payload: "payload.json", app: "app.json")
        try F.press(&state, "tab enter right")
        let document = CardJSON.document(for: CardRenderer.render(state, width: 44), state: state).serialized()
        #expect(document.contains(#""input":{"kind":"slider","text":"$300","value":300"#))
        #expect(document.contains(#""focus":"action:1""#))
        #expect(document.contains(#""name":"input""#))
        var typing = try F.example("spy-agency", payload: "payload.json", app: "app-comment.json")
        try F.press(&typing, #""hey""#)
        let text = CardJSON.document(for: CardRenderer.render(typing, width: 44), state: typing).serialized()
        #expect(text.contains(#""input":{"kind":"text","text":"hey","value":null,"actionIdentifier":"comment""#))
        let idle = try F.example("calendar", payload: "event-invite.json", app: "app.json")
        let plain = CardJSON.document(for: CardRenderer.render(idle, width: 44), state: idle).serialized()
        #expect(plain.contains(#""input":{"kind":null,"text":null,"value":null}"#))
        #expect(plain.contains(#""id":"eventLocation","text":"Dolores Park Café""#))
    }

    @Test func logSummariesReadWell() {
        #expect(LogEvent.setNotificationActions([NotificationAction(identifier: "a", title: "A")]).summary == "setNotificationActions [a]")
        #expect(LogEvent.inputView(value: 400).summary == "inputView value=400")
        #expect(LogEvent.didReceiveResponse(actionIdentifier: "comment", userText: "hi").summary == "didReceiveResponse comment “hi”")
    }
}

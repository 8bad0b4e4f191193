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

/// View controls (focus only with user interaction), the media button, unlock, foreground actions,
/// declarative steps that open the app or dismiss the extension.
@Suite struct ControlAndSystemActionTests {
    typealias F = InteractionFixtures

    static func payApp(interactive: Bool) -> String {
        let view = #"""
        "view": [{"container": {"elements": [
          {"segmented": {"id": "amount", "segments": ["5", "10", "20"]}},
          {"button": {"id": "pay", "title": "Pay in app", "action": "payInApp"}},
          {"button": {"id": "fav", "title": "♡ Favorite", "selectedTitle": "♥ Favorited"}} ]}}],
        "responses": {"payInApp": {"performDefaultAction": true}}
        """#
        return F.app(actions: #"[{"identifier": "later", "title": "Later"}]"#, extensionJSON: view)
            .replacingOccurrences(of: "\"UNNotificationExtensionInitialContentSizeRatio\": 0.5", with: "\"UNNotificationExtensionInitialContentSizeRatio\": 0.5, \"UNNotificationExtensionUserInteractionEnabled\": \(interactive)")
    }

    @Test func controlsTakeFocusOnlyWithUserInteraction() throws {
        var inert = try F.state(app: Self.payApp(interactive: false))
        #expect(inert.focusRing == [.action(0)])
        try F.press(&inert, "tab tab")
        #expect(inert.focus == .action(0))
        #expect(F.lines(inert).contains { $0.contains("[ Pay in app ]") })

        var live = try F.state(app: Self.payApp(interactive: true))
        #expect(live.focusRing == [.control(0), .control(1), .control(2), .action(0)])
        try F.press(&live, "tab")
        #expect(live.focus == .control(0))
        #expect(F.lines(live).contains { $0.contains("›") && $0.contains("[5]") })
    }

    @Test func segmentedControlChangesWithLeftRightAndLogsValueChanged() throws {
        var state = try F.state(app: Self.payApp(interactive: true))
        try F.press(&state, "tab right right")
        #expect(state.extensionView.controlValues["amount"] == 2)
        #expect(F.summary(try F.press(&state, "right")) == "bell")
        #expect(F.lines(state).contains { $0.contains("[20]") })
        #expect(state.log.events.last.flatMap { F.field($0, "value") } == "20")
        #expect(state.log.events.last.flatMap { F.field($0, "selectedSegmentIndex") } == "2")
        try F.press(&state, "enter")
        #expect(state.extensionView.controlValues["amount"] == 0)
        try F.press(&state, "down")
        #expect(state.focus == .control(1))
    }

    @Test func toggleButtonAndActionButton() throws {
        var state = try F.state(app: Self.payApp(interactive: true))
        try F.press(&state, "tab tab tab enter")
        #expect(state.value(of: state.controls[2]) == 1)
        #expect(F.lines(state).contains { $0.contains("♥ Favorited") })
        #expect(state.log.events.last == LogEvent.touchUpInside(element: "fav", selected: true))
        try F.press(&state, "shift+tab enter")
        #expect(Array(F.events(state).suffix(5)) == ["touchUpInside", "didReceiveResponse", "forwardedToApp", "dismissed", "complete"])
        #expect(F.field(state.log.events[state.log.events.count - 3], "actionIdentifier") == NotificationAction.defaultActionIdentifier)
        #expect(state.isDismissed)
    }

    @Test func mediaButtonTogglesAndOverlayHidesWhilePlaying() throws {
        let app = F.app(actions: #"[{"identifier": "a", "title": "A"}]"#,
                        extensionJSON: #""view": [], "media": {"button": "overlay", "frame": [0, 0, 44, 44], "tint": "purple"}"#)
        var state = try F.state(app: app)
        #expect(state.focusRing == [.mediaButton, .action(0)])
        #expect(CardRenderer.render(state, width: 44).layout.mediaButtonRect != nil)
        try F.press(&state, "tab enter")
        #expect(state.extensionView.isMediaPlaying)
        #expect(state.log.events.last == LogEvent.mediaPlay)
        #expect(CardRenderer.render(state, width: 44).layout.mediaButtonRect == nil)
        #expect(state.focus == .action(0))
        try F.press(&state, "m")
        #expect(state.log.events.last == LogEvent.mediaPause)
        #expect(F.lines(state).contains { $0.contains("▶") })
    }

    @Test func defaultMediaButtonStaysAndShowsPause() throws {
        let app = F.app(actions: "[]", extensionJSON: #""view": [], "media": {"button": "default", "frame": [0, 0, 44, 44]}"#)
        var state = try F.state(app: app)
        try F.press(&state, "m")
        #expect(F.lines(state).contains { $0.contains("❚❚") })
        #expect(state.focusRing == [.mediaButton])
    }

    static let authenticationApp = F.app(
        actions: #"[{"identifier": "pay", "title": "Pay", "options": ["authenticationRequired"]}, {"identifier": "b", "title": "B"}]"#,
        extensionJSON: #""responses": {"*": {"complete": "doNotDismiss"}}"#)

    @Test func authenticationRequiredAsksALockedDeviceToUnlockFirstThenOnlyOnce() throws {
        var options = CardOptions()
        options.device.isLocked = true
        var state = try F.state(app: Self.authenticationApp, options: options)
        #expect(!state.isDeviceUnlocked)
        try F.press(&state, "enter")
        #expect(state.unlockRequest?.action.identifier == "pay")
        #expect(F.lines(state).contains { $0.contains("Unlock to continue") })
        #expect(!F.lines(state).contains { $0.contains("Pay") })
        try F.press(&state, "esc")
        #expect(state.unlockRequest == nil)
        #expect(F.events(state) == ["didReceive"])
        try F.press(&state, "enter enter")
        #expect(state.isDeviceUnlocked)
        #expect(F.events(state) == ["didReceive", "didReceiveResponse", "complete"])
        try F.press(&state, "enter")
        #expect(state.unlockRequest == nil)
        #expect(F.events(state).count == 5)
    }

    /// Unlocked (the default, no `--locked`), iOS runs an `authenticationRequired` action at once.
    @Test func authenticationRequiredOnAnUnlockedDeviceRunsAtOnce() throws {
        var state = try F.state(app: Self.authenticationApp)
        #expect(state.isDeviceUnlocked)
        try F.press(&state, "enter")
        #expect(state.unlockRequest == nil)
        #expect(!F.lines(state).contains { $0.contains("Unlock to continue") })
        #expect(F.events(state) == ["didReceive", "didReceiveResponse", "complete"])
    }

    @Test func foregroundActionOpensTheAppAfterTheResponse() throws {
        let app = F.app(actions: #"[{"identifier": "view", "title": "View", "options": ["foreground"]}]"#,
                        extensionJSON: #""responses": {"view": {"complete": "doNotDismiss"}}"#)
        var state = try F.state(app: app)
        try F.press(&state, "enter")
        #expect(F.events(state) == ["didReceive", "didReceiveResponse", "complete", "forwardedToApp", "dismissed"])
        #expect(F.field(state.log.events[3], "actionIdentifier") == "view")
    }

    @Test func withoutResponsesActionsGoToTheAppAndDismiss() throws {
        let app = F.app(actions: #"[{"identifier": "comment", "title": "Comment", "textInput": {"buttonTitle": "Post"}}, {"identifier": "b", "title": "B"}]"#,
                        extensionJSON: #""view": []"#)
        var state = try F.state(app: app)
        #expect(state.input == nil)
        try F.press(&state, #"enter "hi" enter"#)
        #expect(F.events(state) == ["didReceive", "forwardedToApp", "dismissed"])
        #expect(F.field(state.log.events[1], "userText") == "hi")
    }

    @Test func layeredActionsAndRemovingThemAll() throws {
        let app = F.app(actions: #"[{"identifier": "like", "title": "Like"}]"#, extensionJSON: #"""
        "responses": {"like": {"setActions": [{"identifier": "love", "title": "Love"}, {"identifier": "like2", "title": "Like"},
                                              {"identifier": "kind", "title": "Kind of Like"}, {"identifier": "meh", "title": "Meh"}],
                               "complete": "doNotDismiss"},
                      "meh": {"setActions": [], "complete": "doNotDismiss"}}
        """#)
        var state = try F.state(app: app)
        try F.press(&state, "enter")
        #expect(state.actions.map(\.title) == ["Love", "Like", "Kind of Like", "Meh"])
        try F.press(&state, "shift+tab enter")
        #expect(state.actions.isEmpty)
        #expect(state.focus == nil)
        #expect(state.log.events.last == LogEvent.complete(.doNotDismiss))
        #expect(state.log.events[state.log.events.count - 2] == LogEvent.setNotificationActions([]))
        #expect(CardRenderer.render(state, width: 44).layout.section(.actions) == nil)
    }

    @Test func dismissExtensionAndBecomeFirstResponderWithAccessoryOnly() throws {
        let app = F.app(actions: #"[{"identifier": "note", "title": "Note"}, {"identifier": "close", "title": "Close"}]"#, extensionJSON: #"""
        "responses": {"note": {"becomeFirstResponder": true, "complete": "doNotDismiss"}, "close": {"dismissExtension": true, "complete": "doNotDismiss"}},
        "inputAccessory": {"buttons": [{"identifier": "close", "title": "Close"}]}
        """#)
        var state = try F.state(app: app)
        try F.press(&state, "enter")
        guard case .text(let reply)? = state.input else { Issue.record("a text field with the accessory"); return }
        #expect(reply.action.identifier == "note")
        try F.press(&state, #""x" tab tab enter"#)
        #expect(Array(F.events(state).suffix(3)) == ["didReceiveResponse", "dismissed", "complete"])
        #expect(F.field(state.log.events[state.log.events.count - 3], "actionIdentifier") == "close")
        #expect(state.isDismissed)
        #expect(state.input == nil)
    }
}

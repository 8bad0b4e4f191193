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

/// The examples' scenarios (spy-agency, podcast, apple-pay, calendar), end to end through the reducer.
@Suite struct ExampleScenarioTests {
    typealias F = InteractionFixtures

    @Test func commentReplyCarriesUserText() throws {
        var state = try F.example("spy-agency", payload: "payload.json", app: "app-comment.json")
        guard case .text(let reply)? = state.input else {
            Issue.record("the only action is a text-input action: the keyboard shows at once")
            return
        }
        #expect(reply.placeholder == "Tell HQ what you see...")
        #expect(reply.buttonTitle == "Send")
        #expect(F.lines(state).contains { $0.contains("Tell HQ what you see...") && $0.contains("Send") })
        #expect(!F.lines(state).contains { $0.contains("Comment") })
        try F.press(&state, #""Looks great 👍" enter"#)
        #expect(F.events(state) == ["didReceive", "didReceiveResponse", "complete", "dismissed"])
        #expect(F.field(state.log.events[1], "actionIdentifier") == "comment")
        #expect(F.field(state.log.events[1], "userText") == "Looks great 👍")
        #expect(F.field(state.log.events[2], "option") == "dismiss")
        #expect(state.isDismissed)
    }

    @Test func acceptCancelAcceptSwapsInPlaceWithoutDismissing() throws {
        var state = try F.example("spy-agency", payload: "payload.json", app: "app.json")
        #expect(state.actions.map(\.identifier) == ["accept", "payment"])
        try F.press(&state, "enter")
        #expect(state.actions.map(\.identifier) == ["cancel", "payment"])
        #expect(state.focusedAction == 0)
        try F.press(&state, "enter")
        #expect(state.actions.map(\.identifier) == ["accept", "payment"])
        try F.press(&state, "enter")
        #expect(state.actions.map(\.title) == ["Cancel", "Payment"])
        #expect(!state.isDismissed)
        let completions = state.log.events.filter { F.event($0) == "complete" }.map { F.field($0, "option") }
        #expect(completions == ["doNotDismiss", "doNotDismiss", "doNotDismiss"])
        let swaps = state.log.events.filter { F.event($0) == "setNotificationActions" }.map { F.field($0, "actions") }
        #expect(swaps == [#"["accept","payment"]"#, #"["cancel","payment"]"#, #"["accept","payment"]"#, #"["cancel","payment"]"#])
        #expect(F.lines(state).contains { $0.contains("› Cancel ‹") })
    }

    @Test func paymentSliderThreeStepsRightLogs400() throws {
        var state = try F.example("spy-agency", payload: "payload.json", app: "app.json")
        try F.press(&state, "tab enter")
        guard case .slider(let slider)? = state.input else {
            Issue.record("payment becomes first responder: the slider shows")
            return
        }
        #expect(slider.value == 250)
        #expect(F.lines(state).contains { $0.contains("Payment") && $0.contains("$250") })
        try F.press(&state, "right right right")
        #expect(F.lines(state).contains { $0.contains("$400") })
        try F.press(&state, "enter")
        #expect(state.input == nil)
        #expect(F.events(state).suffix(3) == ["didReceiveResponse", "complete", "inputView"])
        #expect(state.log.events.last == LogEvent.inputView(value: 400))
        #expect(F.lines(state).contains { $0.contains("Payment") && !$0.contains("$") })
    }

    @Test func sliderBigStepsEndsAndCancel() throws {
        var state = try F.example("spy-agency", payload: "payload.json", app: "app.json")
        try F.press(&state, "tab enter shift+right")
        guard case .slider(let afterBig)? = state.input else { Issue.record("slider expected"); return }
        #expect(afterBig.value == 750)
        try F.press(&state, "pgup")
        if case .slider(let clamped)? = state.input { #expect(clamped.value == 1000) }
        try F.press(&state, "home left")
        if case .slider(let low)? = state.input { #expect(low.value == 0) }
        try F.press(&state, "end pgdn shift+left")
        if case .slider(let down)? = state.input { #expect(down.value == 0) }
        try F.press(&state, "esc")
        #expect(state.input == nil)
        #expect(!F.events(state).contains("inputView"))
    }

    @Test func eventInviteAcceptShowsGoingInGreen() throws {
        var state = try F.example("calendar", payload: "event-invite.json", app: "app.json")
        #expect(state.defaultContentHidden)
        try F.press(&state, "enter")
        #expect(state.extensionView.labelChanges["eventResponse"]?.text == "Going!")
        #expect(state.extensionView.labelChanges["eventResponse"]?.color == Color(parsing: "green"))
        #expect(F.events(state) == ["didReceive", "didReceiveResponse", "complete", "dismissed"])
        let card = CardRenderer.render(state, width: 44)
        #expect(card.grid.lines().contains { $0.contains("Going!") })
        let label = card.layout.elements.first { $0.kind == "label" && $0.details.serialized().contains("eventResponse") }
        #expect(label?.details.serialized().contains(##""color":"#34C759""##) == true)
        if let row = label?.rect.y, let x = card.grid.lines()[row].firstIndex(of: "G") {
            let column = card.grid.lines()[row].distance(from: card.grid.lines()[row].startIndex, to: x)
            #expect(card.grid[column, row].style.foreground == .rgb(52, 199, 89))
        }
    }

    @Test func eventInviteDeclineShowsNotGoingInRed() throws {
        var state = try F.example("calendar", payload: "event-invite.json", app: "app.json")
        try F.press(&state, "tab enter")
        #expect(state.extensionView.labelChanges["eventResponse"]?.text == "Not going :(")
        #expect(state.extensionView.labelChanges["eventResponse"]?.color == Color(parsing: "red"))
    }

    @Test func commentWithAccessoryButtonsAboveTheKeyboard() throws {
        var state = try F.example("calendar", payload: "event-invite.json", app: "app.json")
        try F.press(&state, "tab tab enter")
        let lines = F.lines(state)
        #expect(lines.contains { $0.contains("Accept") && $0.contains("Decline") })
        #expect(lines.contains { $0.contains("Type here...") && $0.contains("Send") })
        // Tab: field → Send → Accept (accessory); Enter there accepts while typing.
        try F.press(&state, #""See you" tab tab"#)
        if case .text(let reply)? = state.input { #expect(reply.focus == .accessory(0)) }
        try F.press(&state, "enter")
        #expect(state.extensionView.labelChanges["eventResponse"]?.text == "Going!")
        #expect(F.events(state).suffix(3) == ["didReceiveResponse", "complete", "dismissed"])
    }

    @Test func commentSentWithTheSendButtonKeepsTheInterfaceUp() throws {
        var state = try F.example("calendar", payload: "event-invite.json", app: "app.json")
        try F.press(&state, #"tab tab enter "Running late" tab enter"#)
        #expect(state.input == nil)
        #expect(!state.isDismissed)
        #expect(F.field(state.log.events[1], "userText") == "Running late")
        #expect(F.field(state.log.events[2], "option") == "doNotDismiss")
    }

    @Test func fallbackResponseForwardsToTheApp() throws {
        var state = try F.example("calendar", payload: "event-invite.json", app: "app.json")
        state.actions.append(NotificationAction(identifier: "snooze", title: "Snooze"))
        state.options.maximumActions = 4
        try F.press(&state, "shift+tab enter")
        #expect(F.events(state).suffix(4) == ["didReceiveResponse", "complete", "forwardedToApp", "dismissed"])
        #expect(F.field(state.log.events[2], "option") == "dismissAndForwardAction")
        #expect(F.field(state.log.events[3], "actionIdentifier") == "snooze")
    }

    @Test func explicitDismissReachesTheAppOnlyWithCustomDismissAction() throws {
        var calendar = try F.example("calendar", payload: "event-invite.json", app: "app.json")
        try F.press(&calendar, "d")
        #expect(F.field(calendar.log.events[1], "actionIdentifier") == NotificationAction.dismissActionIdentifier)
        var spy = try F.example("spy-agency", payload: "payload.json", app: "app.json")
        try F.press(&spy, "d")
        #expect(F.events(spy).suffix(1) == ["dismissed"])
        #expect(!F.events(spy).contains("forwardedToApp"))
    }

    @Test func openAppSendsTheDefaultAction() throws {
        var state = try F.example("spy-agency", payload: "payload.json", app: "app.json")
        try F.press(&state, "o")
        #expect(F.field(state.log.events[2], "actionIdentifier") == NotificationAction.defaultActionIdentifier)
        #expect(state.isDismissed)
    }
}

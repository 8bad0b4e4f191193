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

/// One mode owns the keyboard, and the keys, the mouse, the keyboard area and the status line agree
/// on which.
@Suite struct InteractionModeTests {
    typealias F = InteractionFixtures

    /// A view button whose `@IBAction` presents the payment sheet and whose action needs the device
    /// unlocked: both the sheet and "Unlock to continue" are up at once.
    static let sheetAndUnlockApp = #"""
    {"categories": [{"identifier": "c", "actions": [{"identifier": "transfer", "title": "Transfer", "options": ["authenticationRequired"]}]}],
     "extensions": [{"attributes": {"UNNotificationExtensionCategory": "c", "UNNotificationExtensionUserInteractionEnabled": true},
       "view": [{"button": {"id": "buy", "title": "Buy", "onTap": "buy", "action": "transfer"}}],
       "viewActions": {"buy": {"presentPaymentSheet": {"currencyCode": "EUR", "summaryItems": [{"label": "Shop", "amount": 5}]}}}}]}
    """#

    static func sheetAndUnlock() throws -> PreviewState {
        // A locked device: authenticationRequired asks to unlock only then (`--locked`).
        var options = CardOptions()
        options.device.isLocked = true
        var state = try F.state(payload: #"{"aps": {"alert": "Pay?", "category": "c"}}"#, app: sheetAndUnlockApp, options: options)
        F.send(&state, .resize(Size(width: 80, height: 50)))
        try F.press(&state, "tab enter")
        return state
    }

    @Test func theUnlockPromptShowsWhereTheKeysAndTheMouseGoWhenTheSheetIsAlsoUp() throws {
        let state = try Self.sheetAndUnlock()
        #expect(state.paymentSheet != nil && state.unlockRequest != nil, "both are up")
        #expect(F.mode(state) == "unlockPrompt")
        let card = CardRenderer.render(state, width: 44)
        #expect(card.grid.lines().contains { $0.contains("Unlock to continue") })
        #expect(!card.grid.lines().contains { $0.contains("Confirm with Side Button") }, "the sheet waits beneath the prompt")
        #expect(StatusLine.hints(state).first?.text == "Unlock to continue: enter unlock")

        var clicked = state
        let prompt = try #require(card.layout.input?.promptRect)
        let (screen, _) = PreviewScreen.layout(clicked, size: Size(width: 80, height: 50))
        let point = Point(x: screen.cardOrigin.x + prompt.x + 1, y: screen.cardOrigin.y + prompt.y)
        #expect(try F.target(clicked, at: point) == .unlockPrompt)
        try F.mouse(&clicked, .press, at: point)
        #expect(clicked.isDeviceUnlocked && clicked.unlockRequest == nil, "a click on the prompt unlocks")

        var keyed = state
        try F.press(&keyed, "enter")
        #expect(keyed.isDeviceUnlocked && keyed.unlockRequest == nil, "enter unlocks")
        #expect(F.events(keyed) == F.events(clicked), "the key and the click do the same")
    }

    /// Each mode's keyboard area: what the card draws where the buttons were, with the place a click
    /// would land on.
    @Test func theKeyboardAreaShowsTheModesOwner() throws {
        for (name, state, _) in try StatusLineTests.states() {
            let input = CardRenderer.render(state, width: 44).layout.input
            switch state.cardMode {
            case .unlockPrompt: #expect(input?.promptRect != nil, "\(name)")
            case .textReply: #expect(input?.fieldRect != nil && input?.promptRect == nil, "\(name)")
            case .paymentSheet: #expect(input?.payRect != nil && input?.promptRect == nil, "\(name)")
            case .inputView: #expect(input?.trackRect != nil, "\(name)")
            case .help, .sendPrompt, .dismissed, .banner, .expanded: #expect(input == nil, "\(name)")
            }
        }
    }

    @Test func theHelpCoversTheCardsModeAndGivesItBack() throws {
        var state = try ReducerTableTests.typing("Hi")
        try F.press(&state, "f1")
        #expect(F.mode(state) == "help")
        guard case .textReply(let reply) = state.cardMode else {
            Issue.record("the reply keyboard stays beneath the help")
            return
        }
        #expect(reply.field.text == "Hi")
        try F.press(&state, "x")
        try F.press(&state, "!")
        guard case .textReply(let after) = state.interactionMode else {
            Issue.record("closing the help gives the keys back to the reply")
            return
        }
        #expect(after.field.text == "Hi!")
    }
}

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

/// Every key in every mode: the mode the preview is in afterwards and the effects, in order.
@Suite struct ReducerTableTests {
    typealias Row = (key: String, mode: String, effects: String)
    typealias F = InteractionFixtures

    static func run(_ state: PreviewState, _ row: Row) throws {
        var state = state
        let effects = try F.press(&state, row.key)
        #expect(F.mode(state) == row.mode, "key \(row.key)")
        #expect(F.summary(effects) == row.effects, "key \(row.key)")
    }

    static func spy(stage: Stage = .expanded) throws -> PreviewState {
        try F.example("spy-agency", payload: "payload.json", app: "app.json", stage: stage)
    }

    static let bannerRows: [Row] = [
        ("tab", "banner", ""), ("shift+tab", "banner", ""), ("enter", "expanded", "didReceive,setNotificationActions"),
        ("space", "expanded", "didReceive,setNotificationActions"), ("esc", "banner", ""), ("backspace", "banner", ""),
        ("delete", "banner", ""), ("up", "banner", ""), ("down", "banner", ""), ("left", "banner", ""), ("right", "banner", ""),
        ("shift+left", "banner", ""), ("shift+right", "banner", ""), ("home", "banner", ""), ("end", "banner", ""),
        ("pgup", "banner", ""), ("pgdn", "banner", ""), ("b", "expanded", "didReceive,setNotificationActions"),
        ("d", "dismissed", "dismissed"), ("o", "dismissed", "forwardedToApp,dismissed"), ("m", "banner", "bell"),
        ("q", "banner", "quit"), ("ctrl+c", "banner", "quit"), ("?", "help", ""), ("l", "banner", ""), ("r", "banner", ""),
        ("x", "banner", ""), ("ctrl+x", "banner", ""),
    ]

    @Test(arguments: bannerRows)
    func banner(_ row: Row) throws {
        try Self.run(try Self.spy(stage: .banner), row)
    }

    static let expandedRows: [Row] = [
        ("tab", "expanded", ""), ("shift+tab", "expanded", ""), ("enter", "expanded", "didReceiveResponse,setNotificationActions,complete"),
        ("space", "expanded", "didReceiveResponse,setNotificationActions,complete"), ("esc", "expanded", ""),
        ("backspace", "expanded", ""), ("delete", "expanded", ""), ("up", "expanded", ""), ("down", "expanded", ""),
        ("left", "expanded", ""), ("right", "expanded", ""), ("shift+left", "expanded", ""), ("shift+right", "expanded", ""),
        ("home", "expanded", ""), ("end", "expanded", ""), ("pgup", "expanded", ""), ("f1", "help", ""), ("pgdn", "expanded", ""),
        ("b", "banner", ""), ("d", "dismissed", "dismissed"), ("o", "dismissed", "forwardedToApp,dismissed"), ("m", "expanded", "bell"),
        ("q", "expanded", "quit"), ("ctrl+c", "expanded", "quit"), ("?", "help", ""), ("l", "expanded", ""),
        ("r", "expanded", "didReceive,setNotificationActions"), ("x", "expanded", ""),
        ("tab enter", "inputView", "didReceiveResponse,complete"),
    ]

    @Test(arguments: expandedRows)
    func expanded(_ row: Row) throws {
        try Self.run(try Self.spy(), row)
    }

    /// The comment app: the only action is a text-input action, so the keyboard is up at once.
    static func typing(_ text: String = "") throws -> PreviewState {
        var state = try F.example("spy-agency", payload: "payload.json", app: "app-comment.json")
        if !text.isEmpty { try F.press(&state, "\"\(text)\"") }
        return state
    }

    static let textRows: [Row] = [
        ("tab", "textReply", ""), ("shift+tab", "textReply", ""), ("enter", "dismissed", "didReceiveResponse,complete,dismissed"),
        ("space", "textReply", ""), ("esc", "expanded", ""), ("backspace", "textReply", ""), ("delete", "textReply", "bell"),
        ("up", "textReply", "bell"), ("down", "textReply", "bell"), ("left", "textReply", ""), ("right", "textReply", "bell"),
        ("shift+left", "textReply", ""), ("shift+right", "textReply", "bell"), ("home", "textReply", ""), ("end", "textReply", ""),
        ("pgup", "textReply", ""), ("f1", "help", ""), ("pgdn", "textReply", ""), ("b", "textReply", ""), ("d", "textReply", ""), ("o", "textReply", ""),
        ("m", "textReply", ""), ("q", "textReply", ""), ("?", "textReply", ""), ("l", "textReply", ""), ("r", "textReply", ""), ("x", "textReply", ""),
        ("ctrl+c", "textReply", "quit"), ("ctrl+u", "textReply", ""), ("ctrl+z", "textReply", "bell"),
        ("tab enter", "dismissed", "didReceiveResponse,complete,dismissed"), ("tab space", "dismissed", "didReceiveResponse,complete,dismissed"),
    ]

    @Test(arguments: textRows)
    func textInput(_ row: Row) throws {
        try Self.run(try Self.typing("Hi"), row)
    }

    @Test func emptyReplyCannotBeSent() throws {
        var state = try Self.typing()
        #expect(F.summary(try F.press(&state, "enter")) == "bell")
        #expect(F.summary(try F.press(&state, "backspace")) == "bell")
        #expect(F.mode(state) == "textReply")
    }

    static let sliderRows: [Row] = [
        ("tab", "inputView", "bell"), ("shift+tab", "inputView", "bell"), ("enter", "expanded", "inputView"), ("space", "expanded", "inputView"),
        ("esc", "expanded", ""), ("backspace", "inputView", "bell"), ("delete", "inputView", "bell"), ("up", "inputView", ""),
        ("down", "inputView", ""), ("left", "inputView", ""), ("right", "inputView", ""), ("shift+left", "inputView", ""),
        ("shift+right", "inputView", ""), ("home", "inputView", ""), ("end", "inputView", ""), ("pgup", "inputView", ""), ("pgdn", "inputView", ""),
        ("b", "inputView", "bell"), ("d", "inputView", "bell"), ("o", "inputView", "bell"), ("m", "inputView", "bell"), ("x", "inputView", "bell"),
        ("q", "inputView", "quit"), ("ctrl+c", "inputView", "quit"), ("?", "help", ""), ("l", "inputView", ""),
        ("r", "expanded", "didReceive,setNotificationActions"),
    ]

    @Test(arguments: sliderRows)
    func slider(_ row: Row) throws {
        var state = try Self.spy()
        try F.press(&state, "tab enter")
        try Self.run(state, row)
    }

    static func locked() throws -> PreviewState {
        let app = F.app(actions: #"[{"identifier": "transfer", "title": "Transfer", "options": ["authenticationRequired"]}]"#)
        var options = CardOptions()
        options.device.isLocked = true
        var state = try F.state(app: app, options: options)
        try F.press(&state, "enter")
        return state
    }

    static let unlockRows: [Row] = [
        ("tab", "unlockPrompt", "bell"), ("shift+tab", "unlockPrompt", "bell"), ("enter", "dismissed", "forwardedToApp,dismissed"),
        ("space", "dismissed", "forwardedToApp,dismissed"), ("esc", "expanded", ""), ("backspace", "unlockPrompt", "bell"),
        ("delete", "unlockPrompt", "bell"), ("up", "unlockPrompt", "bell"), ("down", "unlockPrompt", "bell"), ("left", "unlockPrompt", "bell"),
        ("right", "unlockPrompt", "bell"), ("shift+left", "unlockPrompt", "bell"), ("shift+right", "unlockPrompt", "bell"), ("home", "unlockPrompt", "bell"),
        ("end", "unlockPrompt", "bell"), ("pgup", "unlockPrompt", ""), ("pgdn", "unlockPrompt", ""), ("b", "unlockPrompt", "bell"),
        ("d", "unlockPrompt", "bell"), ("o", "unlockPrompt", "bell"), ("m", "unlockPrompt", "bell"), ("x", "unlockPrompt", "bell"),
        ("q", "unlockPrompt", "quit"), ("ctrl+c", "unlockPrompt", "quit"), ("?", "help", ""), ("l", "unlockPrompt", ""), ("r", "expanded", ""),
    ]

    @Test(arguments: unlockRows)
    func unlock(_ row: Row) throws {
        try Self.run(try Self.locked(), row)
    }

    static let dismissedRows: [Row] = [
        ("tab", "dismissed", "bell"), ("shift+tab", "dismissed", "bell"), ("enter", "dismissed", "bell"), ("space", "dismissed", "bell"),
        ("esc", "dismissed", "bell"), ("backspace", "dismissed", "bell"), ("delete", "dismissed", "bell"), ("up", "dismissed", "bell"),
        ("down", "dismissed", "bell"), ("left", "dismissed", "bell"), ("right", "dismissed", "bell"), ("shift+left", "dismissed", "bell"),
        ("shift+right", "dismissed", "bell"), ("home", "dismissed", "bell"), ("end", "dismissed", "bell"), ("pgup", "dismissed", ""),
        ("pgdn", "dismissed", ""), ("b", "dismissed", "bell"), ("d", "dismissed", "bell"), ("o", "dismissed", "bell"),
        ("m", "dismissed", "bell"), ("x", "dismissed", "bell"), ("q", "dismissed", "quit"), ("ctrl+c", "dismissed", "quit"),
        ("?", "help", ""), ("l", "dismissed", ""), ("r", "expanded", "didReceive,setNotificationActions"),
    ]

    static let paymentSheetRows: [Row] = [
        ("tab", "paymentSheet", "bell"), ("shift+tab", "paymentSheet", "bell"),
        ("enter", "expanded", "didAuthorizePayment,paymentAuthorizationViewControllerDidFinish"),
        ("space", "expanded", "didAuthorizePayment,paymentAuthorizationViewControllerDidFinish"),
        ("esc", "expanded", "paymentAuthorizationViewControllerDidFinish"), ("backspace", "paymentSheet", "bell"),
        ("delete", "paymentSheet", "bell"), ("up", "paymentSheet", "bell"), ("down", "paymentSheet", "bell"),
        ("left", "paymentSheet", "bell"), ("right", "paymentSheet", "bell"), ("shift+left", "paymentSheet", "bell"),
        ("shift+right", "paymentSheet", "bell"), ("home", "paymentSheet", "bell"), ("end", "paymentSheet", "bell"),
        ("pgup", "paymentSheet", ""), ("pgdn", "paymentSheet", ""), ("b", "paymentSheet", "bell"), ("d", "paymentSheet", "bell"),
        ("o", "paymentSheet", "bell"), ("m", "paymentSheet", "bell"), ("x", "paymentSheet", "bell"), ("q", "paymentSheet", "quit"),
        ("ctrl+c", "paymentSheet", "quit"), ("?", "help", ""), ("f1", "help", ""), ("l", "paymentSheet", ""),
        ("r", "expanded", "didReceive"),
    ]

    @Test(arguments: paymentSheetRows)
    func paymentSheet(_ row: Row) throws {
        var state = try F.example("apple-pay", payload: "payload.json", app: "app.json")
        try F.press(&state, "tab tab enter")
        try Self.run(state, row)
    }

    @Test(arguments: dismissedRows)
    func dismissed(_ row: Row) throws {
        var state = try Self.spy()
        try F.press(&state, "d")
        try Self.run(state, row)
    }

    @Test(arguments: ["tab", "enter", "q", "x", "esc"])
    func helpClosesOnAnyKey(_ key: String) throws {
        var state = try Self.spy()
        try F.press(&state, "?")
        let effects = try F.press(&state, key)
        #expect(!state.showsHelp)
        #expect(F.summary(effects) == (key == "q" ? "quit" : ""))
    }
}

import Testing
@testable import PushPeekCore

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
        ("tab enter", "slider", "didReceiveResponse,complete"),
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
        ("tab", "text", ""), ("shift+tab", "text", ""), ("enter", "dismissed", "didReceiveResponse,complete,dismissed"),
        ("space", "text", ""), ("esc", "expanded", ""), ("backspace", "text", ""), ("delete", "text", "bell"),
        ("up", "text", "bell"), ("down", "text", "bell"), ("left", "text", ""), ("right", "text", "bell"),
        ("shift+left", "text", ""), ("shift+right", "text", "bell"), ("home", "text", ""), ("end", "text", ""),
        ("pgup", "text", ""), ("f1", "help", ""), ("pgdn", "text", ""), ("b", "text", ""), ("d", "text", ""), ("o", "text", ""),
        ("m", "text", ""), ("q", "text", ""), ("?", "text", ""), ("l", "text", ""), ("r", "text", ""), ("x", "text", ""),
        ("ctrl+c", "text", "quit"), ("ctrl+u", "text", ""), ("ctrl+z", "text", "bell"),
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
        #expect(F.mode(state) == "text")
    }

    static let sliderRows: [Row] = [
        ("tab", "slider", "bell"), ("shift+tab", "slider", "bell"), ("enter", "expanded", "inputView"), ("space", "expanded", "inputView"),
        ("esc", "expanded", ""), ("backspace", "slider", "bell"), ("delete", "slider", "bell"), ("up", "slider", ""),
        ("down", "slider", ""), ("left", "slider", ""), ("right", "slider", ""), ("shift+left", "slider", ""),
        ("shift+right", "slider", ""), ("home", "slider", ""), ("end", "slider", ""), ("pgup", "slider", ""), ("pgdn", "slider", ""),
        ("b", "slider", "bell"), ("d", "slider", "bell"), ("o", "slider", "bell"), ("m", "slider", "bell"), ("x", "slider", "bell"),
        ("q", "slider", "quit"), ("ctrl+c", "slider", "quit"), ("?", "help", ""), ("l", "slider", ""),
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
        ("tab", "unlock", "bell"), ("shift+tab", "unlock", "bell"), ("enter", "dismissed", "forwardedToApp,dismissed"),
        ("space", "dismissed", "forwardedToApp,dismissed"), ("esc", "expanded", ""), ("backspace", "unlock", "bell"),
        ("delete", "unlock", "bell"), ("up", "unlock", "bell"), ("down", "unlock", "bell"), ("left", "unlock", "bell"),
        ("right", "unlock", "bell"), ("shift+left", "unlock", "bell"), ("shift+right", "unlock", "bell"), ("home", "unlock", "bell"),
        ("end", "unlock", "bell"), ("pgup", "unlock", ""), ("pgdn", "unlock", ""), ("b", "unlock", "bell"),
        ("d", "unlock", "bell"), ("o", "unlock", "bell"), ("m", "unlock", "bell"), ("x", "unlock", "bell"),
        ("q", "unlock", "quit"), ("ctrl+c", "unlock", "quit"), ("?", "help", ""), ("l", "unlock", ""), ("r", "expanded", ""),
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

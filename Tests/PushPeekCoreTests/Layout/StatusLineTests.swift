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

/// The status line in every mode: hints dropped by priority, never the way to quit or to get help.
@Suite struct StatusLineTests {
    typealias F = InteractionFixtures

    /// A state in each interaction mode (and the log in place of the card, and a long message).
    static func states() throws -> [(String, PreviewState, LogPlacement)] {
        let spy = try F.example("spy-agency", payload: "payload.json", app: "app.json")
        var help = spy
        try F.press(&help, "?")
        var slider = spy
        try F.press(&slider, "tab enter")
        var dismissed = spy
        try F.press(&dismissed, "d")
        var sheet = try F.example("apple-pay", payload: "payload.json", app: "app.json")
        try F.press(&sheet, "tab tab enter")
        var segmented = try F.example("apple-pay", payload: "payload.json", app: "app.json")
        try F.press(&segmented, "tab")
        var failed = spy
        failed.statusMessage = "reload failed: /a/long/path/to/the/payload/being/watched.json:4:3: trailing comma before '}'"
        var sendPrompt = spy
        _ = PreviewReducer.update(&sendPrompt, .sendPlanned(SendKeyTests.plan()))
        return [
            ("expanded", spy, .hidden), ("banner", try F.example("spy-agency", payload: "payload.json", app: "app.json", stage: .banner), .hidden),
            ("help", help, .hidden), ("slider", slider, .hidden), ("dismissed", dismissed, .hidden), ("paymentSheet", sheet, .hidden),
            ("textReply", try F.example("spy-agency", payload: "payload.json", app: "app-comment.json"), .hidden),
            ("unlock", try ReducerTableTests.locked(), .hidden), ("segmented", segmented, .hidden),
            ("log in place of the card", spy, .replacesCard), ("reload failed", failed, .hidden), ("sendPrompt", sendPrompt, .hidden),
        ]
    }

    @Test func everyModeIsCovered() throws {
        let modes = ["help", "sendPrompt", "unlockPrompt", "textReply", "dismissed", "paymentSheet", "inputView", "banner", "expanded"]
        #expect(Set(try Self.states().map(\.1.interactionMode.name)) == Set(modes))
    }

    @Test(arguments: [80, 60, 40])
    func quitAndHelpStayInEveryMode(_ width: Int) throws {
        for (name, state, log) in try Self.states() {
            for scrolls in [false, true] {
                let text = StatusLine.text(state, width: width, log: log, scrolls: scrolls)
                #expect(DisplayWidth.of(text) <= width - 2, "\(name): \(text)")
                let quits = state.interactionMode.name == "textReply" ? "ctrl+c quit" : "q quit"
                let helps = switch state.interactionMode {
                case .textReply: "f1 keys"
                case .help: "? close"
                default: "? keys"
                }
                #expect(text.hasSuffix(helps + " · " + quits), "\(name) at \(width): \(text)")
                #expect(!text.contains("…") || name == "reload failed", "hints are dropped whole, not cut: \(text)")
                if log == .replacesCard { #expect(text.hasPrefix("l back to the card"), "\(text)") }
            }
        }
    }

    @Test func hintsGoByPriorityKeepingTheirOrder() throws {
        let spy = try F.example("spy-agency", payload: "payload.json", app: "app.json")
        #expect(StatusLine.text(spy, width: 200) == "tab focus · enter choose · d dismiss · o open app · b banner · r again · l log · ? keys · q quit")
        #expect(StatusLine.text(spy, width: 40) == "enter choose · ? keys · q quit")
        #expect(StatusLine.text(spy, width: 60) == "tab focus · enter choose · l log · ? keys · q quit")
        var failed = spy
        failed.statusMessage = "reload failed: payload.json:4:3: trailing comma before '}'"
        #expect(StatusLine.text(failed, width: 80) == "reload failed: payload.json:4:3: trailing comma before '}' · ? keys · q quit")
        #expect(StatusLine.text(failed, width: 40) == "reload failed … · ? keys · q quit")
    }

    @Test func onlyTheEssentialsAloneTooWideAreCut() {
        let hints = [StatusHint("tab focus", priority: 1), .help(), .quit()]
        #expect(StatusLine.fit(hints, message: nil, width: 15) == "? keys · q quit")
        #expect(StatusLine.fit(hints, message: nil, width: 10) == "? keys ·…")
        #expect(StatusLine.fit(hints, message: "ab\u{1B}c", width: 80) == "ab␛c · tab focus · ? keys · q quit")
    }
}

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

/// A `--log` that cannot be written is shown in the status line, in every mode, without changing
/// anything else.
@Suite("A failed --log write in the status line")
struct LogFailureTests {
    static let message = "/dev/full: log stopped: No space left on device"

    @Test(arguments: ["", "tab", "enter"])
    func statusLineShowsTheFailure(_ keys: String) throws {
        var state = try InteractionFixtures.example("spy-agency", payload: "payload.json", app: "app-comment.json")
        try InteractionFixtures.press(&state, keys)
        let before = state
        let effects = PreviewReducer.update(&state, .logFailed(Self.message))
        #expect(effects.isEmpty)
        #expect(state.statusMessage == Self.message)
        #expect(state.focus == before.focus && state.stage == before.stage)
        let screen = PreviewScreen.view(state, size: Size(width: 80, height: 60))
        #expect(screen.line(59).contains("log stopped: No space left on device"), "\(screen.line(59))")
    }
}

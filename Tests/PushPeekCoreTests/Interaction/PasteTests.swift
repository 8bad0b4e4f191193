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

/// A bracketed paste is text for a focused text field and never a sequence of commands: outside a
/// field it does nothing but say so (in the preview, the lock screen's list and the player).
@Suite struct PasteTests {
    typealias F = InteractionFixtures

    @Test func aPasteOfSyInTheBannerAsksNothingAndSaysWhy() throws {
        var state = try SendKeyTests.state()
        #expect(F.send(&state, .paste(Paste("Sy"))).isEmpty)
        #expect(F.mode(state) == "banner")
        #expect(state.notice == Paste.ignoredNote)
        // Typed, the same keys ask for a send plan: the paste is what kept them from acting.
        #expect(F.summary(try F.press(&state, "S")) == "planSend")
    }

    @Test func aPasteIntoTheReplyFieldTypesItAsOneLine() throws {
        var state = try ReducerTableTests.typing("Hi ")
        #expect(F.send(&state, .paste(Paste("Sy\nq\tx"))).isEmpty)
        guard case .textReply(let reply) = state.interactionMode else {
            Issue.record("the reply keyboard stays up")
            return
        }
        #expect(reply.field.text == "Hi Sy q x")
        #expect(reply.focus == .field)
        #expect(state.notice == nil)
    }

    @Test func aCutPasteSaysSo() throws {
        var state = try ReducerTableTests.typing()
        F.send(&state, .paste(Paste("abc", isCut: true)))
        #expect(state.notice == Paste.cutNote)
        guard case .textReply(let reply) = state.interactionMode else {
            Issue.record("the reply keyboard stays up")
            return
        }
        #expect(reply.field.text == "abc")
    }

    @Test func underTheHelpAPasteIsIgnored() throws {
        var state = try ReducerTableTests.typing("Hi")
        try F.press(&state, "f1")
        F.send(&state, .paste(Paste("q")))
        #expect(F.mode(state) == "help")
        #expect(state.notice == Paste.ignoredNote)
    }

    @Test func theLockScreenListIgnoresAPaste() {
        var state = LockScreenState(notifications: [], options: LockScreenOptions(card: CardOptions(), previews: .whenUnlocked, showsSummary: false))
        #expect(LockScreenReducer.update(&state, .paste(Paste("q"))).isEmpty)
        #expect(state.statusMessage == Paste.ignoredNote)
    }
}

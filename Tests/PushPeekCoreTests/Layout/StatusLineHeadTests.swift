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

/// A message too long for the status line keeps its head whole — the first thing to do — and is
/// cut before a clause, not inside one; the whole message stays in the response log.
@Suite("Status line: the message's head")
struct StatusLineHeadTests {
    static let notConfigured = SendOutcome.notConfigured(
        "no topic (--topic BUNDLE-ID), no device (--device TOKEN), no key (--key, --key-id, --team-id) or certificate (--cert); see pushpeek help preview, or send.conf")

    @Test("not configured: the first missing setting stays whole, at 80 columns and narrower")
    func notConfiguredKeepsTheFirstSetting() throws {
        var state = try InteractionFixtures.example("spy-agency", payload: "payload.json", app: "app.json")
        _ = SendReducer.finish(&state, Self.notConfigured)
        #expect(StatusLine.text(state, width: 80) == "not configured: no topic (--topic BUNDLE-ID) … · ? keys · q quit")
        #expect(StatusLine.text(state, width: 100)
                == "not configured: no topic (--topic BUNDLE-ID), no device (--device TOKEN) … · ? keys · q quit")
        #expect(state.log.events.last?.summary.contains("see pushpeek help preview, or send.conf") == true)
    }

    @Test("an APNs refusal keeps its status and reason")
    func apnsReasonStaysWhole() {
        let message = "not sent: 400 BadDeviceToken: the token is not one APNs issued for this topic and environment; check --environment"
        #expect(StatusLine.head(message, width: 50) == "not sent: 400 BadDeviceToken …")
    }

    @Test("a separator inside parentheses is not a clause; a message that fits is left alone")
    func bracketsAndFits() {
        #expect(StatusLine.head("run it (a, b, c, d, e, f), then again", width: 30) == "run it (a, b, c, d, e, f) …")
        #expect(StatusLine.head("short, and whole", width: 30) == "short, and whole")
    }

    @Test("no clause long enough: cut at the width, as before")
    func noClauseIsCutAtTheWidth() {
        let head = StatusLine.head("a, " + String(repeating: "x", count: 60), width: 30)
        #expect(head == "a, " + String(repeating: "x", count: 26) + "…")
        #expect(DisplayWidth.of(head) == 30)
    }
}

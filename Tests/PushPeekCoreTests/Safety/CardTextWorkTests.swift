import Testing
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekPresentation
@testable import PushPeekInteraction

/// The card wraps its title and body once per drawing: the rows it measures the card with are the
/// rows it draws (`ModernCardRenderer`), so a body ten times as long costs its bytes once more, not
/// twice. (Wrapping counts a unit of `WorkCounter` per byte placed.)
@Suite("Card text work")
struct CardTextWorkTests {
    static func work(bodyWords count: Int, stage: Stage) throws -> (work: Int, bodyBytes: Int) {
        let body = Array(repeating: "word", count: count).joined(separator: " ")
        let json = #"{"aps":{"alert":{"title":"Title","body":"\#(body)"}}}"#
        let content = NotificationContent(payload: try PayloadDecoder.decode(Array(json.utf8)))
        var state = PreviewState(content: content, options: CardOptions(), stage: stage)
        if stage == .expanded { _ = PreviewReducer.expand(&state) }
        let work = WorkCounter.measure {
            #expect(CardRenderer.render(state, width: CardOptions.defaultWidth).grid.height > 2)
        }
        return (work, body.utf8.count)
    }

    @Test("the expanded card wraps its body once: ten times the body is its bytes once more")
    func bodyWrappedOnce() throws {
        let short = try Self.work(bodyWords: 20, stage: .expanded)
        let long = try Self.work(bodyWords: 200, stage: .expanded)
        let added = long.work - short.work
        let bytes = long.bodyBytes - short.bodyBytes
        #expect(added >= bytes, "the body's bytes are counted: \(added) for \(bytes) more bytes")
        #expect(added < bytes * 3 / 2, "wrapped once, not twice: \(added) for \(bytes) more bytes")
    }
}

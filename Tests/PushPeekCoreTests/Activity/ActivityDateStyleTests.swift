import Testing
@testable import PushPeekJSON
@testable import PushPeekApp

/// SwiftUI's date styles as a Live Activity shows them (Apple, `Text.DateStyle`): `.relative`
/// "2 hours, 23 minutes" with no "in" or "ago", `.offset` "+2 hours".
@Suite("Text date styles")
struct ActivityDateStyleTests {
    static let relativeCases: [(Double, String)] = [
        (1200, "20 min"), (-1200, "20 min"), (312, "5 min, 12 sec"), (40, "40 sec"),
        (8580, "2 hours, 23 minutes"), (-8580, "2 hours, 23 minutes"),
        (3660, "1 hour, 1 minute"), (7205, "2 hours"), (97_200, "1 day, 3 hours"),
    ]
    static let offsetCases: [(Double, String)] = [(7200, "+2 hours"), (-1200, "-20 min"), (8580, "+2 hours"), (30, "+30 sec")]

    @Test(arguments: relativeCases)
    func relativeHasNoInOrAgo(seconds: Double, text: String) {
        let element = TimerElement(date: "state.eta", style: .relative)
        #expect(element.text(date: 1_000_000 + seconds, now: 1_000_000) == text)
    }

    @Test(arguments: offsetCases)
    func offsetIsSigned(seconds: Double, text: String) {
        #expect(TimerElement(date: "state.eta", style: .offset).text(date: 1_000_000 + seconds, now: 1_000_000) == text)
    }

    @Test func theAppDescriptionNamesOffset() throws {
        let app = #"{"liveActivities":[{"attributesType":"A","contentState":{"eta":"date"},"lockScreen":[{"timer":{"date":"state.eta","style":"offset"}}]}]}"#
        let decoded = try AppDescriptionDecoder.decode(Array(app.utf8), file: "app.json")
        guard case .timer(let timer)? = decoded.liveActivities.first?.lockScreen.first?.content else {
            Issue.record("no timer: \(String(describing: decoded.liveActivities.first?.lockScreen))")
            return
        }
        #expect(timer.style == .offset)
    }
}

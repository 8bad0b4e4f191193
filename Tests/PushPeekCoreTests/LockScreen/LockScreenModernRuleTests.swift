import Foundation
import Testing
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekApp
@testable import PushPeekPresentation
@testable import PushPeekInteraction
@testable import PushPeekSession

/// What today's iPhone does with a set of notifications: communication notifications break through
/// the scheduled summary ("Implementing communication notifications"), a modern stack has no
/// "N notifications" line (iOS 15 ignores `summaryArgument`), and a `%d` filled from `loc-args`
/// (strings) stays unfilled, as lint says.
@Suite("Lock screen rules of today's iPhone")
struct LockScreenModernRuleTests {
    /// The messages example's app: a message from Alice (a communication notification) and a plain one.
    static func messages(summary: Bool, era: PresentationEra = .modern) throws -> LockScreenState {
        var card = CardOptions()
        card.presentationEra = era
        var template = try SessionTemplate(SessionSources(appPath: Fixtures.example("messages/app.json")))
        let texts = [
            #"{"aps":{"alert":{"title":"Digest","body":"Your week"},"thread-id":"digest","relevance-score":0.9}}"#,
            #"{"aps":{"alert":{"title":"New message","body":"Lunch?"},"category":"MESSAGE","thread-id":"alice"},"sender":{"name":"Alice Martin"}}"#,
        ]
        var notifications: [LockScreenNotification] = []
        for (index, text) in texts.enumerated() {
            let payload = try PayloadDecoder.decode(Array(text.utf8))
            notifications.append(LockScreenNotification(id: index + 1, source: "\(index + 1).json", delivered: try template.state(payload, options: card, stage: .banner)))
        }
        return LockScreenState(notifications: notifications, options: LockScreenOptions(card: card, showsSummary: summary), app: template.app)
    }

    @Test("--summary delivers a communication notification at once, like Time Sensitive and critical ones")
    func communicationBreaksThroughTheSummary() throws {
        let state = try Self.messages(summary: true)
        #expect(state.notifications.map(\.isCommunication) == [false, true])
        #expect(state.summary.held.map(\.id) == [1])
        #expect(state.summary.deliveredImmediately.map(\.id) == [2])
        let text = LockScreenFixtures.text(state)
        let immediately = try #require(text.range(of: "Delivered immediately"))
        #expect(text.range(of: "Alice Martin").map { $0.lowerBound > immediately.lowerBound } == true, "\(text)")
        // Before iOS 15 there is no communication notification (and no summary to break through).
        #expect(try Self.messages(summary: true, era: .classic).notifications.map(\.isCommunication) == [false, false])
    }

    @Test("a modern stack has no count line under it, in the picture and in the JSON; the classic one keeps its summary")
    func noCountLineUnderAModernStack() throws {
        let modern = try LockScreenFixtures.state(era: .modern)
        let text = LockScreenFixtures.text(modern)
        #expect(!text.contains("3 notifications") && !text.contains("2 notifications"), "\(text)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(LockScreenJSON.document(modern).serialized().utf8)) as? [String: Any])
        let stacks = try #require(json["stacks"] as? [[String: Any]])
        #expect(stacks.allSatisfy { $0["summary"] is NSNull }, "\(stacks.map { $0["summary"] ?? "" })")
        #expect(LockScreenFixtures.text(try LockScreenFixtures.state(era: .classic)).contains("2 more messages from Anna"))
    }

    @Test("%d filled from loc-args stays %d in the card, as lint says; %@ takes the string")
    func numberSpecifierWithStringArgumentsStaysUnfilled() throws {
        let strings = try LocalizedStrings.parse(Array(#""COUNT" = "%d new messages from %@";"#.utf8), file: "Localizable.strings")
        let payload = try PayloadDecoder.decode(Array(#"{"aps":{"alert":{"title":"t","loc-key":"COUNT","loc-args":["3","Ann"]}}}"#.utf8))
        let content = NotificationContent(payload: payload, strings: strings)
        #expect(content.body == "%d new messages from Ann")
        let lint = try LintTestSupport.lint(#"{"aps":{"alert":{"title":"t","loc-key":"COUNT","loc-args":["3","Ann"]}}}"#,
                                            strings: #""COUNT" = "%d new messages from %@";"#)
        #expect(lint.with(.locFormatSpecifier).first?.message.contains("render leaves %d unfilled") == true, "\(lint.map(\.textLine))")
    }
}

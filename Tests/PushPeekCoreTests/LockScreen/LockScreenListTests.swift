import Foundation
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

/// The list headless: stacks by thread-id, newest first, counts and summary lines in both eras,
/// the JSON document, hidden previews and the scheduled summary.
@Suite("Lock screen list")
struct LockScreenListTests {
    /// Rows of the text picture that start a card's title line (the row after a card's header).
    static func leadTitles(_ text: String) -> [String] {
        let lines = text.components(separatedBy: "\n")
        return lines.indices.compactMap { index in
            // Modern: the title beside the icon tile, "now" trailing; classic: the line under the header.
            if let tile = lines[index].range(of: "╭──╮ ") {
                var rest = lines[index][tile.upperBound...].replacingOccurrences(of: "│", with: "")
                    .trimmingCharacters(in: .whitespaces)
                if rest.hasSuffix("now") { rest = String(rest.dropLast(3)).trimmingCharacters(in: .whitespaces) }
                // A Time Sensitive mark takes the first line; the title is on the tile's second row.
                if rest.hasPrefix("◷"), index + 1 < lines.count {
                    let cells = lines[index + 1].components(separatedBy: "│")
                    return cells.count > 3 ? cells[3].trimmingCharacters(in: .whitespaces) : rest
                }
                return rest
            }
            guard lines[index].contains("│ M MESSAGES"), index + 1 < lines.count else { return nil }
            return lines[index + 1].replacingOccurrences(of: "│", with: "").trimmingCharacters(in: .whitespaces)
        }
    }

    @Test(arguments: PresentationEra.allCases)
    func twoStacksAndASingleNewestFirst(era: PresentationEra) throws {
        let state = try LockScreenFixtures.state(era: era)
        let stacks = state.stacks
        #expect(stacks.map(\.thread) == ["chat-anna", "chat-bob", ""])
        #expect(stacks.map(\.count) == [3, 2, 1])
        #expect(stacks.map { $0.notifications.map(\.id) } == [[6, 3, 1], [5, 2], [4]])
        let text = LockScreenFixtures.text(state)
        // Each stack shows its newest notification: Anna's "I'm here", Bob's "Never mind", the news.
        #expect(Self.leadTitles(text) == ["Anna", "Bob", "Harbour Bridge closed"], "\(text)")
        let order = ["blue coat at the bar", "Never mind, they were in the car", "Both directions until 6 pm"].map { text.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil } && order == order.sorted { $0! < $1! }, "\(text)")
        // Older notifications of a stack stay behind it.
        #expect(!text.contains("Dinner at eight") && !text.contains("Did you take my keys"))
        switch era {
        case .modern:
            #expect(!text.contains("3 notifications") && !text.contains("2 notifications"), "no count line under a modern stack: \(text)")
            #expect(!text.contains("more messages"))
        case .classic:
            #expect(text.contains("2 more messages from Anna") && text.contains("1 more messages from Bob"), "\(text)")
        }
        Snapshot.assert(text, named: "lockscreen/messages-\(era.rawValue)")
    }

    @Test func jsonListsStacksWithTheirNotificationsCountsAndSummaries() throws {
        let document = LockScreenJSON.document(try LockScreenFixtures.state(era: .classic)).serialized()
        let json = try #require(try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
        #expect(json["era"] as? String == "classic" && json["view"] as? String == "list" && json["count"] as? Int == 6)
        let stacks = try #require(json["stacks"] as? [[String: Any]])
        #expect(stacks.map { $0["count"] as? Int } == [3, 2, 1])
        #expect(stacks.map { $0["thread"] as? String } == ["chat-anna", "chat-bob", nil])
        #expect(stacks.map { $0["summary"] as? String } == ["2 more messages from Anna", "1 more messages from Bob", nil])
        let anna = try #require(stacks.first?["notifications"] as? [[String: Any]])
        #expect(anna.map { $0["file"] as? String } == ["06-anna-here.json", "03-anna-late.json", "01-anna-dinner.json"])
        #expect(anna.first?["body"] as? String == "I'm here, blue coat at the bar.")
        let modern = LockScreenJSON.document(try LockScreenFixtures.state(era: .modern)).serialized()
        #expect(!modern.contains("3 notifications") && !modern.contains("more messages"))
    }

    @Test func hiddenPreviewsShowThePlaceholderAndTheTitleButNoBody() throws {
        let state = try LockScreenFixtures.state(locked: true, previews: .whenUnlocked)
        let outputs = [LockScreenFixtures.text(state), LockScreenJSON.document(state).serialized(),
                       LockScreenFixtures.text(try LockScreenFixtures.state(era: .classic, locked: true))]
        for output in outputs {
            for body in LockScreenFixtures.bodies { #expect(!output.contains(body), "\(body) in \(output)") }
        }
        let text = outputs[0]
        #expect(text.contains("3 new messages") && text.contains("2 new messages"), "\(text)")
        #expect(Self.leadTitles(text).prefix(2) == ["Anna", "Bob"], "hiddenPreviewsShowTitle keeps the title: \(text)")
        // The news category has neither a title option nor a %u: its title gives way to the app name.
        #expect(text.contains("Breaking news") && !text.contains("Harbour Bridge"), "\(text)")
        #expect(text.contains("Previews hidden (When Unlocked)"), "\(text)")
        // Unlocked, the same setting shows everything; Never hides it even then.
        #expect(LockScreenFixtures.text(try LockScreenFixtures.state(locked: false)).contains("blue coat at the bar"))
        #expect(!LockScreenFixtures.text(try LockScreenFixtures.state(locked: false, previews: .never)).contains("blue coat at the bar"))
    }

    @Test func hiddenPreviewsDropTheThumbnailAndKeepTheSubtitleOnlyWhenAsked() throws {
        let category = NotificationCategory(identifier: "c", actions: [], options: [.hiddenPreviewsShowSubtitle])
        let app = AppDescription(app: .generic, categories: [category])
        let json = #"{"aps":{"alert":{"title":"Secret title","subtitle":"Seen subtitle","body":"Secret body"},"category":"c"}}"#
        var state = PreviewState(content: NotificationContent(payload: try PayloadDecoder.decode(Array(json.utf8))), app: app, stage: .banner)
        state.attachments = [Attachment(identifier: "a", fileName: "a.png", kind: .unsupported(reason: "test"), byteSize: 0, format: nil)]
        let shown = HiddenPreviews.redacted(state, groupCount: 4)
        #expect(shown.content.title.isEmpty && shown.content.subtitle == "Seen subtitle" && shown.content.body == "Notification")
        #expect(shown.attachments.isEmpty && shown.content.payload.aps.alert == nil)
        let text = TextSnapshot.text(of: CardRenderer.render(shown, width: 44).grid)
        #expect(!text.contains("Secret") && text.contains("Seen subtitle"), "\(text)")
    }

    @Test func theSummaryOrdersByRelevanceAndLeavesOutTimeSensitiveAndCritical() throws {
        let state = try LockScreenFixtures.state(summary: true)
        let summary = state.summary
        // Scores: 02 0.9, 06 0.7, 03 0.5, 01 0.2, 05 0.1; 04 is time-sensitive (score 1, still not held).
        #expect(summary.featured.map(\.id) == [2])
        #expect(summary.others.map(\.id) == [6, 3, 1, 5])
        #expect(summary.deliveredImmediately.map(\.id) == [4])
        let text = LockScreenFixtures.text(state)
        let order = ["Did you take my keys", "blue coat at the bar", "Running ten minutes", "Dinner at eight", "Never mind", "Delivered immediately", "Harbour Bridge"]
            .map { text.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil } && order == order.sorted { $0! < $1! }, "\(text)")
        let json = LockScreenJSON.document(state).serialized()
        #expect(json.contains(#""view":"summary""#) && json.contains(#""deliveredImmediately":[{"arrival":4"#), "\(json)")
    }

    @Test func equalScoresKeepTheNewestFirstAndCriticalIsNotHeld() throws {
        var state = try LockScreenFixtures.state(summary: true)
        for index in state.notifications.indices { state.notifications[index].state.content.payload.aps.relevanceScore = nil }
        state.notifications[0].state.content.interruptionLevel = .critical
        let summary = state.summary
        #expect(summary.held.map(\.id) == [6, 5, 3, 2])
        #expect(summary.deliveredImmediately.map(\.id) == [4, 1])
    }

    @Test func summaryFormatsFillAndLint() {
        #expect(SummaryFormat.fill("%u more messages from %@", count: 2, list: SummaryFormat.list(["Anna", "Bob", "Carl"]))
                == "2 more messages from Anna, Bob and Carl")
        #expect(SummaryFormat.fill("%2$@: %1$lu new (100%%)", count: 3, list: "Anna") == "Anna: 3 new (100%)")
        #expect(SummaryFormat.fill("%u new messages", count: 3, list: "") == "3 new messages")
        for good in ["%u more messages from %@", "%u new messages", "More from %2$@ (%1$u)", "Notification"] {
            #expect(SummaryFormat.summaryFormatProblem(good) == nil, "\(good)")
        }
        for bad in ["%@ sent %u", "%u of %u", "%d%%, %f", "from %@"] {
            #expect(SummaryFormat.summaryFormatProblem(bad) != nil, "\(bad)")
        }
        #expect(SummaryFormat.placeholderProblem("%u new messages") == nil && SummaryFormat.placeholderProblem("New message") == nil)
        #expect(SummaryFormat.placeholderProblem("%@ wrote") != nil && SummaryFormat.placeholderProblem("%u/%u") != nil)
    }
}

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

/// The lock screen groups, orders and draws in proportion to what it holds: 10× the notifications
/// (in 10× the threads, or all in one) is about 10× the counted work (`WorkCounter`) of stacking by
/// `thread-id`, the summary lines, the scheduled summary by `relevance-score`, the list, the JSON
/// and every card drawn.
@Suite("Linear work: lock screen")
struct LockScreenWorkTests {
    /// How the notifications fall into threads.
    enum Threads: String, CaseIterable {
        /// Ten notifications a thread: 10× the notifications, 10× the stacks.
        case tenEach
        /// Each its own thread.
        case one
        /// All in the same thread: one stack that grows.
        case all
    }

    static func state(count: Int, threads: Threads, era: PresentationEra, summary: Bool = false) throws -> LockScreenState {
        var card = CardOptions()
        card.presentationEra = era
        let options = LockScreenOptions(card: card, showsSummary: summary)
        var notifications: [LockScreenNotification] = []
        notifications.reserveCapacity(count)
        for index in 0..<count {
            let thread: String
            switch threads {
            case .tenEach: thread = "thread-\(index / 10)"
            case .one: thread = "thread-\(index)"
            case .all: thread = "chat"
            }
            let level = index % 7 == 0 ? "time-sensitive" : "active"
            let json = #"{"aps":{"alert":{"title":"Anna \#(index)","body":"Message \#(index)","summary-arg":"Anna \#(index % 5)"},"thread-id":"\#(thread)","interruption-level":"\#(level)","relevance-score":\#(Double(index % 11) / 10)}}"#
            let payload = try PayloadDecoder.decode(Array(json.utf8))
            let preview = PreviewState(content: NotificationContent(payload: payload), app: .none, options: card, stage: .banner)
            notifications.append(LockScreenNotification(id: index + 1, source: "\(index).json", delivered: preview))
        }
        return LockScreenState(notifications: notifications, options: options)
    }

    /// The list drawn, its JSON, its focus items, and the first stack opened and drawn again.
    static func listWork(count: Int, threads: Threads, era: PresentationEra) throws -> Int {
        var state = try Self.state(count: count, threads: threads, era: era)
        return WorkCounter.measure {
            let picture = LockScreenRenderer.render(state)
            #expect(!picture.itemRects.isEmpty)
            _ = LockScreenJSON.document(state).serialized()
            state.focus = 0
            _ = LockScreenReducer.update(&state, .key(.enter))
            _ = LockScreenRenderer.render(state)
        }
    }

    @Test("10× the notifications is about 10× the work of stacking and drawing the list",
          arguments: Threads.allCases, PresentationEra.allCases)
    func listIsLinear(threads: Threads, era: PresentationEra) throws {
        let small = try Self.listWork(count: 40, threads: threads, era: era)
        let large = try Self.listWork(count: 400, threads: threads, era: era)
        #expect(small >= 40)
        #expect(Double(large) / Double(small) < 11, "40 → \(small), 400 → \(large)")
    }

    @Test("10× the notifications is about 10× the work of the scheduled summary by relevance-score")
    func summaryIsLinear() throws {
        func work(_ count: Int) throws -> Int {
            let state = try Self.state(count: count, threads: .tenEach, era: .modern, summary: true)
            return WorkCounter.measure {
                let summary = state.summary
                #expect(summary.held.count + summary.deliveredImmediately.count == count)
                #expect(summary.featured.first?.relevanceScore == 1)
                _ = LockScreenRenderer.render(state)
                _ = LockScreenJSON.document(state).serialized()
            }
        }
        let small = try work(40)
        let large = try work(400)
        #expect(small >= 40)
        #expect(Double(large) / Double(small) < 11, "40 → \(small), 400 → \(large)")
    }

    @Test("the stacks group by thread-id, newest first, whatever the count")
    func groupingIsRight() throws {
        let state = try Self.state(count: 40, threads: .tenEach, era: .classic)
        let stacks = state.stacks
        #expect(stacks.map(\.thread) == ["thread-3", "thread-2", "thread-1", "thread-0"])
        #expect(stacks.allSatisfy { $0.count == 10 })
        #expect(stacks.first?.notifications.map(\.id) == Array((31...40).reversed()))
        // Classic: the other nine, their distinct summary-args.
        #expect(stacks.first.flatMap { StackSummary.text($0, era: .classic) }?.hasPrefix("9 more notifications from ") == true)
    }
}

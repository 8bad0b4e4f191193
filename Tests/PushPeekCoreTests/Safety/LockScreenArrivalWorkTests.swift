import Testing
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekPresentation
@testable import PushPeekInteraction

/// The lock screen's list changes in place: an arrival (with its banner and the frame drawn after
/// it), clearing a notification or a stack, and leaving an expanded notification (Esc, or dismissing
/// it) change the stacks without going over them (`LockScreenStacks`). Counted with `WorkCounter`:
/// each step is constant or one level of a tree walk, so one such event with 10× the notifications
/// (2,000 instead of 200) costs at most log₂ 2000 / log₂ 200 ≈ 1.44 times as much — had it gone
/// over the list, 10 times — and N arrivals into an empty list cost about N times one (at most
/// 10 × 1.44 for 10×; quadratic, 100).
@Suite("Bounded work per arrival and clear: lock screen")
struct LockScreenArrivalWorkTests {
    typealias Threads = LockScreenWorkTests.Threads
    static let size = Size(width: 80, height: 24)

    /// A delivered notification numbered `index`, its texts the same length whatever the index.
    static func notification(_ index: Int, threads: Threads) throws -> LockScreenNotification {
        let number = 100_000 + index
        let thread: String
        switch threads {
        case .tenEach: thread = "thread-\(100_000 + index / 10)"
        case .one: thread = "thread-\(number)"
        case .all: thread = "chat"
        }
        let json = #"{"aps":{"alert":{"title":"Anna \#(number)","body":"Message \#(number)"},"thread-id":"\#(thread)"}}"#
        let preview = PreviewState(content: NotificationContent(payload: try PayloadDecoder.decode(Array(json.utf8))), stage: .banner)
        return LockScreenNotification(id: 0, source: "\(number).json", delivered: preview)
    }

    /// A lock screen whose `count` notifications arrived one at a time, each drawn, the banner of
    /// the last joined; and the work of those arrivals.
    static func arrived(_ count: Int, threads: Threads, era: PresentationEra = .modern) throws -> (model: LockScreenModel, work: Int) {
        var card = CardOptions()
        card.presentationEra = era
        let inbox = LockScreenInbox()
        var model = LockScreenModel(state: LockScreenState(notifications: [], options: LockScreenOptions(card: card)), inbox: inbox)
        FrameCycle.apply(.resize(size), to: &model, size: size)
        let notifications = try (0..<count).map { try notification($0, threads: threads) }
        let work = WorkCounter.measure {
            for notification in notifications {
                inbox.put(notification)
                FrameCycle.apply(.filesChanged, to: &model, size: size)
            }
        }
        LockScreenReducer.joinBanner(&model.state)
        return (model, work)
    }

    /// The work of one more arrival (and its frame) into `count`.
    static func oneArrival(after count: Int, threads: Threads) throws -> Int {
        var (model, _) = try arrived(count, threads: threads)
        model.state.focus = 0
        FrameCycle.settle(&model, size: size)
        let next = try notification(count, threads: threads)
        return WorkCounter.measure {
            model.inbox.put(next)
            FrameCycle.apply(.filesChanged, to: &model, size: size)
        }
    }

    /// How much more a tree walk over 2,000 positions takes than one over 200.
    static let logGrowth = 11.0 / 7.6

    /// `large` (with 2,000 notifications) is within the logarithmic growth of `small` (with 200).
    static func grewLogarithmically(_ small: Int, _ large: Int) -> Bool {
        small > 0 && Double(large) <= Double(small) * logGrowth
    }

    @Test("N arrivals: 10× the notifications is about 10× the work", arguments: Threads.allCases)
    func arrivalsAreLinear(threads: Threads) throws {
        let small = try Self.arrived(200, threads: threads).work
        let large = try Self.arrived(2_000, threads: threads).work
        #expect(small >= 200)
        #expect(Double(large) / Double(small) < 10 * Self.logGrowth, "\(threads): 200 → \(small), 2000 → \(large)")
    }

    @Test("one arrival and its frame: no more work with 10× the notifications", arguments: Threads.allCases)
    func oneArrivalDoesNotGrow(threads: Threads) throws {
        let small = try Self.oneArrival(after: 200, threads: threads)
        let large = try Self.oneArrival(after: 2_000, threads: threads)
        #expect(small > 0)
        #expect(Self.grewLogarithmically(small, large), "\(threads): 200 → \(small), 2000 → \(large)")
    }

    /// The work of `keys` after `count` arrivals, the focus first on `focus` (each key and its frame).
    static func keysWork(after count: Int, threads: Threads, setUp: [Key], measured: [Key]) throws -> (work: Int, model: LockScreenModel) {
        var (model, _) = try arrived(count, threads: threads)
        model.state.focus = 0
        FrameCycle.settle(&model, size: size)
        for key in setUp { FrameCycle.apply(.key(key), to: &model, size: size) }
        let work = WorkCounter.measure {
            for key in measured { FrameCycle.apply(.key(key), to: &model, size: size) }
        }
        return (work, model)
    }

    @Test("clearing (x) a notification of an open stack, or a whole stack: no more work with 10× the notifications")
    func clearingDoesNotGrow() throws {
        // In one stack of all: open it, go down into it, clear the focused notification.
        let inStack = try [200, 2_000].map { try Self.keysWork(after: $0, threads: .all, setUp: [.enter, .down, .down], measured: [.character("x")]) }
        #expect(inStack[1].model.state.notificationCount == 1_999)
        #expect(inStack[0].work > 0)
        #expect(Self.grewLogarithmically(inStack[0].work, inStack[1].work), "200 → \(inStack[0].work), 2000 → \(inStack[1].work)")
        // Ten a thread: the newest stack (of ten) cleared whole.
        let stack = try [200, 2_000].map { try Self.keysWork(after: $0, threads: .tenEach, setUp: [], measured: [.character("x")]) }
        #expect(stack[1].model.state.notificationCount == 1_990)
        #expect(Self.grewLogarithmically(stack[0].work, stack[1].work), "200 → \(stack[0].work), 2000 → \(stack[1].work)")
    }

    @Test("leaving an expanded notification (Esc) and dismissing it: no more work with 10× the notifications",
          arguments: [Threads.one, .all])
    func leavingExpandedDoesNotGrow(threads: Threads) throws {
        // `.all`: the stack opened and its second notification expanded; `.one`: the newest.
        let setUp: [Key] = threads == .all ? [.enter, .down, .down, .enter] : [.enter]
        let escape = try [200, 2_000].map { try Self.keysWork(after: $0, threads: threads, setUp: setUp, measured: [.escape]) }
        #expect(escape.allSatisfy { $0.model.state.expanded == nil })
        #expect(Self.grewLogarithmically(escape[0].work, escape[1].work), "\(threads) esc: 200 → \(escape[0].work), 2000 → \(escape[1].work)")
        // The interface's dismiss (d): the notification leaves the list.
        let dismiss = try [200, 2_000].map { try Self.keysWork(after: $0, threads: threads, setUp: setUp, measured: [.character("d")]) }
        #expect(dismiss[1].model.state.notificationCount == 1_999, "d dismisses the expanded notification")
        #expect(Self.grewLogarithmically(dismiss[0].work, dismiss[1].work), "\(threads) dismiss: 200 → \(dismiss[0].work), 2000 → \(dismiss[1].work)")
    }

    @Test("after arrivals, clears and collapses the stacks are what grouping the list afresh gives")
    func incrementalMatchesAfresh() throws {
        var (model, _) = try Self.arrived(60, threads: .tenEach)
        model.state.focus = 0
        FrameCycle.settle(&model, size: Self.size)
        for key in [Key.enter, .down, .character("x"), .down, .down, .enter, .escape, .escape, .down, .character("x")] {
            FrameCycle.apply(.key(key), to: &model, size: Self.size)
        }
        let afresh = LockScreenState(notifications: model.state.notifications, options: model.state.options)
        #expect(model.state.stacks.map(\.thread) == afresh.stacks.map(\.thread))
        #expect(model.state.stacks.map { $0.notifications.map(\.id) } == afresh.stacks.map { $0.notifications.map(\.id) })
        #expect(model.state.notificationCount < 60)
    }

    @Test("an idle list asks for no ticks, so the run loop draws nothing; a banner asks for them until it joins its stack")
    func idleListWantsNoTicks() throws {
        var (model, _) = try Self.arrived(20, threads: .tenEach)
        #expect(!model.wantsTicks)
        model.inbox.put(try Self.notification(20, threads: .tenEach))
        FrameCycle.apply(.filesChanged, to: &model, size: Self.size)
        #expect(model.wantsTicks && model.state.bannerID != nil)
        for _ in 0..<LockScreenState.bannerTicks { FrameCycle.apply(.tick, to: &model, size: Self.size) }
        #expect(!model.wantsTicks && model.state.bannerID == nil)
        #expect(model.state.stacks.first?.count == 1 && model.state.notificationCount == 21)
    }
}

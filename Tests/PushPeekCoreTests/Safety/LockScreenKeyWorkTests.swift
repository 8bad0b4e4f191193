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

/// A key in the interactive lock screen costs the same however many notifications are off screen:
/// the work counted (`WorkCounter`) for a key and the frame drawn after it on an 80×24 terminal is
/// the same with 10× the notifications (in their own threads, ten a thread, or all in one stack).
@Suite("Bounded work per key: lock screen")
struct LockScreenKeyWorkTests {
    typealias Threads = LockScreenWorkTests.Threads

    /// `count` notifications whose texts are the same length whatever the count (numbers of six
    /// digits), so the cards on screen are the same work with 200 or 2,000.
    static func state(count: Int, threads: Threads) throws -> LockScreenState {
        var notifications: [LockScreenNotification] = []
        for index in 0..<count {
            let number = 100_000 + index
            let thread: String
            switch threads {
            case .tenEach: thread = "thread-\(100_000 + index / 10)"
            case .one: thread = "thread-\(number)"
            case .all: thread = "chat"
            }
            let json = #"{"aps":{"alert":{"title":"Anna \#(number)","body":"Message \#(number)"},"thread-id":"\#(thread)"}}"#
            let payload = try PayloadDecoder.decode(Array(json.utf8))
            let preview = PreviewState(content: NotificationContent(payload: payload), stage: .banner)
            notifications.append(LockScreenNotification(id: index + 1, source: "\(index).json", delivered: preview))
        }
        return LockScreenState(notifications: notifications, options: LockScreenOptions())
    }

    /// Work the heading's count may add with one more digit ("2000 notifications").
    static let headingSlack = 8

    /// The work of `key` and its frame, with `count` notifications and the focus at `focus` (or
    /// on the last item when there are fewer), after a first frame has been drawn.
    static func keyWork(count: Int, threads: Threads, key: Key, focus: Int) throws -> Int {
        var model = LockScreenModel(state: try Self.state(count: count, threads: threads))
        model.state.focus = min(focus, model.state.items.count - 1)
        let size = Size(width: 80, height: 24)
        FrameCycle.apply(.resize(size), to: &model, size: size)
        return WorkCounter.measure { FrameCycle.apply(.key(key), to: &model, size: size) }
    }

    @Test("↓, ↑, Tab, End and Home, at the top and in the middle of the list: no more work with 10× the notifications",
          arguments: Threads.allCases)
    func keyWorkDoesNotGrow(threads: Threads) throws {
        for (key, focus) in [(Key.down, 0), (.down, 100), (.up, 100), (.tab, 150), (.end, 0), (.home, 150)] {
            let small = try Self.keyWork(count: 200, threads: threads, key: key, focus: focus)
            let large = try Self.keyWork(count: 2_000, threads: threads, key: key, focus: focus)
            #expect(small > 0, "\(key.name) at \(focus): nothing counted")
            #expect(large <= small + Self.headingSlack, "\(threads) \(key.name) at \(focus): 200 → \(small), 2000 → \(large)")
        }
    }

    @Test("opening a stack (Enter), moving to its end (End) and closing it (Esc): no more work with 10× the notifications",
          arguments: [Threads.tenEach, .all])
    func stackTogglesDoNotGrow(threads: Threads) throws {
        func work(_ count: Int) throws -> [Int] {
            var model = LockScreenModel(state: try Self.state(count: count, threads: threads))
            model.state.focus = 0
            let size = Size(width: 80, height: 24)
            FrameCycle.apply(.resize(size), to: &model, size: size)
            // Once per change of the list, the first card of the open stack builds the look-up by
            // arrival number (linear, counted in `LockScreenWorkTests`); the toggles after it are measured.
            for key in [Key.enter, .escape] { FrameCycle.apply(.key(key), to: &model, size: size) }
            var counts: [Int] = []
            for key in [Key.enter, .end, .escape, .enter] {
                counts.append(WorkCounter.measure { FrameCycle.apply(.key(key), to: &model, size: size) })
            }
            return counts
        }
        let small = try work(200), large = try work(2_000)
        for (key, (before, after)) in zip(["enter", "end", "esc", "enter again"], zip(small, large)) {
            #expect(before > 0, "\(key): nothing counted")
            // The binary search in the open stack is one step more for 10× its size, four at most.
            #expect(after <= before + Self.headingSlack + 4, "\(threads) \(key): 200 → \(before), 2000 → \(after)")
        }
    }

    @Test("the window drawn is the whole list's rows where the focus shows", arguments: Threads.allCases)
    func windowMatchesTheWholeList(threads: Threads) throws {
        var state = try LockScreenWorkTests.state(count: 60, threads: threads, era: .modern)
        for focus in [0, 3, 17, state.items.count - 1] {
            state.focus = min(focus, state.items.count - 1)
            let whole = LockScreenRenderer.render(state)
            let top = LockScreenWindow.scrolledTop(whole, focused: state.focusedItem, rows: 23)
            let (window, windowTop, _, _) = LockScreenWindow.render(state, rows: 23)
            var expected = CellGrid(width: whole.grid.width, height: 23, fill: Cell.blank(.screen))
            expected.draw(whole.grid, at: Point(x: 0, y: -top))
            var drawn = CellGrid(width: whole.grid.width, height: 23, fill: Cell.blank(.screen))
            drawn.draw(window.grid, at: Point(x: 0, y: -windowTop))
            #expect(drawn == expected, "\(threads), focus \(focus)")
        }
    }
}

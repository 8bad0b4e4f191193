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

/// A key in the interactive lock screen costs no more for the notifications off screen: the work
/// counted (`WorkCounter`) for a key and the frame drawn after it on an 80×24 terminal, with 10×
/// the notifications (in their own threads, ten a thread, or all in one stack), grows only by the
/// levels each look-up in the list's trees takes more (`LockScreenStacks`: a stack by its place, a
/// notification by its place in a stack) — at most log₂ 2000 / log₂ 200 ≈ 1.44 times; a walk over
/// the notifications would be 10 times.
@Suite("Bounded work per key: lock screen")
struct LockScreenKeyWorkTests {
    typealias Threads = LockScreenWorkTests.Threads

    /// `count` notifications whose texts are the same length whatever the count (numbers of six
    /// digits), so the cards on screen are the same work with 200 or 2,000.
    static func state(count: Int, threads: Threads) throws -> LockScreenState {
        let notifications = try (0..<count).map { index in
            var notification = try LockScreenArrivalWorkTests.notification(index, threads: threads)
            notification.id = index + 1
            return notification
        }
        return LockScreenState(notifications: notifications, options: LockScreenOptions())
    }

    /// `large` (2,000 notifications) is within the logarithmic growth of `small` (200).
    static func grewLogarithmically(_ small: Int, _ large: Int) -> Bool {
        LockScreenArrivalWorkTests.grewLogarithmically(small, large)
    }

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
            #expect(Self.grewLogarithmically(small, large), "\(threads) \(key.name) at \(focus): 200 → \(small), 2000 → \(large)")
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
            #expect(Self.grewLogarithmically(before, after), "\(threads) \(key): 200 → \(before), 2000 → \(after)")
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

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

/// The loop every driver runs: update, draw, give the frame's metrics back. The view does the
/// scrolls asked for as it draws and its metrics carry the offset back; the first key finds the
/// first frame's, a key after a resize the new size's, and every event draws exactly one frame.
@Suite struct FrameCycleTests {
    typealias F = InteractionFixtures

    /// A preview model that counts its draws.
    struct CountingModel: ScreenModel {
        var inner: PreviewModel
        let draws = DrawCount()

        mutating func update(_ event: Event) -> [Effect] { inner.update(event) }

        func view(size: Size) -> ScreenFrame {
            draws.value += 1
            return inner.view(size: size)
        }

        /// Applies `event` through the cycle; returns the frames drawn for it.
        mutating func settle(_ event: Event, size: Size) -> Int {
            draws.value = 0
            FrameCycle.apply(event, to: &self, size: size)
            return draws.value
        }
    }

    final class DrawCount: @unchecked Sendable {
        var value = 0
    }

    static func demo(_ size: Size) throws -> PreviewState {
        var state = try F.example("spy-agency", payload: "payload.json", app: "app.json", stage: .banner)
        state.log.isShown = true
        F.send(&state, .resize(size))
        return state
    }

    @Test func theFirstKeyFindsTheFirstFramesMetrics() throws {
        let size = Size(width: 80, height: 24)
        var state = try Self.demo(size)
        let first = try #require(state.lastFrame, "the resize drew the first frame and gave its metrics back")
        #expect(first.size == size && !first.isTooSmall && state.pendingScroll.isEmpty)
        #expect(first.viewport == PreviewScreen.layout(state, size: size).0.viewport)
        try F.press(&state, "enter")
        let (screen, card) = PreviewScreen.layout(state, size: size)
        let metrics = try #require(state.lastFrame)
        #expect(metrics.viewport.cardHeight == card.layout.height && metrics.viewport.cardHeight > first.viewport.cardHeight)
        #expect(metrics.viewport == screen.viewport && metrics.logPlacement == screen.logPlacement)
        // The full interface opens at its top; its metrics say where the focus is (below the rows shown).
        let focus = try #require(metrics.focusRows)
        #expect(screen.viewport.offset == 0 && focus.lowerBound >= screen.viewport.visibleRows.upperBound)
    }

    @Test func aResizeDeliversTheNewSizesMetricsBeforeTheNextKey() throws {
        var state = try Self.demo(Size(width: 80, height: 24))
        try F.press(&state, "enter pgup")
        let small = Size(width: 60, height: 14)
        F.send(&state, .resize(small))
        let metrics = try #require(state.lastFrame)
        #expect(metrics.size == small && metrics.viewport.height == PreviewScreen.layout(state, size: small).0.viewport.height)
        let before = state.scrollOffset
        try F.press(&state, "pgdn")
        #expect(state.scrollOffset == min(before + metrics.viewport.pageRows, metrics.viewport.maximumOffset), "a page of 60×14, not of 80×24")
        F.send(&state, .resize(Size(width: 19, height: 14)))
        #expect(state.lastFrame?.isTooSmall == true)
        try F.press(&state, "pgdn")
        #expect(state.pendingScroll.isEmpty && state.lastFrame?.isTooSmall == true, "below the floor nothing is asked for")
    }

    /// A scroll asked for is done in the frame it asks for: where the whole card fits, a Tab (which
    /// asks to bring the focus into view) draws once; a page down on a short terminal draws once too,
    /// further down, at the offset the state then holds.
    @Test func aScrollIsDrawnInOneFrame() throws {
        let tall = Size(width: 80, height: 60)
        var model = CountingModel(inner: PreviewModel(state: try Self.demo(tall)))
        _ = model.settle(.key(.enter), size: tall)
        for _ in 0..<3 {
            #expect(model.settle(.key(.tab), size: tall) == 1)
            #expect(model.inner.state.scrollOffset == 0 && model.inner.state.pendingScroll.isEmpty)
        }
        let short = Size(width: 60, height: 14)
        model = CountingModel(inner: PreviewModel(state: try Self.demo(short)))
        _ = model.settle(.key(.enter), size: short)
        let before = model.inner.state.scrollOffset
        #expect(model.settle(.key(.pageDown), size: short) == 1)
        #expect(model.inner.state.scrollOffset > before)
        #expect(model.inner.view(size: short).metrics?.viewport.offset == model.inner.state.scrollOffset)
    }

    @Test func noFrameIsDrawnTwiceForOneEvent() throws {
        let size = Size(width: 80, height: 24)
        var model = CountingModel(inner: PreviewModel(state: try Self.demo(size)))
        _ = model.settle(.key(.enter), size: size)
        _ = model.settle(.tick, size: size)
        for key in try KeyScript.parse("tab tab pgdn pgup ? down x l l tab enter") {
            let draws = model.settle(.key(key), size: size)
            #expect(draws == 1, "\(key.name): \(draws) draws")
            #expect(model.inner.state.pendingScroll.isEmpty, "\(key.name) left a scroll asked for")
        }
        #expect(model.settle(.tick, size: size) == 1, "nothing asked for a scroll: one frame")
        let offset = model.inner.state.scrollOffset
        let frame = model.inner.view(size: size)
        #expect(model.settle(.key(.tab), size: size) == 1, "the focus moved: one frame, scrolled to it as it is drawn")
        #expect(frame.metrics?.viewport.offset == offset)
        #expect(model.inner.view(size: size).metrics?.viewport.offset == model.inner.state.scrollOffset,
                "the state holds the offset the frame was drawn at")
    }

    @Test func tenTimesTheKeysDrawTenTimesTheFrames() throws {
        let size = Size(width: 80, height: 24)
        func draws(_ repeats: Int) throws -> Int {
            var model = CountingModel(inner: PreviewModel(state: try Self.demo(size)))
            _ = model.settle(.key(.enter), size: size)
            let keys = try KeyScript.parse(Array(repeating: "tab pgdn up", count: repeats).joined(separator: " "))
            return keys.reduce(0) { $0 + model.settle(.key($1), size: size) }
        }
        let few = try draws(20), many = try draws(200)
        #expect(few == 60 && many == 600, "\(few) draws for 60 keys, \(many) for 600: one frame a key")
    }

    @Test func theViewScrollsAndTheMetricsCarryTheOffsetBack() throws {
        var state = try F.state(app: nil)
        state.viewport = Size(width: 80, height: 24)
        ViewportReducer.scrollCard(&state, pages: 1)
        ViewportReducer.revealFocus(&state)
        #expect(state.pendingScroll == [.pages(1), .revealFocus] && state.scrollOffset == 0, "nothing moves before a frame")
        let card = CardViewport(cardHeight: 100, height: 20, offset: 0)
        let scrolled = ScrollRequest.apply(state.pendingScroll, to: card, focusRows: 50..<53)
        #expect(scrolled.offset == 53 - 20, "a page (18 rows), then down until rows 50–52 show")
        #expect(ScrollRequest.apply([.rows(1_000)], to: card, focusRows: nil).offset == 80, "clamped to the card")
        let metrics = ViewportMetrics(size: Size(width: 80, height: 24), viewport: scrolled, focusRows: 50..<53)
        ViewportReducer.frameDrawn(&state, metrics)
        #expect(state.scrollOffset == 33 && state.pendingScroll.isEmpty && state.lastFrame == metrics)

        var headless = try F.state(app: nil)
        ViewportReducer.scrollCard(&headless, pages: 1)
        ViewportReducer.revealFocus(&headless)
        #expect(headless.pendingScroll.isEmpty, "without a terminal nothing is asked for")
    }

    @Test func aScrollInTheEventThatChangesTheCardUsesTheChangedCard() throws {
        // `--ratio 0.1` for the first frame; the next event applies the extension's 0.5 (nine rows more)
        // and PgDn in that same event must scroll the taller card, not the frame before it.
        let size = Size(width: 60, height: 12)
        var state = try F.example("calendar", payload: "event-invite.json", app: "app.json", stage: .banner, options: CardOptions(ratio: 0.1))
        F.send(&state, .resize(size))
        try F.press(&state, "enter")
        let short = try #require(state.lastFrame).viewport
        let before = state.scrollOffset
        try F.press(&state, "pgdn")
        let tall = PreviewScreen.layout(state, size: size).0.viewport
        #expect(tall.cardHeight > short.cardHeight)
        #expect(state.scrollOffset == min(before + tall.pageRows, tall.maximumOffset), "from \(before) in \(short) → \(tall)")
        #expect(state.scrollOffset > short.maximumOffset, "the frame before the change could not have scrolled this far")
    }

    @Test func theLockScreensExpandedNotificationGetsItsFramesMetrics() throws {
        var model = LockScreenModel(state: try LockScreenFixtures.state())
        model.state.focus = 0
        let size = Size(width: 60, height: 14)
        FrameCycle.apply(.resize(size), to: &model, size: size)
        for key in try KeyScript.parse("end enter") { FrameCycle.apply(.key(key), to: &model, size: size) }
        let preview = try #require(model.state.expanded)
        #expect(preview.lastFrame?.size == size && preview.pendingScroll.isEmpty)
        #expect(preview.lastFrame?.viewport == PreviewScreen.layout(preview, size: size).0.viewport)
    }
}

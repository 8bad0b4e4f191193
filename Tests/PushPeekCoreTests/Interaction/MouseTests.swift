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

/// Mouse reports in screen coordinates, resolved against the frame drawn (as the run loop does) and
/// given to the reducer.
@Suite struct MouseTests {
    typealias F = InteractionFixtures
    static let size = Size(width: 80, height: 50)

    static func screenPoint(_ state: PreviewState, _ local: Point) -> Point {
        let (screen, _) = PreviewScreen.layout(state, size: size)
        return Point(x: screen.cardOrigin.x + local.x, y: screen.cardOrigin.y + local.y)
    }

    static func sliderState() throws -> PreviewState {
        var state = try F.example("spy-agency", payload: "payload.json", app: "app.json")
        F.send(&state, .resize(size))
        try F.press(&state, "tab enter")
        return state
    }

    static func value(_ state: PreviewState) -> Double? {
        if case .slider(let slider)? = state.input { return slider.value }
        return nil
    }

    @Test func pressAndDragOnTheTrackMovesTheThumb() throws {
        var state = try Self.sliderState()
        let track = try #require(CardRenderer.render(state, width: 44).layout.input?.trackRect)
        let start = Self.screenPoint(state, Point(x: track.x, y: track.y))
        try F.mouse(&state, .press, at: start)
        #expect(Self.value(state) == 0)
        let middle = Self.screenPoint(state, Point(x: track.x + (track.width - 1) / 2, y: track.y))
        try F.mouse(&state, .drag, at: middle)
        #expect(Self.value(state).map { abs($0 - 500) <= 50 } == true)
        // Dragging past the end, even off the track's row, clamps to the maximum.
        try F.mouse(&state, .drag, at: Point(x: 79, y: 0))
        #expect(Self.value(state) == 1000)
        try F.mouse(&state, .release, at: Point(x: 79, y: 0))
        if case .slider(let slider)? = state.input { #expect(!slider.isDragging) }
        // A drag that did not start on the track does nothing.
        try F.mouse(&state, .drag, at: start)
        #expect(Self.value(state) == 1000)
        try F.press(&state, "enter")
        #expect(state.log.events.last == LogEvent.inputView(value: 1000))
    }

    @Test func theModernFullInterfaceHasNoCloseButton() throws {
        var state = try F.example("spy-agency", payload: "payload.json", app: "app.json")
        F.send(&state, .resize(Self.size))
        let card = CardRenderer.render(state, width: 44)
        #expect(card.layout.dismissRect == nil)
        #expect(!card.grid.lines().joined().contains("✕"))
        _ = PreviewReducer.update(&state, .mouse(MouseEvent(.press, at: Self.screenPoint(state, Point(x: 41, y: 1)))))
        #expect(!state.isDismissed, "the top-right corner is the custom view, not a close button")
        try F.press(&state, "d")
        #expect(state.isDismissed)
    }

    @Test func clicksOnActionsAndDismiss() throws {
        // The ✕ of the classic header.
        var state = try F.example("spy-agency", payload: "payload.json", app: "app.json", options: CardOptions(presentationEra: .classic))
        F.send(&state, .resize(Self.size))
        let card = CardRenderer.render(state, width: 44)
        let payment = Self.screenPoint(state, card.layout.actionRects[1].origin)
        #expect(try F.target(state, at: payment) == .action(1))
        try F.mouse(&state, .press, at: payment)
        #expect(state.input?.kind == "slider")
        #expect(try F.target(state, at: Self.screenPoint(state, Point(x: 5, y: 5))) == .customView)
        let close = Self.screenPoint(state, try #require(card.layout.dismissRect).origin)
        try F.mouse(&state, .press, at: close)
        #expect(state.isDismissed)
    }

    @Test func clicksInTheKeyboardArea() throws {
        var state = try F.example("calendar", payload: "event-invite.json", app: "app.json")
        F.send(&state, .resize(Self.size))
        try F.press(&state, #"tab tab enter "ok""#)
        let input = try #require(CardRenderer.render(state, width: 44).layout.input)
        #expect(try F.target(state, at: Self.screenPoint(state, try #require(input.fieldRect).origin)) == .inputField)
        try F.mouse(&state, .press, at: Self.screenPoint(state, try #require(input.sendRect).origin))
        #expect(F.field(state.log.events[1], "userText") == "ok")
        var again = try F.example("calendar", payload: "event-invite.json", app: "app.json")
        F.send(&again, .resize(Self.size))
        try F.press(&again, "tab tab enter")
        let decline = Self.screenPoint(again, try #require(CardRenderer.render(again, width: 44).layout.input?.accessoryRects[1]).origin)
        try F.mouse(&again, .press, at: decline)
        #expect(again.extensionView.labelChanges["eventResponse"]?.text == "Not going :(")
    }

    @Test func clickOnASegmentSelectsItOnlyWhenInteractive() throws {
        for interactive in [true, false] {
            var state = try F.state(app: ControlAndSystemActionTests.payApp(interactive: interactive))
            F.send(&state, .resize(Self.size))
            let control = try #require(CardRenderer.render(state, width: 44).layout.controls.first)
            let point = Self.screenPoint(state, control.segmentRects[2].origin)
            #expect(try F.target(state, at: point) == .segment(control: 0, index: 2))
            try F.mouse(&state, .press, at: point)
            #expect(state.extensionView.controlValues["amount"] == (interactive ? 2 : nil))
        }
    }

    @Test func clickUnlocksAndBannerClickExpands() throws {
        var state = try ReducerTableTests.locked()
        F.send(&state, .resize(Self.size))
        let prompt = try #require(CardRenderer.render(state, width: 44).layout.input?.promptRect)
        try F.mouse(&state, .press, at: Self.screenPoint(state, prompt.origin))
        #expect(state.isDeviceUnlocked && state.isDismissed)

        var banner = try F.example("spy-agency", payload: "payload.json", app: "app.json", stage: .banner)
        F.send(&banner, .resize(Self.size))
        try F.mouse(&banner, .press, at: Self.screenPoint(banner, Point(x: 3, y: 2)))
        #expect(banner.stage == .expanded)
    }

    @Test func unresolvedReportsAreIgnoredByThePreview() throws {
        var state = try Self.sliderState()
        let before = state.input
        #expect(PreviewReducer.update(&state, .mouse(MouseEvent(.press, at: .zero))).isEmpty)
        #expect(state.input == before)
    }
}

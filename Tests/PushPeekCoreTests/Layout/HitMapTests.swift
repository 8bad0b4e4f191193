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

/// The edge's half of the mouse: a report at a screen cell becomes the event it means on the frame
/// that was drawn, before the reducer sees it.
@Suite struct HitMapTests {
    typealias F = InteractionFixtures
    static let size = Size(width: 80, height: 50)

    static func spy(_ keys: String = "") throws -> PreviewState {
        var state = try F.example("spy-agency", payload: "payload.json", app: "app.json")
        F.send(&state, .resize(size))
        if !keys.isEmpty { try F.press(&state, keys) }
        return state
    }

    static func name(_ event: Event?) -> String {
        switch event {
        case .press(let target)?: return "press \(target.map { "\($0)" } ?? "nothing")"
        case .drag(let fraction)?: return "drag \(fraction.map { "\($0)" } ?? "off")"
        case .release(let fraction)?: return "release \(fraction.map { "\($0)" } ?? "off")"
        case .scroll(let rows)?: return "scroll \(rows)"
        case .mouse(let report)?: return "raw \(report.kind)"
        case nil: return "none"
        default: return "other"
        }
    }

    @Test func reportsBecomeEventsOnTheFrame() throws {
        let state = try Self.spy()
        let (screen, card) = PreviewScreen.layout(state, size: Self.size)
        let frame = PreviewScreen.frame(state, size: Self.size)
        let payment = card.layout.actionRects[1].origin
        let onPayment = Point(x: screen.cardOrigin.x + payment.x, y: screen.cardOrigin.y + payment.y)
        #expect(Self.name(frame.event(for: MouseEvent(.press, at: onPayment))) == "press action(1)")
        #expect(Self.name(frame.event(for: MouseEvent(.press, at: Point(x: 0, y: Self.size.height - 1)))) == "press nothing", "the status bar")
        #expect(Self.name(frame.event(for: MouseEvent(.scrollUp, at: onPayment))) == "scroll -\(MouseEvent.rowsPerNotch)")
        #expect(Self.name(frame.event(for: MouseEvent(.scrollDown, at: onPayment))) == "scroll \(MouseEvent.rowsPerNotch)")
        #expect(Self.name(frame.event(for: MouseEvent(.drag, at: onPayment))) == "drag off", "no slider on this frame")
        #expect(frame.grid == PreviewScreen.view(state, size: Self.size), "the frame's cells are the view's")
    }

    @Test func theSliderTrackGivesItsPlaceAlongIt() throws {
        let state = try Self.spy("tab enter")
        let (screen, card) = PreviewScreen.layout(state, size: Self.size)
        let track = try #require(card.layout.input?.trackRect)
        let frame = PreviewScreen.frame(state, size: Self.size)
        let row = screen.cardOrigin.y + track.y
        let start = screen.cardOrigin.x + track.x
        #expect(Self.name(frame.event(for: MouseEvent(.press, at: Point(x: start, y: row)))) == "press sliderTrack(fraction: 0.0)")
        #expect(Self.name(frame.event(for: MouseEvent(.drag, at: Point(x: start + track.width - 1, y: 0)))) == "drag 1.0", "off the row too")
        #expect(Self.name(frame.event(for: MouseEvent(.release, at: Point(x: 0, y: 0)))) == "release 0.0", "clamped")
    }

    @Test func aTooSmallFrameMeansNothingAndAModelWithoutAMapGetsTheReport() throws {
        let state = try Self.spy()
        let small = PreviewScreen.frame(state, size: Size(width: 19, height: 7))
        for kind in [MouseEvent.Kind.press, .drag, .release, .scrollUp, .scrollDown] {
            #expect(small.event(for: MouseEvent(kind, at: Point(x: 3, y: 3))) == nil)
        }
        let keytest = KeyTestModel(processID: 1).view(size: Self.size)
        #expect(Self.name(keytest.event(for: MouseEvent(.press, at: Point(x: 3, y: 3)))) == "raw press")
    }

    /// The click means what was on the screen when the user clicked: resolved against the frame
    /// drawn before a key that was applied since, it no longer finds the slider it was aimed at.
    @Test func aClickIsResolvedAgainstTheFrameLastDrawn() throws {
        var state = try Self.spy("tab enter")
        let (screen, card) = PreviewScreen.layout(state, size: Self.size)
        let track = try #require(card.layout.input?.trackRect)
        let drawn = PreviewScreen.frame(state, size: Self.size)
        try F.press(&state, "esc")
        let event = try #require(drawn.event(for: MouseEvent(.press, at: Point(x: screen.cardOrigin.x + track.maxX - 1, y: screen.cardOrigin.y + track.y))))
        #expect(Self.name(event) == "press sliderTrack(fraction: 1.0)")
        _ = PreviewReducer.update(&state, event)
        #expect(state.input == nil, "the slider went with the esc; the click finds nothing to move")
    }
}

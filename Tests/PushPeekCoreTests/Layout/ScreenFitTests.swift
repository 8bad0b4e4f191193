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

/// The preview on terminals smaller than the card: the card scrolls (wheel, PgUp/PgDn, and to keep
/// the focus in view), the key help scrolls above the status bar, the log gives way or takes the
/// card's place, and only below the floor does the screen say "too small".
@Suite struct ScreenFitTests {
    typealias F = InteractionFixtures
    static let sizes = [Size(width: 80, height: 24), Size(width: 100, height: 30), Size(width: 60, height: 20)]

    /// The demo (spy-agency) in a terminal of `size`, as the preview starts it: a banner with the log on.
    static func demo(_ size: Size, app: String = "app.json", era: PresentationEra? = nil) throws -> PreviewState {
        var state = try F.example("spy-agency", payload: "payload.json", app: app, stage: .banner, options: CardOptions(presentationEra: era))
        state.log.isShown = true
        F.send(&state, .resize(size))
        return state
    }

    static func screen(_ state: PreviewState) throws -> [String] {
        PreviewScreen.view(state, size: try #require(state.viewport)).lines()
    }

    /// The focused element's card rows all lie in the rows shown.
    static func expectFocusInView(_ state: PreviewState, _ note: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let size = try #require(state.viewport)
        let (screen, card) = PreviewScreen.layout(state, size: size)
        let rows = try #require(PreviewScreen.focusRows(state, layout: card.layout), "\(note): nothing focused", sourceLocation: sourceLocation)
        #expect(screen.viewport.visibleRows.contains(rows.lowerBound) && screen.viewport.visibleRows.contains(rows.upperBound - 1),
                "\(note) at \(size): rows \(rows) outside \(screen.viewport.visibleRows)", sourceLocation: sourceLocation)
    }

    @Test(arguments: sizes)
    func tabThroughEveryButtonKeepsTheFocusOnScreen(_ size: Size) throws {
        var state = try Self.demo(size)
        try F.press(&state, "enter")
        let (screen, card) = PreviewScreen.layout(state, size: size)
        #expect(screen.viewport.scrolls, "the demo card (\(card.layout.height) rows) is taller than \(size)")
        // The full interface opens at its top; the first Tab moves the focus and brings it into view.
        #expect(state.scrollOffset == 0)
        try F.press(&state, "tab")
        for step in 0..<(2 * state.focusRing.count) {
            try Self.expectFocusInView(state, "step \(step), \(String(describing: state.focus))")
            let title = try #require(state.visibleActions[safe: state.focusedAction ?? -1]?.title)
            #expect(try Self.screen(state).contains { $0.contains("› \(title) ‹") }, "\(title) at \(size)")
            try F.press(&state, "tab")
        }
    }

    @Test(arguments: sizes)
    func theSliderShowsWholeAndMoves(_ size: Size) throws {
        var state = try Self.demo(size)
        try F.press(&state, "enter tab enter")
        try Self.expectFocusInView(state, "slider")
        #expect(try Self.screen(state).contains { $0.contains("$250") && $0.contains("Payment") })
        try F.press(&state, "right")
        #expect(try Self.screen(state).contains { $0.contains("$300") })
        // PgUp/PgDn belong to the slider here: ten steps, no scrolling.
        let offset = state.scrollOffset
        try F.press(&state, "pgup")
        #expect(try Self.screen(state).contains { $0.contains("$800") } && state.scrollOffset == offset)
    }

    @Test(arguments: sizes)
    func typingAReplyShowsTheField(_ size: Size) throws {
        var state = try Self.demo(size, app: "app-comment.json")
        try F.press(&state, #"enter "Looks great""#)
        #expect(F.mode(state) == "textReply")
        try Self.expectFocusInView(state, "reply field")
        #expect(try Self.screen(state).contains { $0.contains("Looks great") && $0.contains("Send") })
    }

    @Test func pageKeysAndTheWheelScrollAndTheIndicatorSaysWhereMoreIs() throws {
        // The classic header row is what shows at the top.
        var state = try Self.demo(Size(width: 80, height: 24), era: .classic)
        try F.press(&state, "enter")
        let (screen, _) = PreviewScreen.layout(state, size: Size(width: 80, height: 24))
        #expect(screen.viewport.hasMoreBelow && !screen.viewport.hasMoreAbove, "the card opens at its top, Accept below")
        var lines = try Self.screen(state)
        #expect(state.scrollOffset == 0 && lines[0].hasPrefix(String(repeating: " ", count: screen.cardOrigin.x) + "╭"))
        #expect(lines[1].contains("SPY AGENCY") && !lines[0].contains("▲"))
        #expect(lines[22].contains("▼"))
        #expect(lines[23].contains("▼ Accept below"), "the status line says where the focus is: \(lines[23])")

        try F.press(&state, "pgdn pgup")
        lines = try Self.screen(state)
        #expect(state.scrollOffset == 0 && lines[1].contains("SPY AGENCY"))
        #expect(state.focusedAction == 0, "scrolling leaves the focus where it was")

        try F.press(&state, "pgdn pgdn pgdn")
        let bottom = PreviewScreen.layout(state, size: Size(width: 80, height: 24)).0.viewport
        #expect(bottom.offset == bottom.maximumOffset && !bottom.hasMoreBelow)
        #expect(try Self.screen(state).contains { $0.contains("Payment") })

        try F.mouse(&state, .scrollUp, at: Point(x: 30, y: 5))
        #expect(state.scrollOffset == bottom.offset - MouseEvent.rowsPerNotch)
        try F.mouse(&state, .scrollDown, at: Point(x: 30, y: 5))
        #expect(state.scrollOffset == bottom.offset)

        // Scrolled away from the focus, the next key that acts brings it back.
        try F.press(&state, "pgup pgup pgup")
        #expect(state.scrollOffset == 0)
        try F.press(&state, "tab")
        try Self.expectFocusInView(state, "Payment after scrolling away")
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 40, height: 12)])
    func thePaymentSheetAndTheUnlockPromptShowWhole(_ size: Size) throws {
        var sheet = try F.example("apple-pay", payload: "payload.json", app: "app.json", stage: .banner)
        F.send(&sheet, .resize(size))
        try F.press(&sheet, "enter tab tab enter")
        #expect(sheet.paymentSheet != nil)
        try Self.expectFocusInView(sheet, "payment sheet")
        let lines = try Self.screen(sheet)
        #expect(lines.contains { $0.contains("Apple Pay") } && lines.contains { $0.contains("enter pay · esc cancel") })

        var locked = try ReducerTableTests.locked()
        F.send(&locked, .resize(size))
        try Self.expectFocusInView(locked, "unlock prompt")
        #expect(try Self.screen(locked).contains { $0.contains("Unlock to continue") })
    }

    @Test func theCardStaysAtItsTopWhenPreferredContentSizeResizesItAndTheFocusShowsWhenMoved() throws {
        // `--ratio 0.1` for the first frame, then the extension's 0.5: the card grows by nine rows.
        var state = try F.example("calendar", payload: "event-invite.json", app: "app.json", stage: .banner, options: CardOptions(ratio: 0.1))
        F.send(&state, .resize(Size(width: 60, height: 12)))
        try F.press(&state, "enter")
        let first = PreviewScreen.layout(state, size: Size(width: 60, height: 12)).1.layout.height
        // The full interface opens at its top and stays there through the jump (nobody moved the focus)…
        #expect(state.scrollOffset == 0)
        F.send(&state, .tick)
        #expect(PreviewScreen.layout(state, size: Size(width: 60, height: 12)).1.layout.height > first, "the resize jump")
        let status = try Self.screen(state).last ?? ""
        #expect(state.scrollOffset == 0 && status.contains("▼ Accept below"), "\(status)")
        // …and a key that moves the focus brings it into view.
        try F.press(&state, "tab")
        try Self.expectFocusInView(state, "after the jump")
    }

    @Test(arguments: PresentationEra.allCases)
    func aDismissedCardScrollsToTheNoticeThatSaysSo(era: PresentationEra) throws {
        var state = try Self.demo(Size(width: 80, height: 24), app: "app-comment.json", era: era)
        try F.press(&state, #"enter "hi" enter"#)
        #expect(state.isDismissed)
        #expect(try Self.screen(state).contains { $0.contains("Dismissed · r delivers it again") })
    }

    @Test func clicksLandOnWhatShowsWhenScrolled() throws {
        var state = try Self.demo(Size(width: 80, height: 24))
        try F.press(&state, "enter pgdn pgdn")
        let lines = try Self.screen(state)
        let row = try #require(lines.firstIndex { $0.contains("Payment") })
        let column = try #require(lines[row].range(of: "Payment")).lowerBound.utf16Offset(in: lines[row])
        #expect(try F.target(state, at: Point(x: column, y: row)) == .action(1))
        #expect(try F.target(state, at: Point(x: column, y: 23)) == nil, "the status bar")
    }

    @Test func aCardThatFitsKeepsItsPlaceAndHasNoScrollBar() throws {
        var state = try Self.demo(Size(width: 120, height: 50))
        try F.press(&state, "enter")
        let (screen, card) = PreviewScreen.layout(state, size: Size(width: 120, height: 50))
        #expect(!screen.viewport.scrolls && screen.scrollBarColumn == nil && screen.cardOrigin.y == 1)
        #expect(screen.logPlacement == .beside)
        let lines = try Self.screen(state)
        #expect(lines[1].contains(card.grid.line(0)))
        #expect(!lines.contains { $0.contains("▲") || $0.contains("▼") })
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 40, height: 12), Size(width: 20, height: 8), Size(width: 200, height: 60)])
    func theKeyHelpFitsAboveTheStatusBarAndScrolls(_ size: Size) throws {
        var state = try Self.demo(size)
        try F.press(&state, "enter ?")
        var lines = try Self.screen(state)
        #expect(lines[size.height - 1].contains("q quit") && lines[size.height - 1].contains("?"), "status bar: \(lines[size.height - 1])")
        #expect(lines.contains { $0.contains("Keys") })
        let scrolls = KeyHelpView.maximumScroll(in: size) > 0
        #expect(lines.contains { $0.contains("▼ more") } == scrolls)
        let last = try #require(PreviewKeymap.map.helpTable.last?.0)
        #expect(lines.contains { $0.contains(last) } == !scrolls)
        try F.press(&state, "end")
        lines = try Self.screen(state)
        #expect(lines.contains { $0.contains(last) }, "the last row, scrolled to: \(lines.joined(separator: "\n"))")
        #expect(lines.contains { $0.contains("▲ more") } == scrolls)
        #expect(state.showsHelp)
        try F.press(&state, "x")
        #expect(!state.showsHelp)
    }

    @Test func belowTheFloorOnlyQuitActs() throws {
        var state = try Self.demo(Size(width: 19, height: 12))
        let words = try Self.screen(state).joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(words.contains("Terminal too small: 19×12.") && words.contains("at least 20×8"), "\(words)")
        #expect(try F.press(&state, "enter tab ? l d").isEmpty)
        #expect(state.stage == .banner && !state.showsHelp && !state.isDismissed && state.log.isShown)
        #expect(PreviewScreen.frame(state, size: Size(width: 19, height: 12)).event(for: MouseEvent(.press, at: Point(x: 5, y: 5))) == nil,
                "a click on the too-small screen means nothing")
        try F.mouse(&state, .press, at: Point(x: 5, y: 5))
        _ = PreviewReducer.update(&state, .press(.card))
        #expect(state.stage == .banner, "nor does a press resolved on an earlier frame")
        #expect(try F.press(&state, "q") == [.quit(status: 0)])
        F.send(&state, .resize(Size(width: 20, height: 8)))
        #expect(!(try Self.screen(state).joined().contains("too small")))
        #expect(try F.press(&state, "enter").count == 2, "at the floor keys act again")
    }

    @Test func theLogTakesTheCardsPlaceOnlyWhenAskedAndSaysHowBack() throws {
        var state = try Self.demo(Size(width: 60, height: 20))
        // Tab and back: Accept focused and scrolled into view (the card opens at its top).
        try F.press(&state, "enter tab shift+tab")
        var lines = try Self.screen(state)
        #expect(lines.contains { $0.contains("› Accept ‹") } && !lines.contains { $0.contains("Responses") })
        try F.press(&state, "l")
        lines = try Self.screen(state)
        #expect(lines.contains { $0.contains("Responses") } && lines.contains { $0.contains("didReceive ShowMap") })
        #expect(!lines.contains { $0.contains("Accept") })
        #expect(lines[19].contains("l back to the card") && lines[19].contains("q quit"))
        try F.press(&state, "l")
        lines = try Self.screen(state)
        #expect(lines.contains { $0.contains("› Accept ‹") } && !lines.contains { $0.contains("Responses") })

        var wide = try Self.demo(Size(width: 80, height: 24))
        try F.press(&wide, "enter")
        #expect(PreviewScreen.layout(wide, size: Size(width: 80, height: 24)).0.logPlacement == .beside)
        try F.press(&wide, "l")
        #expect(PreviewScreen.layout(wide, size: Size(width: 80, height: 24)).0.logPlacement == .hidden)
        try F.press(&wide, "l")
        #expect(PreviewScreen.layout(wide, size: Size(width: 80, height: 24)).0.logPlacement == .beside)
    }

    @Test func aLiveReloadLeavesASignUntilTheNextKey() throws {
        var state = try Self.demo(Size(width: 80, height: 24))
        try F.press(&state, "enter")
        F.send(&state, .notificationReceived(state.delivery))
        #expect(try Self.screen(state)[23].contains(PreviewReducer.reloadedNotice))
        #expect(try Self.screen(state)[23].contains("q quit"))
        try F.press(&state, "tab")
        #expect(!(try Self.screen(state)[23].contains("reloaded")))
        F.send(&state, .reloadFailed("reload failed: payload.json:4:3: trailing comma before '}'"))
        try F.press(&state, "tab")
        #expect(try Self.screen(state)[23].contains("reload failed"), "an error stays until a good reload")
    }

    @Test func widthFitFollowsTheTerminalAndAnExplicitWidthNeverOverflowsIt() {
        var fit = CardOptions()
        fit.fitsTerminal = true
        #expect(ScreenLayout.cardWidth(options: fit, terminalWidth: 200) == 198)
        #expect(ScreenLayout.cardWidth(options: fit, terminalWidth: 1000) == CardOptions.maximumWidth)
        #expect(ScreenLayout.cardWidth(options: CardOptions(), terminalWidth: 200) == 44)
        #expect(ScreenLayout.cardWidth(options: CardOptions(), terminalWidth: 30) == 28)
        #expect(ScreenLayout.cardWidth(options: CardOptions(width: 60), terminalWidth: 40) == 40)
        #expect(ScreenLayout.cardWidth(options: CardOptions(width: 60), terminalWidth: 100) == 60)
    }

    @Test(arguments: PresentationEra.allCases)
    func aDismissedCardKeepsEveryRowAndSaysSoOnARowOfItsOwn(era: PresentationEra) throws {
        for stage in [Stage.banner, .expanded] {
            let before = try F.example("spy-agency", payload: "payload.json", app: "app.json", stage: stage, options: CardOptions(presentationEra: era))
            var state = before
            try F.press(&state, "d")
            #expect(state.isDismissed)
            let shown = CardRenderer.render(before, width: 44).grid.lines()
            let dismissed = CardRenderer.render(state, width: 44)
            let lines = dismissed.grid.lines()
            // Every row of the card is still there (dimmed), the notice on the row under it.
            #expect(Array(lines.prefix(shown.count)) == shown, "\(era) \(stage): \(lines.joined(separator: "\n"))")
            let notice = try #require(dismissed.layout.noticeRow)
            #expect(notice == shown.count && lines[notice].trimmingCharacters(in: .whitespaces) == "Dismissed",
                    "headless: no key to press: \(lines[notice])")
            #expect((0..<shown.count).allSatisfy { row in (0..<44).allSatisfy { dismissed.grid[$0, row].style.dim } })
        }
    }

    @Test func theCalendarsTitleStaysAndOnlyTheInteractivePreviewNamesTheKey() throws {
        var headless = try F.example("calendar", payload: "event-invite.json", app: "app.json")
        try F.press(&headless, "enter")
        let text = CardRenderer.render(headless, width: 44).grid.lines()
        #expect(text[1].contains("Dinner at Tomo's"), "\(text[1])")
        #expect(text.contains { $0.contains("Dismissed") } && !text.contains { $0.contains("r delivers it again") })

        var live = try F.example("calendar", payload: "event-invite.json", app: "app.json", stage: .banner)
        F.send(&live, .resize(Size(width: 80, height: 24)))
        try F.press(&live, "enter enter")
        #expect(live.isDismissed)
        let screen = try Self.screen(live)
        #expect(screen.contains { $0.contains("Dinner at Tomo's") } && screen.contains { $0.contains("Dismissed · r delivers it again") },
                "\(screen.joined(separator: "\n"))")
    }
}

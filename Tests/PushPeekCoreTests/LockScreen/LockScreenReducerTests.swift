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

/// The interactive list through its reducer: open a stack, expand a notification into its content
/// extension, reply, clear, close; arrivals as banners; hidden previews keep the interface closed.
@Suite("Lock screen reducer")
struct LockScreenReducerTests {
    static func started(_ state: LockScreenState) -> LockScreenState {
        var state = state
        state.focus = 0
        _ = LockScreenReducer.update(&state, .resize(Size(width: 80, height: 24)))
        return state
    }

    static func press(_ keys: Key..., on state: inout LockScreenState) -> [Effect] {
        keys.flatMap { LockScreenReducer.update(&state, .key($0)) }
    }

    /// Events as the run loop applies them (`FrameCycle`): each frame drawn at `size` goes back to the
    /// reducer, which scrolls the key help from it.
    static func apply(_ events: Event..., on state: inout LockScreenState, size: Size) {
        var model = LockScreenModel(state: state)
        for event in events { FrameCycle.apply(event, to: &model, size: size) }
        state = model.state
    }

    /// A press as the run loop handles it: resolved against the frame the state draws at `size`.
    static func click(at point: Point, on state: inout LockScreenState, size: Size) throws {
        let event = try #require(LockScreenModel(state: state).view(size: size).event(for: MouseEvent(.press, at: point)))
        _ = LockScreenReducer.update(&state, event)
    }

    @Test func openExpandReplyClearAndClose() throws {
        var state = Self.started(try LockScreenFixtures.state())
        #expect(Array(state.items) == [.stack(thread: "chat-anna"), .stack(thread: "chat-bob"), .notification(id: 4)])
        _ = Self.press(.enter, on: &state)
        #expect(state.openThread == "chat-anna" && state.focusedItem == .notification(id: 6))
        #expect(Array(state.items.prefix(4)) == [.showLess(thread: "chat-anna"), .notification(id: 6), .notification(id: 3), .notification(id: 1)])
        // Expand the second of Anna's messages: its content extension runs and the reply keyboard waits.
        let expanded = Self.press(.down, .enter, on: &state)
        #expect(state.expandedID == 3 && state.expanded?.stage == .expanded)
        #expect(expanded == [.log(LogEvent.didReceive(category: "message"))])
        let screen = TextSnapshot.text(of: LockScreenScreen.view(state, size: Size(width: 80, height: 24)))
        #expect(screen.contains("Running ten minutes late") && screen.contains("› Reply ‹"), "\(screen)")
        #expect(screen.components(separatedBy: "\n").last { !$0.isEmpty }?.hasPrefix(" esc list · ") == true, "\(screen)")
        // Reply through the text action: the response reaches the extension, which dismisses it.
        _ = Self.press(.enter, on: &state)
        let typed = "On my way".map { Key.character($0) }.flatMap { LockScreenReducer.update(&state, .key($0)) }
        #expect(typed.isEmpty)
        let sent = Self.press(.enter, on: &state)
        #expect(sent.contains(.log(LogEvent.didReceiveResponse(actionIdentifier: "reply", userText: "On my way"))), "\(sent)")
        #expect(state.expanded == nil && state.notification(3) == nil, "dismissed by the reply, it left the list")
        #expect(state.openThread == "chat-anna" && state.stacks.first?.count == 2)
        // Clear the focused one: customDismissAction sends the dismiss action; one left, the stack closes.
        state.focus = state.items.firstIndex(of: .notification(id: 6))
        let cleared = Self.press(.character("x"), on: &state)
        #expect(cleared.contains(.log(LogEvent.forwardedToApp(actionIdentifier: NotificationAction.dismissActionIdentifier))), "\(cleared)")
        #expect(state.notification(6) == nil && state.openThread == nil)
        #expect(Array(state.items) == [.stack(thread: "chat-bob"), .notification(id: 4), .notification(id: 1)], "Anna's last one is the oldest now")
        #expect(state.responseLog.count >= 4)
    }

    @Test func escAndShowLessCloseTheStack() throws {
        var state = Self.started(try LockScreenFixtures.state())
        _ = Self.press(.down, .enter, on: &state)
        #expect(state.openThread == "chat-bob")
        _ = Self.press(.escape, on: &state)
        #expect(state.openThread == nil && state.focusedItem == .stack(thread: "chat-bob"))
        _ = Self.press(.enter, .up, .enter, on: &state)
        #expect(state.openThread == nil && state.focusedItem == .stack(thread: "chat-bob"), "Show less closes it")
        // A click on a stack opens it, a click on Show less closes it.
        let size = Size(width: 80, height: 24)
        let place = LockScreenScreen.placement(state, size: size)
        let stack = try #require(place.picture.itemRects.first { $0.item == .stack(thread: "chat-anna") }?.rect)
        try Self.click(at: Point(x: stack.x + 5 + place.origin.x, y: stack.y + 1 + place.origin.y), on: &state, size: size)
        #expect(state.openThread == "chat-anna")
        let header = try #require(LockScreenScreen.placement(state, size: size).picture.itemRects.first { $0.item == .showLess(thread: "chat-anna") }?.rect)
        try Self.click(at: Point(x: header.maxX - 3, y: header.y + place.origin.y), on: &state, size: size)
        #expect(state.openThread == nil)
    }

    @Test func escInTheExpandedInterfaceGoesBackToTheList() throws {
        var state = Self.started(try LockScreenFixtures.state())
        _ = Self.press(.end, .enter, on: &state)
        #expect(state.expandedID == 4)
        _ = Self.press(.escape, on: &state)
        #expect(state.expanded == nil && state.notification(4) != nil && state.focusedItem == .notification(id: 4))
    }

    @Test func hiddenPreviewsKeepTheInterfaceClosedUntilUnlocked() throws {
        var state = Self.started(try LockScreenFixtures.state(locked: true))
        #expect(Self.press(.end, .enter, on: &state) == [.bell])
        #expect(state.expanded == nil && state.statusMessage?.contains("u unlocks") == true)
        _ = Self.press(.character("u"), .enter, on: &state)
        #expect(state.expandedID == 4)
    }

    @Test func anArrivalShowsAsABannerThenJoinsItsStack() throws {
        var state = Self.started(try LockScreenFixtures.state())
        LockScreenReducer.arrive(&state, try LockScreenFixtures.arrival(state, thread: "chat-bob", body: "Found them"))
        #expect(state.bannerID == 7 && state.stacks.first { $0.thread == "chat-bob" }?.count == 2)
        let screen = TextSnapshot.text(of: LockScreenScreen.view(state, size: Size(width: 80, height: 24)))
        #expect(screen.components(separatedBy: "\n").prefix(5).joined().contains("Found them"), "the banner is on top: \(screen)")
        for _ in 0..<LockScreenState.bannerTicks { _ = LockScreenReducer.update(&state, .tick) }
        #expect(state.bannerID == nil)
        let bob = try #require(state.stacks.first { $0.thread == "chat-bob" })
        #expect(bob.count == 3 && bob.newest?.id == 7)
        #expect(state.stacks.first?.thread == "chat-bob", "the newest stack comes first")
    }

    @Test func aPassiveArrivalJoinsSilently() throws {
        var state = Self.started(try LockScreenFixtures.state())
        LockScreenReducer.arrive(&state, try LockScreenFixtures.arrival(state, thread: "chat-anna", body: "quietly", level: "passive"))
        #expect(state.bannerID == nil && state.stacks.first?.count == 4)
        #expect(state.statusMessage?.contains("silently") == true)
    }

    @Test func enterOnTheBannerExpandsIt() throws {
        var state = Self.started(try LockScreenFixtures.state())
        LockScreenReducer.arrive(&state, try LockScreenFixtures.arrival(state, thread: "chat-new", body: "Hello"))
        _ = Self.press(.enter, on: &state)
        #expect(state.bannerID == nil && state.expandedID == 7)
    }

    @Test func widthFitFillsTheTerminal() throws {
        var state = Self.started(try LockScreenFixtures.state())
        state.options.card.fitsTerminal = true
        let screen = LockScreenScreen.view(state, size: Size(width: 100, height: 30))
        let row = (0..<screen.height).map { screen.line($0) }.first { $0.contains("╭") } ?? ""
        #expect(row.contains("╭" + String(repeating: "─", count: 94) + "╮"), "\(row)")
    }

    @Test func belowTheSizeFloorOnlyQuitActs() throws {
        var state = Self.started(try LockScreenFixtures.state())
        _ = LockScreenReducer.update(&state, .resize(Size(width: 19, height: 7)))
        #expect(Self.press(.enter, .character("x"), on: &state).isEmpty)
        #expect(state.openThread == nil && state.notifications.count == 6)
        #expect(TextSnapshot.text(of: LockScreenScreen.view(state, size: Size(width: 19, height: 7))).contains("Terminal"))
        #expect(Self.press(.character("q"), on: &state) == [.quit(status: 0)])
    }

    @Test func theKeyHelpScrollsOnASmallTerminalAndAnyOtherKeyClosesIt() throws {
        var state = Self.started(try LockScreenFixtures.state())
        let size = Size(width: 40, height: 12)
        Self.apply(.resize(size), .key(.character("?")), on: &state, size: size)
        #expect(state.showsHelp && state.helpScroll == 0)
        let top = TextSnapshot.text(of: LockScreenScreen.view(state, size: size))
        #expect(top.contains(" Keys ") && top.contains("▼ more") && !top.contains("▲ more"), "\(top)")
        let limit = KeyHelpView.maximumScroll(in: size, table: LockScreenKeymap.map.helpTable)
        Self.apply(.key(.down), on: &state, size: size)
        #expect(state.helpScroll == 1)
        Self.apply(.key(.end), .key(.down), on: &state, size: size)
        #expect(state.helpScroll == limit && limit > 1)
        let bottom = TextSnapshot.text(of: LockScreenScreen.view(state, size: size))
        #expect(bottom.contains("▲ more") && bottom.contains("quit") && !bottom.contains("▼ more"), "\(bottom)")
        // Enter closes the help and does nothing else: no stack opens.
        Self.apply(.key(.enter), on: &state, size: size)
        #expect(!state.showsHelp && state.openThread == nil && state.focus == 0)
        #expect(!TextSnapshot.text(of: LockScreenScreen.view(state, size: size)).contains(" Keys "))
    }
}

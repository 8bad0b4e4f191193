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

/// The send key in a notification expanded from the lock screen: `S` asks the edge for the plan of
/// that notification (its arrival number), the confirmation and `y` are the preview's, one send at
/// a time across the list, and a send that ends while the list shows is told there and logged.
@Suite("Lock screen send key")
struct LockScreenSendTests {
    typealias R = LockScreenReducerTests

    /// The list at 80×24 with the news alert (arrival 4, the third item) expanded.
    static func expandedNews() throws -> LockScreenState {
        var state = R.started(try LockScreenFixtures.state())
        _ = R.press(.end, .enter, on: &state)
        #expect(state.expandedID == 4)
        return state
    }

    @Test func sKeyPlansForTheExpandedNotificationAndYSendsIt() throws {
        var state = try Self.expandedNews()
        #expect(R.press(.character("S"), on: &state) == [.planSend(notification: 4)])
        let plan = SendKeyTests.plan(devices: 1)
        #expect(LockScreenReducer.update(&state, .sendPlanned(plan)).isEmpty)
        #expect(state.expanded?.interactionMode == .sendPrompt(plan))
        let screen = TextSnapshot.text(of: LockScreenScreen.view(state, size: Size(width: 80, height: 24)))
        #expect(screen.contains("Send this payload?") && screen.contains("y send · n/esc cancel"), "\(screen)")
        #expect(R.press(.character("y"), on: &state) == [.send(plan)])
        #expect(state.isSending && state.expanded?.statusMessage?.hasPrefix(SendReducer.sendingNotice) == true)
        // The answer while it is still expanded: its status line and the shared log.
        let outcome = SendOutcome.finished(SendKeyTests.report([.sent]))
        #expect(LockScreenReducer.update(&state, .sendFinished(outcome)) == [.log(.send(outcome))])
        #expect(!state.isSending && state.expanded?.statusMessage == "sent to 1 device")
        #expect(state.responseLog.last == .send(outcome))
    }

    @Test func aSendEndingAfterGoingBackToTheListIsToldThere() throws {
        var state = try Self.expandedNews()
        _ = R.press(.character("S"), on: &state)
        _ = LockScreenReducer.update(&state, .sendPlanned(SendKeyTests.plan(devices: 1)))
        _ = R.press(.character("y"), on: &state)
        _ = R.press(.escape, on: &state)
        #expect(state.expanded == nil && state.isSending)
        // One send at a time, whichever notification is expanded.
        _ = R.press(.home, .enter, .enter, on: &state)
        #expect(state.expandedID == 6)
        #expect(R.press(.character("S"), on: &state).isEmpty)
        #expect(state.expanded?.statusMessage == "\(SendReducer.sendingNotice) (one send at a time)")
        _ = R.press(.escape, on: &state)
        let outcome = SendOutcome.finished(SendKeyTests.report([.failed(status: 400, reason: "BadDeviceToken", timestamp: nil)]))
        #expect(LockScreenReducer.update(&state, .sendFinished(outcome)) == [.log(.send(outcome))])
        #expect(!state.isSending && state.responseLog.last == .send(outcome))
        let screen = TextSnapshot.text(of: LockScreenScreen.view(state, size: Size(width: 80, height: 24)))
        #expect(screen.contains("not sent: 400 BadDeviceToken"), "\(screen)")
        // Sending again works once it has ended.
        _ = R.press(.enter, on: &state)
        #expect(R.press(.character("S"), on: &state) == [.planSend(notification: state.expandedID)])
    }

    /// A plan asked for by one notification never opens the confirmation over another (or over the list).
    @Test func aPlanForANotificationNoLongerExpandedIsDropped() throws {
        var state = try Self.expandedNews()
        _ = R.press(.character("S"), .escape, on: &state)
        #expect(LockScreenReducer.update(&state, .sendPlanned(SendKeyTests.plan())).isEmpty)
        #expect(state.expanded == nil && state.awaitedPlan == nil)
        _ = R.press(.enter, on: &state)
        #expect(state.expandedID == 4 && state.expanded?.sendPrompt == nil)
        _ = R.press(.escape, .home, .enter, .enter, on: &state)
        _ = LockScreenReducer.update(&state, .sendPlanned(SendKeyTests.plan()))
        #expect(state.expanded?.sendPrompt == nil, "notification \(state.expandedID ?? 0) did not ask")
    }
}

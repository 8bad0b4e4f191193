import PushPeekSend
import PushPeekPresentation

/// The send key (`S`): sends the payload being previewed through APNs with the configured settings,
/// asking first.
///
/// `S` asks the edge for the plan (`Effect.planSend`); a plan without blocking lint errors puts
/// up "Send this payload?" (`InteractionMode.sendPrompt`), where only `y` sends (`Effect.send`)
/// and n or Esc cancels. Settings that are missing, lint errors and every ending of a send show in
/// the status line and are recorded in the response log (`LogEvent.send`). One send at a time.
public enum SendReducer {
    /// The status line while a send is under way.
    public static let sendingNotice = "sending…"

    /// `S`: asks for the plan, unless a send is already under way.
    public static func request(_ state: inout PreviewState) -> [Effect] {
        if state.isSending {
            state.statusMessage = "\(sendingNotice) (one send at a time)"
            return []
        }
        return [.planSend(notification: nil)]
    }

    /// The plan arrived: ask, or stop for lint errors as `pushpeek send` does.
    public static func planned(_ state: inout PreviewState, _ plan: SendPlan) -> [Effect] {
        guard !state.isSending else { return [] }
        if plan.stopsForLint { return finish(&state, .stoppedByLint(errors: plan.lintErrors)) }
        state.sendPrompt = plan
        state.statusMessage = nil
        return []
    }

    /// A key while the confirmation is up: `y` sends, `n` or Esc cancels, `q` cancels and quits,
    /// `?` and F1 show the keys over it; anything else rings.
    package static func handleKey(_ state: inout PreviewState, _ key: Key) -> [Effect] {
        guard let plan = state.sendPrompt else { return [] }
        switch SendPromptKeymap.map.action(for: key) {
        case .send?:
            state.sendPrompt = nil
            state.isSending = true
            state.statusMessage = "\(sendingNotice) \(SendPlan.devices(plan.deviceCount)) via \(plan.job.shownHost)"
            return [.send(plan)]
        case .cancel?:
            state.sendPrompt = nil
            return finish(&state, .cancelled)
        case .cancelAndQuit?:
            state.sendPrompt = nil
            return finish(&state, .cancelled) + [.quit(status: 0)]
        case .help?:
            return PreviewReducer.openHelp(&state)
        case nil:
            return [.bell]
        }
    }

    /// The send ended (or could not start): the status line says how, and the log records it.
    public static func finish(_ state: inout PreviewState, _ outcome: SendOutcome) -> [Effect] {
        var statusMessage = state.statusMessage
        let effects = finish(outcome, isSending: &state.session.isSending, statusMessage: &statusMessage, log: &state.session.log.events)
        state.statusMessage = statusMessage
        return effects
    }

    /// The same for a screen that keeps these three itself (the lock screen's list, when the
    /// notification that sent is no longer expanded).
    public static func finish(_ outcome: SendOutcome, isSending: inout Bool, statusMessage: inout String?,
                              log: inout [LogEvent]) -> [Effect] {
        if case .finished = outcome { isSending = false }
        if case .failed = outcome { isSending = false }
        statusMessage = outcome.statusText
        log.append(.send(outcome))
        return [.log(.send(outcome))]
    }
}

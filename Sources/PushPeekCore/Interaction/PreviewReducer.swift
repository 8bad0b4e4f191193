/// `update(state, event) -> effects`: the one place the preview changes, shared by the TUI and by
/// `render --keys`, so a scripted replay is exactly what a person gets.
public enum PreviewReducer {
    public static func update(_ state: inout PreviewState, _ event: Event) -> [Effect] {
        switch event {
        case .resize(let size):
            state.viewport = size
            return []
        case .filesChanged:
            return [.reload]
        case .notificationReceived(let content, let app):
            return receive(&state, content: content, app: app)
        case .reloadFailed(let message):
            state.statusMessage = message
            return []
        case .mouse(let mouse):
            return handleMouse(&state, mouse)
        case .key(let key):
            return handleKey(&state, key)
        }
    }

    static func handleKey(_ state: inout PreviewState, _ key: Key) -> [Effect] {
        if key == .control("c") { return [.quit(status: 0)] }
        if state.showsHelp {
            state.showsHelp = false
            return key == .character("q") ? [.quit(status: 0)] : []
        }
        switch key {
        case .character("q"): return [.quit(status: 0)]
        case .character("?"):
            state.showsHelp = true
            return []
        case .character("l"):
            state.showsLog.toggle()
            return []
        case .character("r"):
            return redeliver(&state)
        default:
            break
        }
        if state.isDismissed { return [.bell] }
        switch key {
        case .character("b"):
            if state.stage == .banner { return expand(&state) }
            state.stage = .banner
            return []
        case .enter, .space:
            if state.stage == .banner { return expand(&state) }
            guard let index = state.focusedAction, state.visibleActions.indices.contains(index) else { return [.bell] }
            return ActionHandler.activate(&state, actionAt: index)
        case .tab, .down, .right:
            return moveFocus(&state, by: 1)
        case .backTab, .up, .left:
            return moveFocus(&state, by: -1)
        case .character("d"):
            return ActionHandler.dismissExplicitly(&state)
        case .character("o"):
            return ActionHandler.openApp(&state)
        default:
            return []
        }
    }

    static func moveFocus(_ state: inout PreviewState, by step: Int) -> [Effect] {
        guard state.stage == .expanded else { return [] }
        let count = state.visibleActions.count
        guard count > 0 else { return [] }
        let current = state.focusedAction ?? (step > 0 ? -1 : count)
        state.focusedAction = ((current + step) % count + count) % count
        return []
    }

    /// The long-press: shows the full interface; the extension's `didReceive(_:)` runs the first time.
    public static func expand(_ state: inout PreviewState) -> [Effect] {
        state.stage = .expanded
        guard !state.hasDeliveredToExtension else { return [] }
        state.hasDeliveredToExtension = true
        guard state.contentExtension != nil else { return [] }
        return [state.record(LogEntry.didReceive(category: state.content.categoryIdentifier))]
    }

    /// `r`: delivers the notification again as new (actions reset, `didReceive(_:)` again).
    public static func redeliver(_ state: inout PreviewState) -> [Effect] {
        state.stage = .expanded
        return receive(&state, content: state.content, app: state.app)
    }

    /// A new notification while the interface is visible: the same extension gets `didReceive(_:)`
    /// again, keeping the log; the last error message clears.
    public static func receive(_ state: inout PreviewState, content: NotificationContent, app: AppDescription) -> [Effect] {
        let stage = state.stage
        let fresh = PreviewState(content: content, app: app, options: state.options, stage: stage)
        let (log, viewport, showsLog, overlays) = (state.responseLog, state.viewport, state.showsLog, state.mapOverlays)
        let attachments = state.attachments
        state = fresh
        state.mapOverlays = overlays
        state.attachments = attachments
        state.responseLog = log
        state.viewport = viewport
        state.showsLog = showsLog
        return stage == .expanded ? expand(&state) : []
    }

    static func handleMouse(_ state: inout PreviewState, _ mouse: MouseEvent) -> [Effect] {
        guard mouse.kind == .press, let viewport = state.viewport else { return [] }
        switch PreviewScreen.hitTest(state, size: viewport, point: mouse.point) {
        case .action(let index)?:
            state.focusedAction = index
            return ActionHandler.activate(&state, actionAt: index)
        case .dismiss?:
            return ActionHandler.dismissExplicitly(&state)
        case .card?:
            return state.stage == .banner ? expand(&state) : []
        case nil:
            return []
        }
    }
}

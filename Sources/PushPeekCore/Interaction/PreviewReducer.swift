/// `update(state, event) -> effects`: the one place the preview changes, shared by the TUI and by
/// `render --keys`, so a scripted replay is exactly what a person gets.
///
/// Modes, most specific first: the key help (any key closes it), "Unlock to continue", the reply
/// keyboard (keys type), the dismissed card, the payment sheet, the custom input view (slider), the
/// banner and the full interface. Ctrl-C quits in every mode. On a terminal below
/// `ScreenLayout.minimumSize` only `q` acts (nothing else shows to act on). PgUp/PgDn scroll the
/// card unless the slider owns them; every other key ends with the focus scrolled into view
/// (`ViewportReducer`).
public enum PreviewReducer {
    /// The status bar's sign that a live reload delivered the changed files.
    public static let reloadedNotice = "↻ reloaded"

    public static func update(_ state: inout PreviewState, _ event: Event) -> [Effect] {
        // The full interface's first frame had the initial ratio; any later event finds it resized to
        // the extension's `preferredContentSize` (seed 003's jump), before the event itself applies.
        // The card changes height then, so the focus is brought back into view.
        let resizes = state.stage == .expanded && state.hasDeliveredToExtension && !state.isPreferredContentSizeApplied
        if resizes {
            state.isPreferredContentSizeApplied = true
        }
        switch event {
        case .tick:
            if resizes { ViewportReducer.revealFocus(&state) }
            return []
        case .resize(let size):
            state.viewport = size
            ViewportReducer.scrollHelp(&state, by: 0)
            ViewportReducer.revealFocus(&state)
            return []
        case .filesChanged:
            return [.reload]
        case .notificationReceived(let content, let app):
            let effects = deliver(&state, content: content, app: app)
            state.notice = reloadedNotice
            ViewportReducer.revealFocus(&state)
            return effects
        case .reloadFailed(let message), .logFailed(let message):
            state.statusMessage = message
            return []
        case .mouse(let mouse):
            if let size = state.viewport, ScreenLayout.isTooSmall(size) { return [] }
            let before = (state.interactionMode, state.focus)
            let effects = MouseHandler.handle(&state, mouse)
            if resizes || (mouse.kind == .press && before != (state.interactionMode, state.focus)) { ViewportReducer.revealFocus(&state) }
            return effects
        case .key(let key):
            state.notice = nil
            if let size = state.viewport, ScreenLayout.isTooSmall(size) {
                return key == .character("q") || key == .control("c") ? [.quit(status: 0)] : []
            }
            if !state.showsHelp, key == .pageUp || key == .pageDown, state.interactionMode != .slider {
                ViewportReducer.scrollCard(&state, pages: key == .pageUp ? -1 : 1)
                return []
            }
            let effects = handleKey(&state, key)
            ViewportReducer.revealFocus(&state)
            return effects
        }
    }

    static func handleKey(_ state: inout PreviewState, _ key: Key) -> [Effect] {
        if key == .control("c") { return [.quit(status: 0)] }
        if state.showsHelp {
            if ViewportReducer.scrollsHelp(&state, with: key) { return [] }
            state.showsHelp = false
            return key == .character("q") ? [.quit(status: 0)] : []
        }
        if key == .f1 { return openHelp(&state) }
        if state.unlockRequest == nil, case .text? = state.input {
            return TextInputReducer.handleKey(&state, key)
        }
        switch key {
        case .character("q"): return [.quit(status: 0)]
        case .character("?"):
            return openHelp(&state)
        case .character("l"):
            ViewportReducer.toggleLog(&state)
            return []
        case .character("r"):
            return redeliver(&state)
        default:
            break
        }
        if let request = state.unlockRequest {
            return handleUnlock(&state, key, request: request)
        }
        if state.isDismissed { return [.bell] }
        if state.paymentSheet != nil {
            return PaymentSheetReducer.handleKey(&state, key)
        }
        if case .slider? = state.input {
            return SliderReducer.handleKey(&state, key)
        }
        switch key {
        case .character("b"):
            if state.stage == .banner { return expand(&state) }
            state.stage = .banner
            return []
        case .enter, .space:
            if state.stage == .banner { return expand(&state) }
            return activateFocus(&state)
        case .tab, .down:
            return moveFocus(&state, by: 1)
        case .backTab, .up:
            return moveFocus(&state, by: -1)
        case .left, .right:
            let offset = key == .left ? -1 : 1
            if case .control(let index)? = state.focus, state.stage == .expanded, case .segmented? = state.controls[safe: index]?.content {
                return ControlHandler.step(&state, controlAt: index, by: offset)
            }
            return moveFocus(&state, by: offset)
        case .character("d"):
            return ActionHandler.dismissExplicitly(&state)
        case .character("o"):
            return ActionHandler.openApp(&state)
        case .character("m"):
            return ControlHandler.toggleMedia(&state)
        default:
            return []
        }
    }

    static func openHelp(_ state: inout PreviewState) -> [Effect] {
        state.showsHelp = true
        state.helpScroll = 0
        return []
    }

    /// "Unlock to continue": Enter (or space) unlocks and the action goes ahead; Esc cancels.
    static func handleUnlock(_ state: inout PreviewState, _ key: Key, request: UnlockRequest) -> [Effect] {
        switch key {
        case .enter, .space:
            return unlock(&state)
        case .escape:
            state.unlockRequest = nil
            return []
        default:
            return [.bell]
        }
    }

    /// Unlocks the device and carries on with the action that asked for it.
    public static func unlock(_ state: inout PreviewState) -> [Effect] {
        guard let request = state.unlockRequest else { return [] }
        state.unlockRequest = nil
        state.isDeviceUnlocked = true
        return ActionHandler.choose(&state, request.action)
    }

    static func activateFocus(_ state: inout PreviewState) -> [Effect] {
        switch state.focus {
        case .action(let index)? where state.visibleActions.indices.contains(index):
            return ActionHandler.activate(&state, actionAt: index)
        case .control(let index)?:
            return ControlHandler.activate(&state, controlAt: index)
        case .mediaButton?:
            return ControlHandler.toggleMedia(&state)
        default:
            return [.bell]
        }
    }

    static func moveFocus(_ state: inout PreviewState, by step: Int) -> [Effect] {
        let ring = state.focusRing
        guard !ring.isEmpty else { return [] }
        let current = state.focus.flatMap { ring.firstIndex(of: $0) } ?? (step > 0 ? -1 : ring.count)
        state.focus = ring[((current + step) % ring.count + ring.count) % ring.count]
        return []
    }

    /// The long-press: shows the full interface. The first time, the extension's `didReceive(_:)` runs
    /// (and its `notificationActions` are assigned); when the only action is a text-input action the
    /// keyboard comes up at once, as iOS does.
    public static func expand(_ state: inout PreviewState) -> [Effect] {
        state.stage = .expanded
        guard !state.hasDeliveredToExtension else { return [] }
        state.hasDeliveredToExtension = true
        var effects: [Effect] = []
        if let contentExtension = state.contentExtension {
            effects.append(state.record(.didReceive(category: state.content.categoryIdentifier)))
            if contentExtension.notificationActions != nil {
                effects.append(state.record(.setNotificationActions(state.actions)))
            }
        }
        if state.visibleActions.count == 1, let only = state.visibleActions.first, only.isTextInput {
            effects += ActionHandler.choose(&state, only)
        }
        return effects
    }

    /// `r`: delivers the same notification again as new.
    public static func redeliver(_ state: inout PreviewState) -> [Effect] {
        deliver(&state, content: state.content, app: state.app)
    }

    /// A new notification arrives (live reload, `r`): the interface starts over with it (actions,
    /// labels, controls, keyboard reset) and, when the full interface is showing, the extension's
    /// `didReceive(_:)` runs again (IOS-REFERENCE §4). The response log, the log pane, the terminal size
    /// and the device's unlock carry over. A dismissed card comes back expanded.
    public static func deliver(_ state: inout PreviewState, content: NotificationContent, app: AppDescription) -> [Effect] {
        let stage: Stage = state.isDismissed ? .expanded : state.stage
        var fresh = PreviewState(content: content, app: app, options: state.options, stage: stage)
        fresh.responseLog = state.responseLog
        fresh.viewport = state.viewport
        fresh.showsLog = state.showsLog
        fresh.logReplacesCard = state.logReplacesCard
        fresh.isDeviceUnlocked = state.isDeviceUnlocked
        fresh.mapOverlays = state.mapOverlays
        fresh.attachments = state.attachments
        state = fresh
        return stage == .expanded ? expand(&state) : []
    }
}

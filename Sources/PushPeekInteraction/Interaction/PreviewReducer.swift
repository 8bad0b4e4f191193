import PushPeekModel
import PushPeekApp
import PushPeekPresentation

/// `update(state, event) -> effects`: the one place the preview changes, shared by the TUI and by
/// `render --keys`, so a scripted replay is exactly what a person gets.
///
/// A key goes to what owns the keyboard (`PreviewState.interactionMode`, switched on once here): the
/// key help (any key closes it), "Unlock to continue", the reply keyboard (keys type), the dismissed
/// card, the payment sheet, the custom input view (slider), the banner or the full interface. Ctrl-C
/// quits in every mode. On a terminal below `Size.screenFloor` only `q` acts (nothing else shows to
/// act on). PgUp/PgDn scroll the card unless the slider owns them; a key that opens the full
/// interface shows it from its top, and one that moves the focus (or changes the mode) ends with the
/// focus scrolled into view (`ViewportReducer`, from the metrics of the frame drawn next, which the
/// edge gives back as `Event.frameDrawn`). The mouse arrives resolved against the frame last drawn
/// (`Event.press(HitTarget)`, see `HitMap`) and goes to `MouseReducer`. Nothing here lays the screen
/// out.
public enum PreviewReducer {
    /// The status bar's sign that a live reload delivered the changed files.
    public static let reloadedNotice = "↻ reloaded"

    public static func update(_ state: inout PreviewState, _ event: Event) -> [Effect] {
        // A drawn frame is not something that happened to the preview: it only tells the viewport what showed.
        if case .frameDrawn(let metrics) = event {
            ViewportReducer.frameDrawn(&state, metrics)
            return []
        }
        // The full interface's first frame had the initial ratio; any later event finds it resized to
        // the extension's `preferredContentSize` (the calendar example's jump), before the event
        // itself applies. The card changes height then, so the focus is brought back into view.
        let resizes = state.stage == .expanded && state.hasDeliveredToExtension && !state.isPreferredContentSizeApplied
        if resizes {
            state.isPreferredContentSizeApplied = true
        }
        switch event {
        case .tick:
            if resizes && !state.holdsCardTop { ViewportReducer.revealFocus(&state) }
            return []
        case .resize(let size):
            state.viewport = size
            if !state.holdsCardTop { ViewportReducer.revealFocus(&state) }
            return []
        case .frameDrawn:
            return []
        case .filesChanged:
            return [.reload]
        case .notificationReceived(let delivery):
            let effects = deliver(&state, delivery)
            state.notice = reloadedNotice
            // A notification delivered anew opens at the top, as the first one did.
            if !state.holdsCardTop { ViewportReducer.revealFocus(&state) }
            return effects
        case .reloadFailed(let message), .logFailed(let message):
            state.statusMessage = message
            return []
        case .sendPlanned(let plan):
            return SendReducer.planned(&state, plan)
        case .sendFinished(let outcome):
            return SendReducer.finish(&state, outcome)
        case .press, .drag, .release, .scroll:
            if state.isBelowSizeFloor { return [] }
            let before = (stage: state.stage, mode: state.interactionMode.name, focus: state.focus)
            let effects = MouseReducer.update(&state, event)
            // A press that changed the mode or the focus brings it into view (one that opened the full
            // interface shows its top); the wheel scrolls freely.
            if before.mode != state.interactionMode.name || before.focus != state.focus || before.stage != state.stage {
                ViewportReducer.follow(&state, from: before)
            } else if resizes && !state.holdsCardTop {
                ViewportReducer.revealFocus(&state)
            }
            return effects
        case .mouse:
            // Unresolved reports never reach the preview: its frames carry a hit map.
            return []
        case .paste(let paste):
            // Text for the reply field; never keys, so a paste holding "Sy" sends nothing.
            state.notice = nil
            if state.isBelowSizeFloor { return [] }
            let effects = TextInputReducer.paste(&state, paste)
            ViewportReducer.revealFocus(&state)
            return effects
        case .key(let key):
            state.notice = nil
            if let chrome = ChromeKeys.quitKeys(key, belowFloor: state.isBelowSizeFloor) { return chrome }
            switch state.interactionMode {
            case .help, .inputView:
                break  // the help scrolls itself; the slider takes PgUp/PgDn as ten steps
            default:
                if PreviewKeymap.map.action(for: key) == .scrollCard {
                    ViewportReducer.scrollCard(&state, pages: key == .pageUp ? -1 : 1)
                    return []
                }
            }
            let before = (stage: state.stage, mode: state.interactionMode.name, focus: state.focus)
            let effects = handleKey(&state, key)
            ViewportReducer.follow(&state, from: before)
            return effects
        }
    }

    package static func handleKey(_ state: inout PreviewState, _ key: Key) -> [Effect] {
        if let chrome = ChromeKeys.quitKeys(key, belowFloor: false) { return chrome }
        switch state.interactionMode {
        case .help:
            if ViewportReducer.scrollsHelp(&state, with: key) { return [] }
            state.showsHelp = false
            return key == .character("q") ? [.quit(status: 0)] : []
        case .sendPrompt:
            return SendReducer.handleKey(&state, key)
        case .textReply:
            // Every printable key types; only F1 (and Ctrl-C) act as commands.
            return key == .f1 ? openHelp(&state) : TextInputReducer.handleKey(&state, key)
        case .unlockPrompt:
            return handleCommand(&state, key) ?? handleUnlock(&state, key)
        case .dismissed:
            return handleCommand(&state, key) ?? [.bell]
        case .paymentSheet:
            return handleCommand(&state, key) ?? PaymentSheetReducer.handleKey(&state, key)
        case .inputView:
            return handleCommand(&state, key) ?? SliderReducer.handleKey(&state, key)
        case .banner, .expanded:
            return handleCommand(&state, key) ?? handleCardKey(&state, key)
        }
    }

    /// The keys that act the same in every mode but the help, the send confirmation and the reply
    /// keyboard: F1 and `?` the help, `q` quits, `l` the log, `r` delivers again, `S` sends the
    /// payload (asking first). Nil for any other key.
    package static func handleCommand(_ state: inout PreviewState, _ key: Key) -> [Effect]? {
        switch PreviewKeymap.map.action(for: key) {
        case .help?: return openHelp(&state)
        case .quit?: return [.quit(status: 0)]
        case .log?:
            ViewportReducer.toggleLog(&state)
            return []
        case .redeliver?: return redeliver(&state)
        case .send?: return SendReducer.request(&state)
        default: return nil
        }
    }

    /// Keys on the banner or the full interface: focus, choose, expand, dismiss, open, play.
    package static func handleCardKey(_ state: inout PreviewState, _ key: Key) -> [Effect] {
        switch PreviewKeymap.map.action(for: key) {
        case .toggleBanner?:
            if state.stage == .banner { return expand(&state) }
            state.stage = .banner
            return []
        case .expandOrChoose?:
            if state.stage == .banner { return expand(&state) }
            return activateFocus(&state)
        case .cycleFocus?:
            return moveFocus(&state, by: key == .backTab ? -1 : 1)
        case .moveFocus?:
            let offset = key == .left || key == .up ? -1 : 1
            if key == .left || key == .right, case .control(let index)? = state.focus, state.stage == .expanded,
               case .segmented? = state.controls[safe: index]?.content {
                return ControlReducer.step(&state, controlAt: index, by: offset)
            }
            return moveFocus(&state, by: offset)
        case .dismiss?:
            return ActionReducer.dismissExplicitly(&state)
        case .openApp?:
            return ActionReducer.openApp(&state)
        case .media?:
            return ControlReducer.toggleMedia(&state)
        default:
            return []
        }
    }

    package static func openHelp(_ state: inout PreviewState) -> [Effect] {
        state.showsHelp = true
        state.helpScroll = 0
        return []
    }

    /// "Unlock to continue": Enter (or space) unlocks and the action goes ahead; Esc cancels.
    package static func handleUnlock(_ state: inout PreviewState, _ key: Key) -> [Effect] {
        switch UnlockPromptKeymap.map.action(for: key) {
        case .unlock?:
            return unlock(&state)
        case .cancel?:
            state.unlockRequest = nil
            return []
        case nil:
            return [.bell]
        }
    }

    /// Unlocks the device and carries on with the action that asked for it.
    public static func unlock(_ state: inout PreviewState) -> [Effect] {
        guard let request = state.unlockRequest else { return [] }
        state.unlockRequest = nil
        state.isDeviceUnlocked = true
        return ActionReducer.choose(&state, request.action)
    }

    package static func activateFocus(_ state: inout PreviewState) -> [Effect] {
        switch state.focus {
        case .action(let index)? where state.visibleActions.indices.contains(index):
            return ActionReducer.activate(&state, actionAt: index)
        case .control(let index)?:
            return ControlReducer.activate(&state, controlAt: index)
        case .mediaButton?:
            return ControlReducer.toggleMedia(&state)
        default:
            return [.bell]
        }
    }

    package static func moveFocus(_ state: inout PreviewState, by step: Int) -> [Effect] {
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
            effects += ActionReducer.choose(&state, only)
        }
        return effects
    }

    /// `r`: delivers the same notification again as new.
    public static func redeliver(_ state: inout PreviewState) -> [Effect] {
        deliver(&state, state.delivery)
    }

    /// A new notification arrives (live reload, `r`): the interface starts over with it (actions,
    /// labels, controls, keyboard reset) and, when the full interface is showing, the extension's
    /// `didReceive(_:)` runs again, as it does for each notification the extension is given while
    /// its interface shows (`UNNotificationContentExtension.didReceive(_:)`). The response log with
    /// its pane, the terminal size, the device's unlock and a send under way carry over (`PreviewSession`); a send
    /// confirmation closes (it showed the payload before). A dismissed card comes back expanded.
    public static func deliver(_ state: inout PreviewState, _ delivery: PreviewDelivery) -> [Effect] {
        let stage: Stage = state.isDismissed ? .expanded : state.stage
        var fresh = PreviewState(delivery, session: state.session, stage: stage)
        if state.isSending { fresh.statusMessage = state.statusMessage }
        state = fresh
        return stage == .expanded ? expand(&state) : []
    }
}

extension PreviewState {
    /// The terminal is below `Size.screenFloor`: only `q` (and Ctrl-C) act, nothing else shows.
    package var isBelowSizeFloor: Bool { viewport?.isBelowScreenFloor ?? false }
}

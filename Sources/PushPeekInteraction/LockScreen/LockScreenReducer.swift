import PushPeekPresentation

/// `update(state, event) -> effects` for the lock screen / Notification Center view: the one place
/// it changes, shared by the terminal and `lockscreen --render --keys`.
///
/// In the list: ↑/↓ (Tab, Shift-Tab) move the focus, Enter (or a click) opens a stack or expands a
/// notification into its full interface, Esc (or "Show less") closes the open stack, `x` (or Delete)
/// clears the focused notification (a collapsed stack or the header: the whole stack), `u` unlocks
/// the device, `?` (or F1) shows the keys (the wheel scrolls them), `q` quits. A notification being cleared is dismissed explicitly, so its category's
/// `customDismissAction` sends the dismiss action as in the single preview. A click arrives resolved
/// against the list as drawn (`Event.press(.lockScreenItem)`). While one notification is
/// expanded, every event goes to `PreviewReducer` with its `PreviewState`; Esc (when nothing inside
/// takes it) goes back to the list, and a dismissed notification leaves the list. `S` there sends
/// that notification's payload as in the preview (`SendReducer`), asking the edge for the plan of
/// its arrival number; a send's end that comes while the list shows is told in the list.
public enum LockScreenReducer {
    public static func update(_ state: inout LockScreenState, _ event: Event) -> [Effect] {
        switch event {
        case .filesChanged:
            return [.reload]
        case .notificationReceived(let delivery):
            let fresh = PreviewState(delivery, session: PreviewSession(options: state.options.card), stage: .banner)
            arrive(&state, LockScreenNotification(id: state.nextID, source: "", delivered: fresh))
            return []
        case .sendPlanned:
            // Only for the notification that asked, if it is still the one expanded.
            let asked = state.awaitedPlan
            state.awaitedPlan = nil
            return asked != nil && asked == state.expandedID ? updateExpanded(&state, event) : []
        case .sendFinished(let outcome) where state.expanded == nil:
            state.awaitedPlan = nil
            return SendReducer.finish(outcome, isSending: &state.isSending, statusMessage: &state.statusMessage, log: &state.responseLog)
        default:
            break
        }
        if state.expanded != nil { return updateExpanded(&state, event) }
        switch event {
        case .resize(let size):
            state.viewport = size
            return []
        case .frameDrawn(let metrics):
            // The list scrolls itself to the focus as it is drawn; its frames give the key help's limits.
            state.lastFrame = metrics
            state.helpScroll = min(state.helpScroll, metrics.helpMaximumScroll)
            return []
        case .tick:
            if state.bannerID != nil {
                state.bannerTicksLeft -= 1
                if state.bannerTicksLeft <= 0 { joinBanner(&state) }
            }
            return []
        case .filesChanged, .notificationReceived, .sendPlanned, .sendFinished:
            return []
        case .reloadFailed(let message), .logFailed(let message):
            state.statusMessage = message
            return []
        case .press(.lockScreenItem(let item)?):
            return press(&state, on: item)
        case .scroll(let rows):
            // Only the key help's frame takes the wheel; it scrolls the help within the frame's limits.
            if state.showsHelp { state.helpScroll = HelpScroll.scrolled(state.helpScroll, by: rows, frame: state.lastFrame) }
            return []
        case .mouse, .press, .drag, .release:
            // A click reaches the list resolved against the frame drawn (`HitMap` regions), and
            // only a press on an item means something there.
            return []
        case .paste:
            // The list has no text field (an expanded notification's reply field takes pastes above).
            state.statusMessage = Paste.ignoredNote
            return []
        case .key(let key):
            state.statusMessage = nil
            return handleKey(&state, key)
        }
    }

    /// A notification arrives: it shows as a banner first (unless it is passive, which joins the list
    /// silently), then joins its stack when the banner goes or a key is pressed.
    public static func arrive(_ state: inout LockScreenState, _ notification: LockScreenNotification) {
        var arrived = notification
        arrived.id = max(notification.id, state.nextID)
        state.nextID = arrived.id + 1
        let focused = state.focusedItem
        if state.bannerID != nil { joinBanner(&state) }
        state.append(arrived)
        if arrived.interruptionLevel == .passive || state.expanded != nil {
            state.statusMessage = arrived.interruptionLevel == .passive
                ? "a passive notification joined the list silently" : "a notification arrived and joined its stack"
        } else {
            state.bannerID = arrived.id
            state.bannerTicksLeft = LockScreenState.bannerTicks
        }
        refocus(&state, on: focused)
    }

    /// The banner goes up into the list: the notification joins its stack.
    package static func joinBanner(_ state: inout LockScreenState) {
        let focused = state.focusedItem
        state.bannerID = nil
        state.bannerTicksLeft = 0
        refocus(&state, on: focused)
    }

    package static func handleKey(_ state: inout LockScreenState, _ key: Key) -> [Effect] {
        if let chrome = ChromeKeys.quitKeys(key, belowFloor: state.viewport?.isBelowScreenFloor == true) { return chrome }
        let action = LockScreenKeymap.map.action(for: key)
        if action == .quit { return [.quit(status: 0)] }
        if state.showsHelp {
            // ↑/↓, PgUp/PgDn, Home/End scroll the help; any other key closes it.
            if let scroll = HelpScroll.after(key, from: state.helpScroll, frame: state.lastFrame) {
                state.helpScroll = scroll
            } else {
                state.showsHelp = false
            }
            return []
        }
        if action == .help {
            state.showsHelp = true
            state.helpScroll = 0
            return []
        }
        if let banner = state.bannerID {
            joinBanner(&state)
            if action == .activate { return expand(&state, id: banner) }
            if action == .closeStack { return [] }
        }
        // Only the count: a copy of the items kept while the list changes would copy the list.
        let itemCount = state.items.count
        switch action {
        case .move?:
            moveFocus(&state, by: key == .up || key == .backTab ? -1 : 1, count: itemCount)
        case .ends?:
            state.focus = itemCount == 0 ? nil : key == .home ? 0 : itemCount - 1
        case .activate?:
            return activate(&state)
        case .closeStack?:
            closeStack(&state)
        case .clear?:
            return clearFocused(&state)
        case .unlock?:
            if state.options.card.device.isLocked {
                state.options.card.device.isLocked = false
                state.statusMessage = "unlocked"
            }
        default:
            break
        }
        return []
    }

    package static func moveFocus(_ state: inout LockScreenState, by step: Int, count: Int) {
        guard count > 0 else {
            state.focus = nil
            return
        }
        state.focus = min(max((state.focus ?? -1) + step, 0), count - 1)
    }

    /// Enter on the focused item.
    package static func activate(_ state: inout LockScreenState) -> [Effect] {
        switch state.focusedItem {
        case .stack(let thread)?:
            state.openThread = thread
            state.focus = state.itemIndex(of: .showLess(thread: thread)).map { $0 + 1 }
            return []
        case .showLess?:
            closeStack(&state)
            return []
        case .pile?:
            state.openPile()
            return []
        case .notification(let id)?:
            return expand(&state, id: id)
        case nil:
            return []
        }
    }

    /// Esc or "Show less": the open stack collapses, with the focus on it.
    package static func closeStack(_ state: inout LockScreenState) {
        guard let thread = state.openThread else { return state.closePile() }
        state.openThread = nil
        state.focus = state.itemIndex(of: .stack(thread: thread)) ?? state.focus
        clampFocus(&state)
    }

    /// The long-press on a notification: its full interface, with the extension's `didReceive(_:)`,
    /// unless previews are hidden (then the device must be unlocked first).
    package static func expand(_ state: inout LockScreenState, id: Int) -> [Effect] {
        guard let notification = state.notification(id) else { return [] }
        if state.options.hidesPreviews {
            state.statusMessage = state.options.previews == .whenUnlocked
                ? "previews are hidden while locked: u unlocks" : "previews are hidden (Show Previews: Never)"
            return [.bell]
        }
        var preview = notification.state
        preview.options.presentationEra = state.options.era
        preview.options.device.isLocked = state.options.isDeviceLocked
        preview.options.monochromePictures = preview.options.monochromePictures || state.options.card.monochromePictures
        preview.options.pictureDepth = state.options.card.pictureDepth
        preview.log.events = state.responseLog
        preview.viewport = state.viewport
        preview.log.isShown = true
        preview.isDismissed = false
        preview.isSending = state.isSending
        let before = preview.log.events.count
        _ = PreviewReducer.expand(&preview)
        let effects = preview.log.events[before...].map { Effect.log($0) }
        if let size = state.viewport { _ = PreviewReducer.update(&preview, .resize(size)) }
        state.expanded = preview
        state.expandedID = id
        return effects
    }

    /// Events while one notification is expanded: its own reducer, then back to the list when it is
    /// dismissed (it leaves the list) or Esc finds nothing inside to close.
    package static func updateExpanded(_ state: inout LockScreenState, _ event: Event) -> [Effect] {
        guard var preview = state.expanded, let id = state.expandedID else { return [] }
        if case .resize(let size) = event { state.viewport = size }
        if case .key(.escape) = event, preview.interactionMode == .expanded || preview.interactionMode == .banner {
            collapse(&state, preview: preview, id: id)
            return []
        }
        let effects = PreviewReducer.update(&preview, event).map { effect in
            guard case .planSend = effect else { return effect }
            state.awaitedPlan = id
            return Effect.planSend(notification: id)
        }
        state.responseLog = preview.log.events
        state.isSending = preview.isSending
        if preview.isDismissed {
            state.expanded = nil
            state.expandedID = nil
            remove(&state, ids: [id])
        } else {
            state.expanded = preview
        }
        return effects
    }

    /// Back to the list with what the interface became (its labels, controls, log).
    package static func collapse(_ state: inout LockScreenState, preview: PreviewState, id: Int) {
        state.responseLog = preview.log.events
        if var notification = state.notification(id) {
            var kept = preview
            kept.stage = .banner
            kept.log.isShown = false
            notification.state = kept
            state.replaceNotification(id, with: notification)
        }
        state.expanded = nil
        state.expandedID = nil
    }

    /// `x`: the focused notification is cleared — dismissed explicitly, so `customDismissAction`
    /// sends the dismiss action — and leaves the list; on a stack, every notification in it.
    package static func clearFocused(_ state: inout LockScreenState) -> [Effect] {
        let ids: [Int]
        switch state.focusedItem {
        case .notification(let id)?: ids = [id]
        case .pile?: ids = state.notifications.map(\.id)
        case .stack(let thread)?, .showLess(let thread)?:
            ids = state.stack(thread)?.notifications.map(\.id) ?? []
        case nil: return []
        }
        var effects: [Effect] = []
        // In arrival order, each found by its number.
        for notification in ids.sorted().compactMap(state.notification) {
            var cleared = notification.state
            cleared.log.events = state.responseLog
            effects += ActionReducer.dismissExplicitly(&cleared)
            state.responseLog = cleared.log.events
        }
        remove(&state, ids: Set(ids))
        return effects
    }

    /// Takes notifications out of the list; a stack left with one closes.
    package static func remove(_ state: inout LockScreenState, ids: Set<Int>) {
        state.removeNotifications(ids)
        if let thread = state.openThread, (state.stack(thread)?.count ?? 0) < 2 {
            state.openThread = nil
        }
        clampFocus(&state)
    }

    package static func clampFocus(_ state: inout LockScreenState) {
        let count = state.items.count
        state.focus = count == 0 ? nil : min(state.focus ?? 0, count - 1)
    }

    /// Keeps the focus on the same item after the list changed around it.
    package static func refocus(_ state: inout LockScreenState, on item: LockScreenItem?) {
        if let item, let index = state.itemIndex(of: item) {
            state.focus = index
        } else if state.focus != nil {
            clampFocus(&state)
        }
    }

    /// A press on an item of the list as drawn, or on the arriving banner: it opens, expands or
    /// closes as Enter on it would.
    package static func press(_ state: inout LockScreenState, on item: LockScreenItem) -> [Effect] {
        if state.showsHelp || state.viewport?.isBelowScreenFloor == true { return [] }
        if let banner = state.bannerID, item == .notification(id: banner) {
            joinBanner(&state)
            return expand(&state, id: banner)
        }
        if state.bannerID != nil { joinBanner(&state) }
        guard let index = state.itemIndex(of: item) else { return [] }
        state.focus = index
        return activate(&state)
    }
}

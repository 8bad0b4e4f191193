import PushPeekPresentation

/// Mouse presses, drags, releases and the wheel, already resolved at the edge against the frame last
/// drawn (`HitMap`): what a press landed on, where a drag is along the slider's track. A press goes to
/// what owns the keyboard (`PreviewState.interactionMode`), as a key would; the wheel scrolls what is
/// on top, the key help or the card.
public enum MouseReducer {
    /// Applies a resolved mouse event (`press`, `drag`, `release`, `scroll`); any other event is
    /// not its own.
    public static func update(_ state: inout PreviewState, _ event: Event) -> [Effect] {
        switch event {
        case .press(let target): return press(&state, target)
        case .drag(let fraction): return drag(&state, trackFraction: fraction, ended: false)
        case .release(let fraction): return drag(&state, trackFraction: fraction, ended: true)
        case .scroll(let rows): return scroll(&state, rows: rows)
        case .key, .paste, .mouse, .resize, .frameDrawn, .filesChanged, .notificationReceived, .tick, .reloadFailed, .logFailed, .sendPlanned, .sendFinished:
            return []
        }
    }

    /// A press on `target` (nil: on nothing of the card).
    public static func press(_ state: inout PreviewState, _ target: HitTarget?) -> [Effect] {
        switch state.interactionMode {
        case .help:
            state.showsHelp = false
            return []
        case .unlockPrompt:
            return target == .unlockPrompt ? PreviewReducer.unlock(&state) : []
        case .sendPrompt, .dismissed:
            return []
        case .paymentSheet:
            switch target {
            case .paymentPay?: return PaymentSheetReducer.authorize(&state)
            case .paymentCancel?: return PaymentSheetReducer.cancel(&state)
            default: return []
            }
        case .textReply, .inputView, .banner, .expanded:
            return press(&state, on: target)
        }
    }

    /// A drag (`ended: false`) or the release that ends it: a drag that began on the slider's track
    /// moves the thumb to where the mouse is along it, even off the track's row.
    public static func drag(_ state: inout PreviewState, trackFraction: Double?, ended: Bool) -> [Effect] {
        guard case .inputView(var slider) = state.interactionMode, slider.isDragging else { return [] }
        if let trackFraction { slider.set(fraction: trackFraction) }
        slider.isDragging = !ended
        state.input = .slider(slider)
        return []
    }

    /// The wheel scrolls what is on top: the key help, else the card.
    public static func scroll(_ state: inout PreviewState, rows: Int) -> [Effect] {
        if case .help = state.interactionMode {
            ViewportReducer.scrollHelp(&state, by: rows)
        } else {
            ViewportReducer.scrollCard(&state, by: rows)
        }
        return []
    }

    /// A press on the card, its keyboard area (reply field or slider) or its controls.
    package static func press(_ state: inout PreviewState, on target: HitTarget?) -> [Effect] {
        switch target {
        case .action(let index)?:
            state.focusedAction = index
            return ActionReducer.activate(&state, actionAt: index)
        case .dismiss?:
            return ActionReducer.dismissExplicitly(&state)
        case .card?:
            return state.stage == .banner ? PreviewReducer.expand(&state) : []
        case .control(let index)?:
            guard state.controlsAreInteractive else { return [] }
            state.focus = .control(index)
            return ControlReducer.activate(&state, controlAt: index)
        case .segment(let control, let segment)?:
            guard state.controlsAreInteractive else { return [] }
            state.focus = .control(control)
            return ControlReducer.select(&state, controlAt: control, segment: segment)
        case .mediaButton?:
            return ControlReducer.toggleMedia(&state)
        case .customView?:
            // An overlay button hides while playing; tapping the content pauses
            // (`UNNotificationContentExtensionMediaPlayPauseButtonType.overlay`).
            if state.extensionView.isMediaPlaying, state.mediaButton?.type == .overlay { return ControlReducer.toggleMedia(&state) }
            return []
        case .inputField?:
            guard case .text(var reply) = state.input else { return [] }
            reply.focus = .field
            state.input = .text(reply)
            return []
        case .sendButton?:
            return TextInputReducer.send(&state)
        case .accessory(let index)?:
            guard case .text(var reply) = state.input, let action = state.contentExtension?.inputAccessoryActions[safe: index] else { return [] }
            reply.focus = .accessory(index)
            state.input = .text(reply)
            return ActionReducer.choose(&state, action)
        case .sliderTrack(let fraction)?:
            guard case .slider(var slider) = state.input else { return [] }
            slider.set(fraction: fraction)
            slider.isDragging = true
            state.input = .slider(slider)
            return []
        case .unlockPrompt?, .paymentPay?, .paymentCancel?, .lockScreenItem?, nil:
            return []
        }
    }
}

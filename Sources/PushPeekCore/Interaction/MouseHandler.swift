/// Mouse presses, drags and releases, in screen coordinates, mapped through the same layout the
/// screen is drawn from (`PreviewScreen.hitTest`); the wheel scrolls. Needs the terminal size
/// (`state.viewport`).
public enum MouseHandler {
    public static func handle(_ state: inout PreviewState, _ mouse: MouseEvent) -> [Effect] {
        guard let viewport = state.viewport else { return [] }
        switch mouse.kind {
        case .press:
            return press(&state, at: mouse.point, viewport: viewport)
        case .drag, .release:
            guard case .slider(var slider) = state.input, slider.isDragging else { return [] }
            if let fraction = PreviewScreen.sliderFraction(state, size: viewport, x: mouse.point.x) { slider.set(fraction: fraction) }
            slider.isDragging = mouse.kind == .drag
            state.input = .slider(slider)
            return []
        case .scrollUp, .scrollDown:
            // The wheel scrolls what is on top: the key help, else the card.
            let rows = mouse.kind == .scrollUp ? -ViewportReducer.wheelRows : ViewportReducer.wheelRows
            if state.showsHelp {
                ViewportReducer.scrollHelp(&state, by: rows)
            } else {
                ViewportReducer.scrollCard(&state, by: rows)
            }
            return []
        }
    }

    static func press(_ state: inout PreviewState, at point: Point, viewport: Size) -> [Effect] {
        if state.showsHelp {
            state.showsHelp = false
            return []
        }
        let target = PreviewScreen.hitTest(state, size: viewport, point: point)
        if state.unlockRequest != nil {
            return target == .unlockPrompt ? PreviewReducer.unlock(&state) : []
        }
        if state.isDismissed { return [] }
        if state.paymentSheet != nil {
            switch target {
            case .paymentPay?: return PaymentSheetReducer.authorize(&state)
            case .paymentCancel?: return PaymentSheetReducer.cancel(&state)
            default: return []
            }
        }
        switch target {
        case .action(let index)?:
            state.focusedAction = index
            return ActionHandler.activate(&state, actionAt: index)
        case .dismiss?:
            return ActionHandler.dismissExplicitly(&state)
        case .card?:
            return state.stage == .banner ? PreviewReducer.expand(&state) : []
        case .control(let index)?:
            guard state.controlsAreInteractive else { return [] }
            state.focus = .control(index)
            return ControlHandler.activate(&state, controlAt: index)
        case .segment(let control, let segment)?:
            guard state.controlsAreInteractive else { return [] }
            state.focus = .control(control)
            return ControlHandler.select(&state, controlAt: control, segment: segment)
        case .mediaButton?:
            return ControlHandler.toggleMedia(&state)
        case .customView?:
            // An overlay button hides while playing; tapping the content pauses (IOS-REFERENCE §4).
            if state.isMediaPlaying, state.mediaButton?.type == .overlay { return ControlHandler.toggleMedia(&state) }
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
            return ActionHandler.choose(&state, action)
        case .sliderTrack?:
            guard case .slider(var slider) = state.input else { return [] }
            if let fraction = PreviewScreen.sliderFraction(state, size: viewport, x: point.x) { slider.set(fraction: fraction) }
            slider.isDragging = true
            state.input = .slider(slider)
            return []
        case .unlockPrompt?, .paymentPay?, .paymentCancel?, nil:
            return []
        }
    }
}

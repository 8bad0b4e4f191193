import PushPeekPresentation

/// Keys while the custom input view (the payment slider) is up: Left/Right (and Down/Up) one step,
/// Shift+Left/Right or PageDown/PageUp ten steps, Home/End the ends, Enter confirms, Esc cancels.
public enum SliderReducer {
    public static let bigStep = 10

    public static func handleKey(_ state: inout PreviewState, _ key: Key) -> [Effect] {
        guard case .slider(var slider) = state.input else { return [] }
        switch key {
        case .left, .down: slider.step(by: -1)
        case .right, .up: slider.step(by: 1)
        case .shiftLeft, .pageDown: slider.step(by: -bigStep)
        case .shiftRight, .pageUp: slider.step(by: bigStep)
        case .home: slider.set(slider.spec.minimum)
        case .end: slider.set(slider.spec.maximum)
        case .enter, .space: return confirm(&state)
        case .escape:
            state.input = nil
            return []
        default:
            return [.bell]
        }
        state.input = .slider(slider)
        return []
    }

    /// Enter: the view reports the value (the spy-agency example's `onPaymentRequested`), then
    /// `resignFirstResponder()` hides it.
    public static func confirm(_ state: inout PreviewState) -> [Effect] {
        guard case .slider(let slider) = state.input else { return [] }
        state.input = nil
        return [state.record(.inputView(value: slider.value))]
    }
}

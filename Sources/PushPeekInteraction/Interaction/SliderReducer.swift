import PushPeekPresentation

/// Keys while the custom input view (the payment slider) is up, matched through `SliderKeymap`:
/// Left/Right (and Down/Up) one step, Shift+Left/Right or PageDown/PageUp ten steps, Home/End the
/// ends, Enter confirms, Esc cancels.
public enum SliderReducer {
    public static let bigStep = SliderKeymap.bigStep

    public static func handleKey(_ state: inout PreviewState, _ key: Key) -> [Effect] {
        guard case .slider(var slider) = state.input else { return [] }
        switch SliderKeymap.map.action(for: key) {
        case .stepDown?: slider.step(by: -1)
        case .stepUp?: slider.step(by: 1)
        case .tenDown?: slider.step(by: -bigStep)
        case .tenUp?: slider.step(by: bigStep)
        case .minimum?: slider.set(slider.spec.minimum)
        case .maximum?: slider.set(slider.spec.maximum)
        case .confirm?: return confirm(&state)
        case .cancel?:
            state.input = nil
            return []
        case nil:
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

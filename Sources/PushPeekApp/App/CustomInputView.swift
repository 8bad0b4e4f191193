/// The content extension's `inputView`, shown after `becomeFirstResponder`.
public enum CustomInputView: Sendable, Equatable {
    case slider(SliderSpec)
}

/// What is up where the keyboard would be: nothing, the reply keyboard, or the custom input view.
public enum ActiveInput: Sendable, Equatable {
    case text(TextReply)
    case slider(SliderInput)

    /// `text` or `slider`, as `render --format json` reports it.
    public var kind: String {
        switch self {
        case .text: return "text"
        case .slider: return "slider"
        }
    }
}

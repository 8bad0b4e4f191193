/// What makes an action a `UNTextInputNotificationAction`.
public struct TextInputOptions: Sendable, Equatable {
    /// `textInputButtonTitle`: the send button.
    public var buttonTitle: String
    /// `textInputPlaceholder`.
    public var placeholder: String

    public init(buttonTitle: String = "Send", placeholder: String = "") {
        self.buttonTitle = buttonTitle
        self.placeholder = placeholder
    }
}

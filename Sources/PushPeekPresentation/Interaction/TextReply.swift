import PushPeekApp

/// The keyboard is up for a text-input action (`UNTextInputNotificationAction`): the input line, its
/// send button (`textInputButtonTitle`) and the extension's input accessory buttons above it.
public struct TextReply: Sendable, Equatable {
    /// Where Tab is inside the keyboard area: the field, the send button, an accessory button.
    public enum Focus: Hashable, Sendable {
        case field
        case send
        case accessory(Int)

        public var name: String {
            switch self {
            case .field: return "field"
            case .send: return "send"
            case .accessory(let index): return "accessory:\(index)"
            }
        }
    }

    /// The action the reply answers (its identifier is the response's `actionIdentifier`).
    public var action: NotificationAction
    public var buttonTitle: String
    public var placeholder: String
    public var field: TextField
    public var focus: Focus

    public init(action: NotificationAction) {
        self.action = action
        let options = action.textInput ?? TextInputOptions()
        buttonTitle = options.buttonTitle
        placeholder = options.placeholder
        field = TextField()
        focus = .field
    }
}

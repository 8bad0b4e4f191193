import PushPeekSend

/// What owns the keyboard (and the mouse) now, with the value it acts on.
///
/// The mode is derived, in one place (`PreviewState.cardMode`), rather than stored: what it is made
/// of stacks — the key help over a half-typed reply, "Unlock to continue" over the reply keyboard
/// (an input accessory button that needs the device unlocked), the payment sheet over the slider —
/// and what lies beneath must survive when the top goes away. A stored mode beside them would be a
/// second copy to keep in step. The reducer, the mouse, the keyboard area, the screen and the status
/// line all switch on this value; none of them weighs the properties again.
///
/// The order, most specific first: the key help, the send confirmation, the unlock prompt, the
/// reply keyboard, the dismissed card, the payment sheet, the custom input view, the banner, the
/// full interface.
public enum InteractionMode: Sendable, Equatable {
    /// The key help is over the screen; any key but the scrolling ones closes it.
    case help
    /// "Send this payload?" over the card, for the send key: y sends, n or Esc cancels.
    case sendPrompt(SendPlan)
    /// "Unlock to continue" for an `authenticationRequired` action.
    case unlockPrompt(UnlockRequest)
    /// The reply keyboard of a text-input action: printable keys type.
    case textReply(TextReply)
    /// The notification was dismissed; `r` delivers it again.
    case dismissed
    /// The simulated Apple Pay sheet.
    case paymentSheet(PaymentSheet)
    /// The extension's custom `inputView` (the slider).
    case inputView(SliderInput)
    /// The banner; Enter expands it.
    case banner
    /// The full interface: Tab moves the focus, Enter chooses.
    case expanded

    /// `help`, `sendPrompt`, `unlockPrompt`, `textReply`, `dismissed`, `paymentSheet`, `inputView`, `banner` or
    /// `expanded`.
    public var name: String {
        switch self {
        case .help: return "help"
        case .sendPrompt: return "sendPrompt"
        case .unlockPrompt: return "unlockPrompt"
        case .textReply: return "textReply"
        case .dismissed: return "dismissed"
        case .paymentSheet: return "paymentSheet"
        case .inputView: return "inputView"
        case .banner: return "banner"
        case .expanded: return "expanded"
        }
    }
}

extension PreviewState {
    /// The mode the keyboard is in (see `InteractionMode`): the key help when it is up, else the
    /// send confirmation, else `cardMode`. Both lie over the card, which stays as it was beneath.
    public var interactionMode: InteractionMode {
        if showsHelp { return .help }
        if let plan = sendPrompt { return .sendPrompt(plan) }
        return cardMode
    }

    /// The card's own mode, beneath the key help when that is up: what the keyboard area draws and
    /// what the keys go to once the help closes. The one place the precedence is written.
    public var cardMode: InteractionMode {
        if let request = unlockRequest { return .unlockPrompt(request) }
        if case .text(let reply)? = input { return .textReply(reply) }
        if isDismissed { return .dismissed }
        if let sheet = paymentSheet { return .paymentSheet(sheet) }
        if case .slider(let slider)? = input { return .inputView(slider) }
        return stage == .banner ? .banner : .expanded
    }
}

/// What owns the keyboard now, most specific first: the key help, "Unlock to continue", the reply
/// keyboard, the dismissed card, the payment sheet, the custom input view, the banner, the full
/// interface. The same precedence as `PreviewReducer.handleKey`.
public enum InteractionMode: String, Sendable, Equatable, CaseIterable {
    case help
    case unlock
    case textReply
    case dismissed
    case paymentSheet
    case slider
    case banner
    case expanded
}

extension PreviewState {
    /// The mode the keyboard is in (see `InteractionMode`).
    public var interactionMode: InteractionMode {
        if showsHelp { return .help }
        if unlockRequest != nil { return .unlock }
        if case .text? = input { return .textReply }
        if isDismissed { return .dismissed }
        if paymentSheet != nil { return .paymentSheet }
        if case .slider? = input { return .slider }
        return stage == .banner ? .banner : .expanded
    }
}

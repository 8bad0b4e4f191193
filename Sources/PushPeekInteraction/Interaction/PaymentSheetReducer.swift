import PushPeekPresentation

/// Keys while the simulated Apple Pay sheet is up: Enter (or space) pays, as a double-click of the
/// side button would; Esc cancels. Either way the sheet closes and the delegate's
/// `paymentAuthorizationViewControllerDidFinish(_:)` runs (the apple-pay example dismisses the
/// controller there).
public enum PaymentSheetReducer {
    public static func handleKey(_ state: inout PreviewState, _ key: Key) -> [Effect] {
        switch PaymentSheetKeymap.map.action(for: key) {
        case .pay?: return authorize(&state)
        case .cancel?: return cancel(&state)
        case nil: return [.bell]
        }
    }

    /// The payment is authorised (simulated: nothing is charged), then the sheet finishes.
    public static func authorize(_ state: inout PreviewState) -> [Effect] {
        guard let sheet = state.paymentSheet else { return [] }
        state.paymentSheet = nil
        return [state.record(.didAuthorizePayment(sheet)), state.record(.paymentAuthorizationDidFinish)]
    }

    /// Cancel: the sheet finishes without a payment.
    public static func cancel(_ state: inout PreviewState) -> [Effect] {
        guard state.paymentSheet != nil else { return [] }
        state.paymentSheet = nil
        return [state.record(.paymentAuthorizationDidFinish)]
    }
}

import PushPeekApp
import PushPeekPresentation

/// Carries out one declared `ExtensionResponse`, in the order a `didReceive(_:completionHandler:)`
/// would: assign `notificationActions`, change labels, become or resign first responder, open the app,
/// dismiss the extension, then call the completion handler.
public enum ResponseReducer {
    /// The effects, and whether the app was opened (so a `foreground` action does not open it twice).
    public struct Outcome {
        public var effects: [Effect] = []
        public var openedApp = false
    }

    /// Runs `response`; `completes: false` for a view action (an `@IBAction` has no completion handler).
    public static func run(_ response: ExtensionResponse, on state: inout PreviewState, actionIdentifier: String, userText: String?,
                           completes: Bool = true) -> Outcome {
        var outcome = Outcome()
        if response.setsActions {
            state.actions = response.apply(to: state.actions)
            state.clampFocus()
            outcome.effects.append(state.record(.setNotificationActions(state.actions)))
        }
        for change in response.labelChanges {
            var merged = state.extensionView.labelChanges[change.elementID] ?? LabelChange(elementID: change.elementID)
            if let text = change.text { merged.text = text }
            if let color = change.color { merged.color = color }
            state.extensionView.labelChanges[change.elementID] = merged
        }
        if let message = response.printMessage {
            outcome.effects.append(state.record(.print(message)))
        }
        if let request = response.paymentRequest, !state.isDismissed {
            let sheet = PaymentSheet.present(request, in: state)
            state.paymentSheet = sheet
            outcome.effects.append(state.record(.presentPaymentSheet(sheet)))
        }
        if response.becomeFirstResponder {
            becomeFirstResponder(&state, actionIdentifier: actionIdentifier)
        }
        if response.resignFirstResponder {
            state.input = nil
        }
        if response.performDefaultAction {
            outcome.effects.append(state.record(.forwardedToApp(actionIdentifier: NotificationAction.defaultActionIdentifier)))
            outcome.effects += ActionReducer.dismiss(&state)
            outcome.openedApp = true
        }
        if response.dismissExtension {
            outcome.effects += ActionReducer.dismiss(&state)
        }
        guard completes else { return outcome }
        outcome.effects.append(state.record(.complete(response.completion)))
        switch response.completion {
        case .doNotDismiss:
            break
        case .dismiss:
            outcome.effects += ActionReducer.dismiss(&state)
        case .dismissAndForwardAction:
            outcome.effects.append(state.record(.forwardedToApp(actionIdentifier: actionIdentifier, userText: userText)))
            outcome.effects += ActionReducer.dismiss(&state)
            outcome.openedApp = true
        }
        return outcome
    }

    /// `becomeFirstResponder()`: the extension's `inputView` (the slider) shows where the keyboard
    /// would; without one, an `inputAccessory` brings up a text field with its buttons above it (the
    /// calendar example's comment field); with neither, nothing shows, as on iOS.
    package static func becomeFirstResponder(_ state: inout PreviewState, actionIdentifier: String) {
        guard let contentExtension = state.contentExtension, !state.isDismissed else { return }
        if case .slider(let spec)? = contentExtension.customInput {
            state.input = .slider(SliderInput(spec: spec))
        } else if !contentExtension.inputAccessoryActions.isEmpty {
            let action = state.actions.first { $0.identifier == actionIdentifier } ?? NotificationAction(identifier: actionIdentifier, title: actionIdentifier)
            var reply = TextReply(action: action)
            if action.textInput == nil { reply.buttonTitle = TextInputOptions().buttonTitle }
            state.input = .text(reply)
        }
    }
}

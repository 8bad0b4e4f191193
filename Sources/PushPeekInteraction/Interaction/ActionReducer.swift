import PushPeekApp
import PushPeekPresentation

/// What happens when an action is chosen: the unlock prompt, the reply keyboard, the response the
/// extension (or the app) receives, and how the interface completes.
public enum ActionReducer {
    /// The user chose the visible action at `index`.
    public static func activate(_ state: inout PreviewState, actionAt index: Int) -> [Effect] {
        guard state.visibleActions.indices.contains(index) else { return [] }
        return choose(&state, state.visibleActions[index])
    }

    /// Chooses an action (an action button, an accessory button, or a view button with `action`):
    /// `authenticationRequired` asks to unlock first; a text-input action opens the keyboard; any
    /// other action is delivered.
    public static func choose(_ state: inout PreviewState, _ action: NotificationAction) -> [Effect] {
        guard !state.isDismissed else { return [.bell] }
        if action.options.contains(.authenticationRequired) && !state.isDeviceUnlocked {
            state.unlockRequest = UnlockRequest(action: action)
            return []
        }
        if action.isTextInput {
            state.input = .text(TextReply(action: action))
            return []
        }
        return respond(&state, actionIdentifier: action.identifier, userText: nil)
    }

    /// Delivers a response. An extension with `responses` handles it in `didReceive(_:completionHandler:)`;
    /// otherwise, as iOS does, the action goes to the app and the notification is dismissed. A
    /// `foreground` action opens the app after the extension's response.
    public static func respond(_ state: inout PreviewState, actionIdentifier: String, userText: String?) -> [Effect] {
        guard !state.isDismissed else { return [] }
        let action = state.actions.first { $0.identifier == actionIdentifier }
            ?? state.contentExtension?.inputAccessoryActions.first { $0.identifier == actionIdentifier }
        guard let table = state.contentExtension?.responseTable else {
            var effects = [state.record(.forwardedToApp(actionIdentifier: actionIdentifier, userText: userText))]
            effects += dismiss(&state)
            return effects
        }
        var effects = [state.record(.didReceiveResponse(actionIdentifier: actionIdentifier, userText: userText))]
        let outcome = ResponseReducer.run(table.response(for: actionIdentifier), on: &state, actionIdentifier: actionIdentifier, userText: userText)
        effects += outcome.effects
        if action?.options.contains(.foreground) == true && !outcome.openedApp {
            effects.append(state.record(.forwardedToApp(actionIdentifier: actionIdentifier, userText: userText)))
            effects += dismiss(&state)
        }
        return effects
    }

    /// The × button or `d`: the dismiss action reaches the app only with `customDismissAction`.
    public static func dismissExplicitly(_ state: inout PreviewState) -> [Effect] {
        var effects: [Effect] = []
        if state.category?.options.contains(.customDismissAction) == true {
            effects.append(state.record(.forwardedToApp(actionIdentifier: NotificationAction.dismissActionIdentifier)))
        }
        return effects + dismiss(&state)
    }

    /// `o`: open the app from the notification (the default action).
    public static func openApp(_ state: inout PreviewState) -> [Effect] {
        let effects = [state.record(.forwardedToApp(actionIdentifier: NotificationAction.defaultActionIdentifier))]
        return effects + dismiss(&state)
    }

    /// The interface goes away; the keyboard, input view and any prompt with it.
    public static func dismiss(_ state: inout PreviewState) -> [Effect] {
        guard !state.isDismissed else { return [] }
        state.isDismissed = true
        state.input = nil
        state.unlockRequest = nil
        return [state.record(.dismissed)]
    }
}

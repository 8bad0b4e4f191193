/// What happens when an action is chosen: the response the extension (or the app) receives and
/// how the interface completes.
public enum ActionHandler {
    /// The user chose the visible action at `index`.
    public static func activate(_ state: inout PreviewState, actionAt index: Int) -> [Effect] {
        guard state.visibleActions.indices.contains(index) else { return [] }
        let action = state.visibleActions[index]
        return respond(&state, actionIdentifier: action.identifier, userText: nil)
    }

    /// Delivers a response. An extension with `responses` handles it in `didReceive(_:completionHandler:)`;
    /// otherwise, as iOS does, the action goes to the app and the notification is dismissed.
    public static func respond(_ state: inout PreviewState, actionIdentifier: String, userText: String?) -> [Effect] {
        var effects: [Effect] = []
        if let contentExtension = state.contentExtension, contentExtension.responses != nil {
            effects.append(state.record(LogEntry.didReceiveResponse(actionIdentifier: actionIdentifier, userText: userText)))
            effects.append(state.record(LogEntry.complete("doNotDismiss")))
            return effects
        }
        effects.append(state.record(LogEntry.forwardedToApp(actionIdentifier: actionIdentifier, userText: userText)))
        effects += dismiss(&state)
        return effects
    }

    /// The × button or `d`: the dismiss action reaches the app only with `customDismissAction`.
    public static func dismissExplicitly(_ state: inout PreviewState) -> [Effect] {
        var effects: [Effect] = []
        if state.category?.options.contains(.customDismissAction) == true {
            effects.append(state.record(LogEntry.forwardedToApp(actionIdentifier: NotificationAction.dismissActionIdentifier)))
        }
        return effects + dismiss(&state)
    }

    /// `o`: open the app from the notification (the default action).
    public static func openApp(_ state: inout PreviewState) -> [Effect] {
        let effects = [state.record(LogEntry.forwardedToApp(actionIdentifier: NotificationAction.defaultActionIdentifier))]
        return effects + dismiss(&state)
    }

    public static func dismiss(_ state: inout PreviewState) -> [Effect] {
        guard !state.isDismissed else { return [] }
        state.isDismissed = true
        return [state.record(LogEntry.dismissed)]
    }
}

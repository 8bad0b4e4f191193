import PushPeekJSON

/// What the extension's `didReceive(_:completionHandler:)` does for one action identifier, declared in
/// the app description's `responses` (or what an `@IBAction` does, in `viewActions`). Steps run in this
/// order: actions, labels, `print`, `presentPaymentSheet`, first responder, `performDefaultAction`,
/// `dismissExtension`, then `complete`.
public struct ExtensionResponse: Sendable, Equatable {
    /// `replace`: swap actions in place (`old identifier → new action`), like
    /// `notificationActions.map`.
    public var replacements: [Replacement]
    /// `setActions`: replace the whole list (`[]` removes every button).
    public var notificationActions: [NotificationAction]?
    /// `setLabel`: change labels of the custom view.
    public var labelChanges: [LabelChange]
    /// `print`: a console message, logged as a `print` event (the apple-pay example's "pay in app
    /// button tapped").
    public var printMessage: String?
    /// `presentPaymentSheet`: present a (simulated) `PKPaymentAuthorizationViewController`.
    public var paymentRequest: PaymentRequest?
    /// `becomeFirstResponder`: show the `inputView` (slider) or the `inputAccessory` with a text field.
    public var becomeFirstResponder: Bool
    /// `resignFirstResponder`: hide the input view / keyboard.
    public var resignFirstResponder: Bool
    /// `performDefaultAction`: `extensionContext.performNotificationDefaultAction()` (opens the app).
    public var performDefaultAction: Bool
    /// `dismissExtension`: `extensionContext.dismissNotificationContentExtension()`.
    public var dismissExtension: Bool
    /// The option passed to the completion handler (`dismiss` when not given).
    public var completion: ResponseOption
    public var location: SourceLocation?
    public var path: String

    /// One `replace` entry: the action with `identifier` becomes `action`.
    public struct Replacement: Sendable, Equatable {
        public var identifier: String
        public var action: NotificationAction

        public init(identifier: String, action: NotificationAction) {
            self.identifier = identifier
            self.action = action
        }
    }

    public init(replacements: [Replacement] = [], notificationActions: [NotificationAction]? = nil, labelChanges: [LabelChange] = [],
                becomeFirstResponder: Bool = false, resignFirstResponder: Bool = false, performDefaultAction: Bool = false,
                dismissExtension: Bool = false, completion: ResponseOption = .dismiss, location: SourceLocation? = nil, path: String = "") {
        self.replacements = replacements
        self.notificationActions = notificationActions
        self.labelChanges = labelChanges
        self.becomeFirstResponder = becomeFirstResponder
        self.resignFirstResponder = resignFirstResponder
        self.performDefaultAction = performDefaultAction
        self.dismissExtension = dismissExtension
        self.completion = completion
        self.location = location
        self.path = path
    }

    /// What an extension does for an action it has no entry for: nothing, then `.dismiss`.
    public static let none = ExtensionResponse()

    /// The action list after this response's `setActions` and `replace`.
    public func apply(to actions: [NotificationAction]) -> [NotificationAction] {
        var result = notificationActions ?? actions
        for replacement in replacements {
            result = result.map { $0.identifier == replacement.identifier ? replacement.action : $0 }
        }
        return result
    }

    /// Whether this response assigns `extensionContext.notificationActions`.
    public var setsActions: Bool { notificationActions != nil || !replacements.isEmpty }
}

/// Builders for the response-log entries: what the extension (or the app) would see, in the shape
/// written to `--log` and shown in the on-screen log.
public enum LogEntry {
    public static func didReceive(category: String) -> OutputJSON {
        .object([("event", .string("didReceive")), ("category", .string(category))])
    }

    public static func didReceiveResponse(actionIdentifier: String, userText: String? = nil) -> OutputJSON {
        var members: [(String, OutputJSON)] = [("event", .string("didReceiveResponse")), ("actionIdentifier", .string(actionIdentifier))]
        if let userText { members.append(("userText", .string(userText))) }
        return .object(members)
    }

    public static func complete(_ option: String) -> OutputJSON {
        .object([("event", .string("complete")), ("option", .string(option))])
    }

    public static func forwardedToApp(actionIdentifier: String, userText: String? = nil) -> OutputJSON {
        var members: [(String, OutputJSON)] = [("event", .string("forwardedToApp")), ("actionIdentifier", .string(actionIdentifier))]
        if let userText { members.append(("userText", .string(userText))) }
        return .object(members)
    }

    public static let dismissed = OutputJSON.object([("event", .string("dismissed"))])

    /// `extensionContext.notificationActions` was assigned: the identifiers now shown.
    public static func setNotificationActions(_ actions: [NotificationAction]) -> OutputJSON {
        .object([("event", .string("setNotificationActions")), ("actions", .array(actions.map { .string($0.identifier) }))])
    }

    /// The custom input view confirmed a value (the seed's `onPaymentRequested`).
    public static func inputView(value: Double) -> OutputJSON {
        .object([("event", .string("inputView")), ("value", number(value))])
    }

    public static let mediaPlay = OutputJSON.object([("event", .string("mediaPlay"))])
    public static let mediaPause = OutputJSON.object([("event", .string("mediaPause"))])

    /// A button of the custom view was tapped (`UIControl.Event.touchUpInside`); `selected` for toggles.
    public static func touchUpInside(element: String, selected: Bool?) -> OutputJSON {
        var members: [(String, OutputJSON)] = [("event", .string("touchUpInside")), ("element", .string(element))]
        if let selected { members.append(("selected", .bool(selected))) }
        return .object(members)
    }

    /// A segmented control changed (`UIControl.Event.valueChanged`).
    public static func valueChanged(element: String, selectedSegmentIndex: Int, title: String) -> OutputJSON {
        .object([("event", .string("valueChanged")), ("element", .string(element)),
                 ("selectedSegmentIndex", .int(selectedSegmentIndex)), ("value", .string(title))])
    }

    /// A `presentPaymentSheet` response showed the simulated Apple Pay sheet.
    public static func presentPaymentSheet(_ sheet: PaymentSheet) -> OutputJSON {
        let items = sheet.lines.map { line -> OutputJSON in .object([("label", .string(line.label)), ("amount", number(line.amount))]) }
        return .object([("event", .string("presentPaymentSheet")), ("merchantIdentifier", .optional(sheet.request.merchantIdentifier)),
                         ("currencyCode", .string(sheet.request.currencyCode)), ("items", .array(items)), ("total", number(sheet.total))])
    }

    /// The user paid on the simulated sheet (`paymentAuthorizationViewController(_:didAuthorizePayment:…)`).
    public static func didAuthorizePayment(_ sheet: PaymentSheet) -> OutputJSON {
        .object([("event", .string("didAuthorizePayment")), ("amount", number(sheet.total)), ("currencyCode", .string(sheet.request.currencyCode))])
    }

    /// The sheet closed (`paymentAuthorizationViewControllerDidFinish(_:)`).
    public static let paymentAuthorizationDidFinish = OutputJSON.object([("event", .string("paymentAuthorizationViewControllerDidFinish"))])

    /// A `print` step: what the extension would write to its console.
    public static func print(_ message: String) -> OutputJSON {
        .object([("event", .string("print")), ("message", .string(message))])
    }

    static func number(_ value: Double) -> OutputJSON {
        value.rounded() == value && abs(value) < 1e15 ? .int(Int(value)) : .double(value)
    }

    /// One line for the on-screen log: `didReceiveResponse accept`, `complete doNotDismiss` ...
    public static func summary(_ entry: OutputJSON) -> String {
        guard case .object(let members) = entry else { return entry.serialized() }
        var parts: [String] = []
        for (key, value) in members {
            switch value {
            case .string(let text): parts.append(key == "event" ? text : (key == "userText" ? "“\(text)”" : text))
            case .int(let number): parts.append(key + "=" + String(number))
            case .double, .bool: parts.append(key + "=" + value.serialized())
            case .array(let items): parts.append("[" + items.map { item in
                if case .string(let text) = item { return text }
                return item.serialized()
            }.joined(separator: ", ") + "]")
            default: parts.append(value.serialized())
            }
        }
        return parts.joined(separator: " ")
    }
}

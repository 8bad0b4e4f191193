import PushPeekJSON
import PushPeekApp
import PushPeekSend

/// One entry of the response log: a call the extension (or the app) would see, as a typed value.
///
/// This is the one place that names each event: `name` is the `"event"` member of its JSON, `json`
/// is the line `--log` writes and `render --format json` lists under `"responses"` (encoded only
/// there, at the edge), and `summary` is the line the on-screen log draws.
public enum LogEvent: Sendable, Equatable {
    /// `didReceive(_:)` ran for a notification of this category.
    case didReceive(category: String)
    /// `didReceive(_:completionHandler:)` got a response; `userText` for a
    /// `UNTextInputNotificationResponse`.
    case didReceiveResponse(actionIdentifier: String, userText: String?)
    /// The completion handler was called with this option.
    case complete(ResponseOption)
    /// The action reached the app (`userNotificationCenter(_:didReceive:withCompletionHandler:)`).
    case forwardedToApp(actionIdentifier: String, userText: String? = nil)
    /// The notification was dismissed.
    case dismissed
    /// `extensionContext.notificationActions` was assigned: the identifiers now shown.
    case setNotificationActions(identifiers: [String])
    /// The custom input view confirmed a value (the spy-agency example's payment slider calls
    /// `onPaymentRequested`).
    case inputView(value: Double)
    /// `mediaPlay()` / `mediaPause()`.
    case mediaPlay
    case mediaPause
    /// A button of the custom view was tapped (`UIControl.Event.touchUpInside`); `selected` for
    /// toggles.
    case touchUpInside(element: String, selected: Bool?)
    /// A segmented control changed (`UIControl.Event.valueChanged`) to the segment titled `title`.
    case valueChanged(element: String, selectedSegmentIndex: Int, title: String)
    /// A `presentPaymentSheet` response showed the simulated Apple Pay sheet.
    case presentPaymentSheet(PaymentSheet)
    /// The user paid on the simulated sheet
    /// (`paymentAuthorizationViewController(_:didAuthorizePayment:handler:)`).
    case didAuthorizePayment(amount: Double, currencyCode: String)
    /// The sheet closed (`paymentAuthorizationViewControllerDidFinish(_:)`).
    case paymentAuthorizationDidFinish
    /// A `print` step: what the extension would write to its console.
    case print(String)
    /// The send key (`S`) ended: sent, refused, stopped or cancelled (not a call the extension
    /// sees; it is logged so a session's pushes are on record).
    case send(SendOutcome)

    /// `extensionContext.notificationActions` was assigned these actions.
    public static func setNotificationActions(_ actions: [NotificationAction]) -> LogEvent {
        .setNotificationActions(identifiers: actions.map(\.identifier))
    }

    /// The user paid the total of `sheet`.
    public static func didAuthorizePayment(_ sheet: PaymentSheet) -> LogEvent {
        .didAuthorizePayment(amount: sheet.total, currencyCode: sheet.request.currencyCode)
    }

    /// The event's name: the `"event"` member of its JSON and the first word of its summary.
    public var name: String {
        switch self {
        case .didReceive: return "didReceive"
        case .didReceiveResponse: return "didReceiveResponse"
        case .complete: return "complete"
        case .forwardedToApp: return "forwardedToApp"
        case .dismissed: return "dismissed"
        case .setNotificationActions: return "setNotificationActions"
        case .inputView: return "inputView"
        case .mediaPlay: return "mediaPlay"
        case .mediaPause: return "mediaPause"
        case .touchUpInside: return "touchUpInside"
        case .valueChanged: return "valueChanged"
        case .presentPaymentSheet: return "presentPaymentSheet"
        case .didAuthorizePayment: return "didAuthorizePayment"
        case .paymentAuthorizationDidFinish: return "paymentAuthorizationViewControllerDidFinish"
        case .print: return "print"
        case .send: return "send"
        }
    }

    /// The event's members after `"event"`, in the order they are written.
    package var members: [(String, OutputJSON)] {
        switch self {
        case .didReceive(let category):
            return [("category", .string(category))]
        case .didReceiveResponse(let identifier, let userText), .forwardedToApp(let identifier, let userText):
            return [("actionIdentifier", .string(identifier))] + (userText.map { [("userText", .string($0))] } ?? [])
        case .complete(let option):
            return [("option", .string(option.rawValue))]
        case .dismissed, .mediaPlay, .mediaPause, .paymentAuthorizationDidFinish:
            return []
        case .setNotificationActions(let identifiers):
            return [("actions", .array(identifiers.map { .string($0) }))]
        case .inputView(let value):
            return [("value", .number(value))]
        case .touchUpInside(let element, let selected):
            return [("element", .string(element))] + (selected.map { [("selected", .bool($0))] } ?? [])
        case .valueChanged(let element, let index, let title):
            return [("element", .string(element)), ("selectedSegmentIndex", .int(index)), ("value", .string(title))]
        case .presentPaymentSheet(let sheet):
            let items = sheet.lines.map { line -> OutputJSON in .object([("label", .string(line.label)), ("amount", .number(line.amount))]) }
            return [("merchantIdentifier", .optional(sheet.request.merchantIdentifier)), ("currencyCode", .string(sheet.request.currencyCode)),
                    ("items", .array(items)), ("total", .number(sheet.total))]
        case .didAuthorizePayment(let amount, let currencyCode):
            return [("amount", .number(amount)), ("currencyCode", .string(currencyCode))]
        case .print(let message):
            return [("message", .string(message))]
        case .send(let outcome):
            return outcome.members
        }
    }

    /// The JSON line `--log` writes: `{"event":"didReceiveResponse","actionIdentifier":"comment",…}`.
    public var json: OutputJSON {
        .object([("event", .string(name))] + members)
    }

    /// One line for the on-screen log: `didReceiveResponse accept`, `complete doNotDismiss`,
    /// `inputView value=400` — strings as they are (typed text in quotes), numbers and flags named.
    public var summary: String {
        if case .send(let outcome) = self { return name + " " + outcome.statusText }
        var parts = [name]
        for (key, value) in members {
            switch value {
            case .string(let text): parts.append(key == "userText" ? "“\(text)”" : text)
            case .int, .double, .bool: parts.append(key + "=" + value.serialized())
            case .array(let items):
                parts.append("[" + items.map { item in
                    if case .string(let text) = item { return text }
                    return item.serialized()
                }.joined(separator: ", ") + "]")
            case .null, .object: parts.append(value.serialized())
            }
        }
        return parts.joined(separator: " ")
    }
}

import PushPeekJSON

/// The ActivityKit keys of a push that starts, updates or ends a Live Activity (`apns-push-type:
/// liveactivity`), read leniently from a parsed payload: whatever is missing or of the wrong type is
/// nil here and reported by lint.
///
/// Source: Apple, "Starting and updating Live Activities with ActivityKit push notifications".
public struct ActivityPayload: Sendable {
    /// `aps.event`: what the push does to the activity.
    public enum Event: String, Sendable, CaseIterable {
        case start, update, end
    }

    /// The `aps` keys only an ActivityKit push has; any of them makes a payload a Live Activity push.
    public static let activityKeys = ["event", "content-state", "timestamp", "attributes-type", "attributes",
                                      "stale-date", "dismissal-date", "input-push-token", "input-push-channel"]

    public var root: JSONNode
    /// `aps.event` as written (nil when missing or not a string).
    public var eventName: String?
    public var event: Event? { eventName.flatMap(Event.init(rawValue:)) }
    /// `aps.timestamp`: seconds since 1970 when the data was generated.
    public var timestamp: Double?
    public var contentState: JSONNode?
    public var attributesType: String?
    public var attributes: JSONNode?
    /// `aps.stale-date` and `aps.dismissal-date`: seconds since 1970.
    public var staleDate: Double?
    public var dismissalDate: Double?
    public var alert: JSONNode?
    /// `aps.relevance-score`: which of the app's activities the Dynamic Island and the lock screen put first.
    public var relevanceScore: Double?
    /// `activity-id` beside `aps`: which activity of the app a push is for, when several are played
    /// together (pushpeek's key: the device knows the activity by the push token, and ignores it).
    public var activityID: String?
    public static let activityIDKey = "activity-id"

    public init(_ root: JSONNode) {
        self.root = root
        let aps = root["aps"]
        eventName = aps?["event"]?.string
        timestamp = aps?["timestamp"]?.number
        contentState = aps?["content-state"]
        attributesType = aps?["attributes-type"]?.string
        attributes = aps?["attributes"]
        staleDate = aps?["stale-date"]?.number
        dismissalDate = aps?["dismissal-date"]?.number
        alert = aps?["alert"]
        relevanceScore = aps?["relevance-score"]?.number
        activityID = root[Self.activityIDKey]?.string
    }

    /// Why one of the `aps` dates is none pushpeek can take (outside `DateLimits.apsSeconds`); nil
    /// when every one present is in range.
    public var dateProblem: String? {
        let aps = root["aps"]
        for key in ["timestamp", "stale-date", "dismissal-date"] {
            guard case .number(let number)? = aps?[key]?.value else { continue }
            if let problem = DateLimits.apsProblem(number, path: "aps." + key) { return TerminalSafeText.sanitize(problem) }
        }
        return nil
    }

    /// Whether the payload is an ActivityKit push: its `aps` holds `event` or `content-state`.
    /// Lint (and whatever sends the push) takes such a payload as `apns-push-type: liveactivity`.
    public static func detects(_ root: JSONNode) -> Bool {
        guard let aps = root["aps"] else { return false }
        return aps["event"] != nil || aps["content-state"] != nil
    }
}

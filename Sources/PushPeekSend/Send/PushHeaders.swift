import PushPeekJSON
import PushPeekModel
import PushPeekApp

/// The APNs request headers that describe a push, inferred from the payload unless overridden.
///
/// Inference: `aps.event` or `aps.content-state` (ActivityKit) → `liveactivity`; an `aps` holding
/// only `content-available: 1` → `background`, which APNs takes at priority 5 only; anything else →
/// `alert`. `voip` cannot be seen in a payload and is given with `--push-type voip`.
public struct PushHeaders: Sendable, Equatable {
    /// `apns-push-type`.
    public var pushType: String
    /// `apns-priority`: 10 (now), 5 (power-considerate) or 1 (lowest).
    public var priority: Int
    /// `apns-topic`: the bundle ID with the suffix the push type wants.
    public var topic: String
    /// `apns-expiration`, seconds since 1970; nil leaves the header out.
    public var expiration: Int?
    /// `apns-collapse-id`, at most 64 bytes.
    public var collapseID: String?

    /// Longest `apns-collapse-id` APNs takes, in bytes.
    public static let collapseIDLimit = 64
    /// The priorities APNs accepts.
    public static let priorities = [1, 5, 10]

    /// What the command line said; nil fields are inferred.
    public struct Overrides: Sendable {
        public var pushType: String?
        public var priority: Int?
        public var expiration: Int?
        public var collapseID: String?
        public init(pushType: String? = nil, priority: Int? = nil, expiration: Int? = nil, collapseID: String? = nil) {
            self.pushType = pushType
            self.priority = priority
            self.expiration = expiration
            self.collapseID = collapseID
        }
    }

    /// The push type the payload implies.
    public static func inferredPushType(_ payload: JSONNode) -> String {
        if ActivityPayload.detects(payload) { return "liveactivity" }
        guard let aps = payload["aps"], let members = aps.members else { return "alert" }
        let keys = Set(members.map(\.key))
        if keys == ["content-available"], aps["content-available"]?.number == 1 { return "background" }
        return "alert"
    }

    /// The topic suffix a push type requires after the bundle ID.
    public static func topicSuffix(for pushType: String) -> String? {
        switch pushType {
        case "liveactivity": return ".push-type.liveactivity"
        case "voip": return ".voip"
        case "location": return ".location-query"
        case "complication": return ".complication"
        case "fileprovider": return ".pushkit.fileprovider"
        case "pushtotalk": return ".voip-ptt"
        case "widgets": return ".push-type.widgets"
        case "controls": return ".push-type.controls"
        default: return nil
        }
    }

    /// The headers for `payload` sent to `bundleID`, or a usage error for an override APNs would refuse.
    public static func make(payload: JSONNode, bundleID: String, overrides: Overrides) throws(InputError) -> PushHeaders {
        try HeaderValue.check(bundleID, option: "--topic")
        if let pushType = overrides.pushType { try HeaderValue.check(pushType, option: "--push-type") }
        if let collapseID = overrides.collapseID { try HeaderValue.check(collapseID, option: "--collapse-id") }
        let pushType = overrides.pushType ?? inferredPushType(payload)
        guard PushType.all.contains(pushType) else {
            throw InputError(.usage, message: "--push-type takes one of \(PushType.all.joined(separator: ", ")), not \"\(TerminalSafeText.sanitize(pushType))\"")
        }
        let forcedLow = pushType == "background"
        if let priority = overrides.priority {
            guard priorities.contains(priority) else {
                throw InputError(.usage, message: "--priority takes 10, 5 or 1, not \(priority)")
            }
            if forcedLow && priority != 5 {
                throw InputError(.usage, message: "a background push must have priority 5 (APNs refuses \(priority))")
            }
        }
        if let collapseID = overrides.collapseID, collapseID.utf8.count > collapseIDLimit {
            throw InputError(.usage, message: "--collapse-id is \(collapseID.utf8.count) bytes; APNs takes at most \(collapseIDLimit)")
        }
        var topic = bundleID
        if let suffix = topicSuffix(for: pushType), !topic.hasSuffix(suffix) { topic += suffix }
        return PushHeaders(pushType: pushType, priority: overrides.priority ?? (forcedLow ? 5 : 10), topic: topic,
                           expiration: overrides.expiration, collapseID: overrides.collapseID)
    }
}

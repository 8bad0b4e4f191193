/// What APNs's `reason` strings mean and what to do about each. The list follows Apple's
/// "Handling notification responses from APNs" (developer.apple.com/documentation/
/// usernotifications/handling-notification-responses-from-apns), reason for reason; the table is
/// the source of the README's error table.
public struct APNsReason: Sendable, Equatable {
    public let reason: String
    /// Other spellings servers have answered with for the same reason.
    public let aliases: [String]
    public let status: Int
    /// What went wrong, then what to do.
    public let advice: String
    /// Whether APNs asks for the request to be sent again later (429 TooManyRequests, 500, 503).
    public let retryable: Bool

    package init(_ reason: String, _ status: Int, _ advice: String, retryable: Bool = false, aliases: [String] = []) {
        self.reason = reason
        self.aliases = aliases
        self.status = status
        self.advice = advice
        self.retryable = retryable
    }

    public static let all: [APNsReason] = [
        APNsReason("BadCollapseId", 400, "apns-collapse-id is longer than 64 bytes: shorten --collapse-id"),
        APNsReason("BadDeviceToken", 400, "the device token is not valid for this environment: a token from a development build needs --sandbox, one from TestFlight or the App Store --production"),
        APNsReason("BadExpirationDate", 400, "apns-expiration is not a valid date: give seconds since 1970, or 0"),
        APNsReason("BadMessageId", 400, "apns-id is not a UUID: give --apns-id in 8-4-4-4-12 form"),
        APNsReason("BadPriority", 400, "apns-priority is not 10, 5 or 1 (background pushes take only 5)"),
        APNsReason("BadTopic", 400, "apns-topic is not a topic the key or certificate may send to: check --topic"),
        APNsReason("DeviceTokenNotForTopic", 400, "the device token belongs to another app: check --topic is the bundle ID the token was registered by"),
        APNsReason("DuplicateHeaders", 400, "a header was sent twice"),
        APNsReason("IdleTimeout", 400, "the connection was idle too long: send again"),
        APNsReason("InvalidPushType", 400, "apns-push-type is not one APNs knows: check --push-type"),
        APNsReason("MissingDeviceToken", 400, "the path has no device token"),
        APNsReason("MissingTopic", 400, "apns-topic is required with this certificate or key: give --topic"),
        APNsReason("PayloadEmpty", 400, "the payload is empty"),
        APNsReason("TopicDisallowed", 400, "pushes to this topic are not allowed: check the bundle ID and its push-type suffix"),
        APNsReason("BadCertificate", 403, "the client certificate is not valid: download a new one from the developer account"),
        APNsReason("BadCertificateEnvironment", 403, "the certificate is for the other environment: switch --sandbox/--production or use the matching certificate"),
        APNsReason("ExpiredProviderToken", 403, "the provider token was refused as older than an hour, a new one too: check this computer's clock (pushpeek keeps a token 50 minutes and makes a new one once after this answer)"),
        APNsReason("Forbidden", 403, "the key or certificate may not do this: check the key's services in the developer account"),
        APNsReason("InvalidProviderToken", 403, "the token's signature, key ID or team ID is wrong: check --key, --key-id and --team-id belong together, and that the key was not revoked"),
        APNsReason("MissingProviderToken", 403, "no certificate and no provider token: give --key, --key-id and --team-id, or --cert"),
        APNsReason("UnrelatedKeyIdInToken", 403, "the token's key ID is not the one this connection started with: send with one key per connection"),
        APNsReason("BadEnvironmentKeyIdInToken", 403, "the provider token's key is not enabled for this environment (a key can be restricted to sandbox or production): use a key enabled for it, or switch --sandbox/--production",
                   aliases: ["BadEnvironmentKeyInToken"]),
        APNsReason("BadPath", 404, "the request path is wrong"),
        APNsReason("MethodNotAllowed", 405, "APNs takes only POST here"),
        APNsReason("ExpiredToken", 410, "the device token has expired: stop sending to it"),
        APNsReason("Unregistered", 410, "the device token is no longer active for the topic (the app was removed or turned notifications off): stop sending to it"),
        APNsReason("PayloadTooLarge", 413, "the payload is larger than APNs allows for this push type (4 KB; VoIP 5 KB): shorten it"),
        APNsReason("TooManyProviderTokenUpdates", 429, "the provider token was changed too often (more than once in 20 minutes): pushpeek keeps one token 50 minutes across runs, so another program may be signing with this key; wait 20 minutes"),
        APNsReason("TooManyRequests", 429, "too many requests to this device token in a short time: pushpeek waited and tried again", retryable: true),
        APNsReason("InternalServerError", 500, "APNs had an internal error: pushpeek waited and tried again", retryable: true),
        APNsReason("ServiceUnavailable", 503, "APNs is unavailable: pushpeek waited and tried again", retryable: true),
        APNsReason("Shutdown", 503, "the APNs server is shutting down: pushpeek waited and tried again", retryable: true),
    ]

    /// The entry for `reason` (or one of its other spellings), if APNs documents it.
    public static func named(_ reason: String) -> APNsReason? {
        all.first { $0.reason == reason || $0.aliases.contains(reason) }
    }

    /// What a status means when its reason is not one Apple documents (or missing).
    public static func generalAdvice(status: Int) -> String {
        switch status {
        case 400: return "APNs found the request malformed: check the headers (--push-type, --priority, --topic) and the payload"
        case 403: return "APNs refused the credentials: check the key, key ID and team ID, or the certificate"
        case 404, 405: return "APNs did not take the request at this path or method: check --server"
        case 410: return "the device token is no longer valid: stop sending to it"
        case 413: return "the payload is too large: 4096 bytes (VoIP 5120)"
        case 429: return "too many requests: send more slowly"
        case 500...599: return "APNs had a problem: try again later"
        default: return "an answer APNs does not document: check --server points at APNs"
        }
    }

    /// Whether a response with this status (and reason) is to be retried: 429 TooManyRequests, 500, 503.
    public static func isRetryable(status: Int, reason: String?) -> Bool {
        if let reason, let known = named(reason) { return known.retryable }
        return status == 500 || status == 503
    }
}

import PushPeekJSON

/// What `pushpeek serve` answers a request, as APNs does: the status, `apns-id`, and for an error
/// the JSON body with `reason` (and `timestamp` for 410).
public struct ProviderAnswer: Sendable, Equatable {
    public var status: Int
    public var apnsID: String
    public var reason: String?
    /// For 410: milliseconds since 1970 when the token was last known valid.
    public var timestamp: Int?

    public init(status: Int, apnsID: String, reason: String? = nil, timestamp: Int? = nil) {
        self.status = status
        self.apnsID = apnsID
        self.reason = reason
        self.timestamp = timestamp
    }

    /// The refusal for `reason` with the status Apple's table gives it.
    public static func refusal(_ reason: String, apnsID: String, timestamp: Int? = nil) -> ProviderAnswer {
        ProviderAnswer(status: APNsReason.named(reason)?.status ?? 400, apnsID: apnsID, reason: reason, timestamp: timestamp)
    }

    public var accepted: Bool { status == 200 }

    /// The response body: empty for 200, `{"reason":…}` (with `"timestamp"`) otherwise.
    public var body: [UInt8] {
        guard let reason else { return [] }
        var members: [(String, OutputJSON)] = [("reason", .string(reason))]
        if let timestamp { members.append(("timestamp", .int(timestamp))) }
        return Array(OutputJSON.object(members).serialized().utf8)
    }
}

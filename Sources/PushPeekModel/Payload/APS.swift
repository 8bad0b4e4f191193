/// The `aps` dictionary of an APNs payload.
public struct APS: Sendable, Equatable {
    public var alert: Alert?
    public var badge: Int?
    public var sound: Sound?
    public var threadIdentifier: String?
    public var category: String?
    public var contentAvailable: Bool
    public var mutableContent: Bool
    public var targetContentIdentifier: String?
    public var interruptionLevel: InterruptionLevel?
    public var relevanceScore: Double?
    public var filterCriteria: String?

    public init() {
        contentAvailable = false
        mutableContent = false
    }

    /// The keys Apple documents for `aps` (Live Activity keys included).
    public static let knownKeys: Set<String> = [
        "alert", "badge", "sound", "thread-id", "category", "content-available", "mutable-content",
        "target-content-id", "interruption-level", "relevance-score", "filter-criteria", "stale-date",
        "dismissal-date", "timestamp", "content-state", "attributes", "attributes-type", "event",
        "url-args",
    ]
}

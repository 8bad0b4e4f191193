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
}

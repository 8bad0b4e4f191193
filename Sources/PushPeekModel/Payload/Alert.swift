/// The `aps.alert` dictionary (a string alert is its `body`).
public struct Alert: Sendable, Equatable {
    public var title: String?
    public var subtitle: String?
    public var body: String?
    public var launchImage: String?
    public var titleLocKey: String?
    public var titleLocArgs: [String]?
    public var subtitleLocKey: String?
    public var subtitleLocArgs: [String]?
    public var locKey: String?
    public var locArgs: [String]?
    /// `summary-arg`: what iOS 12–14 put in the group summary for this notification (ignored since iOS 15).
    public var summaryArgument: String?
    /// `summary-arg-count`: how many items the notification stands for in the summary (1 by default).
    public var summaryArgumentCount: Int?

    public init(title: String? = nil, subtitle: String? = nil, body: String? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.body = body
    }
}

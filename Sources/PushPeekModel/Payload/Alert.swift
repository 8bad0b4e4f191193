/// The `aps.alert` dictionary (a string alert is its `body`).
///
/// Its twelve values live in one shared, copy-on-write storage: a payload, the decoder's values
/// and a content copy and destroy one reference instead of twelve strings and arrays.
public struct Alert: Sendable, Equatable {
    private var storage: AlertStorage

    public var title: String? {
        get { storage.title }
        set { unique().title = newValue }
    }
    public var subtitle: String? {
        get { storage.subtitle }
        set { unique().subtitle = newValue }
    }
    public var body: String? {
        get { storage.body }
        set { unique().body = newValue }
    }
    public var launchImage: String? {
        get { storage.launchImage }
        set { unique().launchImage = newValue }
    }
    public var titleLocKey: String? {
        get { storage.titleLocKey }
        set { unique().titleLocKey = newValue }
    }
    public var titleLocArgs: [String]? {
        get { storage.titleLocArgs }
        set { unique().titleLocArgs = newValue }
    }
    public var subtitleLocKey: String? {
        get { storage.subtitleLocKey }
        set { unique().subtitleLocKey = newValue }
    }
    public var subtitleLocArgs: [String]? {
        get { storage.subtitleLocArgs }
        set { unique().subtitleLocArgs = newValue }
    }
    public var locKey: String? {
        get { storage.locKey }
        set { unique().locKey = newValue }
    }
    public var locArgs: [String]? {
        get { storage.locArgs }
        set { unique().locArgs = newValue }
    }
    /// `summary-arg`: what iOS 12–14 put in the group summary for this notification (ignored since iOS 15).
    public var summaryArgument: String? {
        get { storage.summaryArgument }
        set { unique().summaryArgument = newValue }
    }
    /// `summary-arg-count`: how many items the notification stands for in the summary (1 by default).
    public var summaryArgumentCount: Int? {
        get { storage.summaryArgumentCount }
        set { unique().summaryArgumentCount = newValue }
    }

    public init(title: String? = nil, subtitle: String? = nil, body: String? = nil) {
        storage = AlertStorage(title: title, subtitle: subtitle, body: body)
    }

    /// The storage, copied first when another alert shares it.
    private mutating func unique() -> AlertStorage {
        if !isKnownUniquelyReferenced(&storage) {
            storage = storage.copy()
        }
        return storage
    }

    public static func == (lhs: Alert, rhs: Alert) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.hasSameValues(as: rhs.storage)
    }
}

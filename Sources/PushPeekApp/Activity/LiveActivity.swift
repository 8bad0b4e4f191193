import PushPeekJSON

/// A Live Activity the app declares (`liveActivities[]` in the app description): its
/// `ActivityAttributes` type with the static attributes and the dynamic `ContentState`, and the
/// widget's presentations — the lock screen and the Dynamic Island's compact, minimal and expanded.
public struct LiveActivity: Sendable {
    /// The Swift name of the `ActivityAttributes` struct: what `aps.attributes-type` names.
    public var attributesType: String
    /// The struct's stored properties (set once when the activity starts).
    public var attributes: [ActivityField] {
        didSet { attributesShape = ActivityShape(fields: attributes) }
    }
    /// `ContentState`'s stored properties (each update's `content-state`).
    public var contentState: [ActivityField] {
        didSet { contentStateShape = ActivityShape(fields: contentState) }
    }
    /// `attributes` and `contentState` prepared once for checking every push against them.
    public private(set) var attributesShape: ActivityShape
    public private(set) var contentStateShape: ActivityShape
    /// `ActivityConfiguration`'s lock-screen view.
    public var lockScreen: [ViewElement]
    /// The lock-screen view while `context.isStale` (nil: the lock-screen view, marked stale).
    public var staleLockScreen: [ViewElement]?
    public var dynamicIsland: DynamicIslandViews
    /// Where the entry is written, and its JSON path (`liveActivities[0]`).
    public var location: SourceLocation
    public var path: String

    public init(attributesType: String, attributes: [ActivityField] = [], contentState: [ActivityField] = [],
                lockScreen: [ViewElement] = [], staleLockScreen: [ViewElement]? = nil,
                dynamicIsland: DynamicIslandViews = DynamicIslandViews(), location: SourceLocation = .start, path: String = "") {
        self.attributesType = attributesType
        self.attributes = attributes
        self.contentState = contentState
        attributesShape = ActivityShape(fields: attributes)
        contentStateShape = ActivityShape(fields: contentState)
        self.lockScreen = lockScreen
        self.staleLockScreen = staleLockScreen
        self.dynamicIsland = dynamicIsland
        self.location = location
        self.path = path
    }
}

/// The `DynamicIsland { … }` of an `ActivityConfiguration`: the compact presentation (leading and
/// trailing around the camera), the minimal one (when several activities share the island) and the
/// expanded regions (on a long press, or when an update alerts).
public struct DynamicIslandViews: Sendable {
    public var compactLeading: [ViewElement] = []
    public var compactTrailing: [ViewElement] = []
    public var minimal: [ViewElement] = []
    /// `DynamicIslandExpandedRegion(.leading)`, `.trailing`, `.center`, `.bottom`.
    public var expandedLeading: [ViewElement] = []
    public var expandedTrailing: [ViewElement] = []
    public var expandedCenter: [ViewElement] = []
    public var expandedBottom: [ViewElement] = []

    public init() {}

    /// Every view of the island, for walking bindings.
    public var all: [ViewElement] {
        compactLeading + compactTrailing + minimal + expandedLeading + expandedTrailing + expandedCenter + expandedBottom
    }
}

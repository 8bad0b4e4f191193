/// The response log and how it shows: every call the extension (or the app) would have seen, oldest
/// first, and whether the log pane is up. A new delivery keeps all of it.
public struct ResponseLog: Sendable, Equatable {
    public var events: [LogEvent] = []
    /// The log pane shows (`l`): beside or below the card where there is room.
    public var isShown = false
    /// `l` on a terminal with no room beside or below the card: the log shows in the card's place.
    public var replacesCard = false

    public init() {}
}

import PushPeekJSON
import PushPeekApp

/// What a Live Activity's views read: `state.KEY` (the `ContentState`), `attributes.KEY`,
/// `context.isStale`, and the clock that timers count with. The element views draw from it as the
/// card's custom view draws from the notification.
public struct ActivityViewContext: Sendable, ElementValues {
    public var state: JSONNode?
    public var attributes: JSONNode?
    /// Seconds since 1970.
    public var now: Double
    public var isStale: Bool

    public init(state: JSONNode?, attributes: JSONNode?, now: Double, isStale: Bool) {
        self.state = state
        self.attributes = attributes
        self.now = now
        self.isStale = isStale
    }

    /// The value at `path` (`state.eta`, `attributes.orderNumber`).
    package func value(atPath path: String) -> JSONNode? {
        if path.hasPrefix("state.") { return state?.value(atPath: String(path.dropFirst(6))) }
        if path.hasPrefix("attributes.") { return attributes?.value(atPath: String(path.dropFirst(11))) }
        return nil
    }

    package func text(atPath path: String) -> String? {
        if path == "context.isStale" { return isStale ? "true" : "false" }
        return value(atPath: path).flatMap(TextTemplate.text)
    }

    /// The clock, for `ElementValues`: timers count with it.
    package var clock: Double? { now }
}

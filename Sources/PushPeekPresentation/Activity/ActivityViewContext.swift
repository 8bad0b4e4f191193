import PushPeekJSON
import PushPeekApp

/// What a Live Activity's views read: `state.KEY` (the `ContentState`), `attributes.KEY`,
/// `context.isStale`, and the clock that timers count with.
public struct ActivityViewContext: Sendable {
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
    public func node(_ path: String) -> JSONNode? {
        if path.hasPrefix("state.") { return state?.value(atPath: String(path.dropFirst(6))) }
        if path.hasPrefix("attributes.") { return attributes?.value(atPath: String(path.dropFirst(11))) }
        return nil
    }

    public func text(_ path: String) -> String? {
        if path == "context.isStale" { return isStale ? "true" : "false" }
        return node(path).flatMap(TextTemplate.text)
    }

    /// A `Date` value (seconds since 2001) as Unix seconds.
    public func date(_ path: String) -> Double? {
        number(path).map(ActivityTime.unix(fromReference:))
    }

    /// The number at `path`, if a number is there (see `Payload.number(atPath:)` for why renderers
    /// read numbers through such a function).
    public func number(_ path: String) -> Double? {
        node(path)?.number
    }
}

import PushPeekJSON
import PushPeekModel

/// What a drawn view element reports about itself for `--format json` and hit testing.
public struct ElementInfo: Sendable, Equatable {
    /// The element kind (`map`, `image`, `button` ...).
    public var kind: String
    /// Where it was drawn, in card coordinates.
    public var rect: Rect
    /// Kind-specific details (a map's centre, spans, pin and scale ...), already in card coordinates.
    public var details: OutputJSON

    public init(kind: String, rect: Rect, details: OutputJSON = .null) {
        self.kind = kind
        self.rect = rect
        self.details = details
    }
}

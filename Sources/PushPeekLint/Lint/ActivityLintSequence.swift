/// What lint remembers from one ActivityKit push to the next, files taken in the order given as one
/// activity's sequence: the last timestamp (a push older than it is ignored by the device) and the
/// `attributes-type` a `start` named, the start's time and the size of its attributes, and which
/// notes were given.
public final class ActivityLintSequence {
    public var previousTimestamp: (value: Double, file: String)?
    public var attributesType: String?
    /// The start push's timestamp: the eight active and twelve visible hours count from it.
    public var startedAt: Double?
    /// The start's `attributes`, compact, in bytes, and its file: they count with every update's
    /// `content-state` against the 4 KB limit.
    public var attributesSize: (bytes: Int, file: String)?
    /// Whether the stale-date availability note was given (once a sequence).
    public var notedStaleDate = false

    public init() {}
}

/// What lint remembers from one ActivityKit push to the next, files taken in the order given as one
/// activity's sequence: the last timestamp (a push older than it is ignored by the device) and the
/// `attributes-type` a `start` named, and which notes were given.
public final class ActivityLintSequence {
    public var previousTimestamp: (value: Double, file: String)?
    public var attributesType: String?
    /// Whether the stale-date availability note was given (once a sequence).
    public var notedStaleDate = false

    public init() {}
}

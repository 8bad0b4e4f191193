/// What lint remembers from one ActivityKit push to the next, files taken in the order given as one
/// activity's sequence: the last timestamp (a push older than it is ignored by the device) and the
/// `attributes-type` a `start` named.
public final class ActivityLintSequence {
    public var previousTimestamp: (value: Double, file: String)?
    public var attributesType: String?

    public init() {}
}

import PushPeekModel

/// A stack's summary line once worked out (`StackSummary`), shared by the copies of the list that
/// hold the same stack; a change of the stack empties it, or starts a new one when a copy shares
/// it, so no copy sees another's.
final class StackSummaryCache: WorkedOutCache, @unchecked Sendable {
    /// nil: not worked out yet; `.some(nil)`: the stack has no line.
    var text: String??
    /// The era it was worked out for.
    var era: PresentationEra?

    init() {}

    func empty() {
        text = nil
        era = nil
    }
}

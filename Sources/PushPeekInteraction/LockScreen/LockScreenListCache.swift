import PushPeekPresentation

/// What the lock screen's scheduled summary (`--summary`) derives from the notifications — its
/// order and its focus items — worked out at most once after each change of the list
/// (`LockScreenState`); the stacks are kept up to date instead (`LockScreenStacks`).
///
/// A state never changes a cache its copies may share: whenever its notifications, banner or
/// options change it starts a new, empty one (or empties its own, when no copy shares it). Filling it in is only ever done by the one task that
/// owns the state (the run loop, a script, a test).
final class LockScreenListCache: WorkedOutCache, @unchecked Sendable {
    /// The scheduled summary's items; the list's are a view over the stacks.
    var summaryItems: [LockScreenItem]?
    var summary: ScheduledSummary?

    init() {}

    func empty() {
        summaryItems = nil
        summary = nil
    }
}

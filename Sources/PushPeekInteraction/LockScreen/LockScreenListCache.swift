import PushPeekPresentation

/// What the lock screen's list derives from its notifications — the stacks, the focus items, the
/// count of each stack, where each notification is, each stack's summary line, the scheduled
/// summary — worked out at most once after each change of what it depends on, so a key that only
/// moves the focus does no work in proportion to the notifications (`LockScreenState`).
///
/// A state never changes a cache its copies may share: whenever its notifications, banner or
/// options change it starts a new, empty one (the open stack changes none of these). Filling it in is only ever done by the one
/// task that owns the state (the run loop, a script, a test).
final class LockScreenListCache: @unchecked Sendable {
    var stacks: [NotificationStack]?
    /// The scheduled summary's items (`--summary`); the list's are a view over `stacks`.
    var summaryItems: [LockScreenItem]?
    var groupCounts: [String: Int]?
    /// Index into `notifications` by arrival number.
    var indexByID: [Int: Int]?
    /// Index into `stacks` by `thread-id`.
    var stackIndexByThread: [String: Int]?
    /// Each collapsed stack's summary line (nil: none), by `thread-id`.
    var stackSummaries: [String: String?] = [:]
    var summary: ScheduledSummary?
}

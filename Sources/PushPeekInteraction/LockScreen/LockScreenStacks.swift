import PushPeekJSON

/// The lock screen's notifications in arrival order, grouped into stacks as iOS does by default
/// ("Automatic" grouping): by `thread-id` within the app, one group for the app's notifications
/// without one; the stack with the newest notification first, each stack newest first.
///
/// Kept up to date as the list changes rather than worked out again: each notification has a place
/// in arrival order (its sequence), each stack holds its notifications' sequences (`StackMembers`),
/// and a tree over the sequences marks each stack's newest (`heads`), so the stacks' order is the
/// marks' order. An arrival, a clear, or a notification kept out of its stack (the banner) and
/// joining it walks a few trees — about log₂ of the notifications, counted in `WorkCounter` —
/// never the list. As a collection: the stacks, newest first.
public struct LockScreenStacks: RandomAccessCollection, Sendable {
    /// By sequence; nil once cleared.
    private var slots: [LockScreenNotification?] = []
    /// Arrival numbers by sequence, ascending (cleared ones kept), for finding a sequence by number.
    private var ids: [Int] = []
    /// Set at the sequence of each stack's newest notification.
    private var heads = RankCounts()
    private var members: [String: StackMembers] = [:]
    /// Notifications in the list but not in a stack (the banner), by sequence.
    private var outside: Set<Int> = []
    /// How many notifications the list holds, in stacks or not.
    public private(set) var notificationCount = 0
    /// How many the stacks hold.
    public private(set) var stackedCount = 0

    /// `notifications` stacked, in any order (sorted once by arrival number).
    init(_ notifications: [LockScreenNotification] = []) {
        for notification in notifications.sorted(by: { $0.id < $1.id }) { append(notification) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { heads.total }

    /// The stack `position` places from the newest.
    public subscript(position: Int) -> NotificationStack {
        guard let sequence = heads.position(ofRank: heads.total - 1 - position), let thread = slots[sequence]?.thread,
              let stack = members[thread] else {
            preconditionFailure("a stack's newest notification is not in the list")
        }
        return NotificationStack(thread: thread, notifications: StackNotifications(slots: slots, members: stack))
    }

    /// Every notification, in arrival order.
    public var notifications: [LockScreenNotification] {
        WorkCounter.add(slots.count)
        return slots.compactMap { $0 }
    }

    /// The stack of `thread`, if the list has one.
    public func stack(_ thread: String) -> NotificationStack? {
        guard let stack = members[thread], stack.count > 0 else { return nil }
        return NotificationStack(thread: thread, notifications: StackNotifications(slots: slots, members: stack))
    }

    /// The index of `thread`'s stack: how many stacks have a newer notification.
    public func index(ofThread thread: String) -> Int? {
        guard let newest = members[thread]?.sequence(atOffset: 0) else { return nil }
        return heads.total - 1 - heads.count(before: newest)
    }

    /// How many notifications of `thread` the list holds, in its stack or not.
    public func groupCount(_ thread: String) -> Int {
        (members[thread]?.count ?? 0) + outside.filter { slots[$0]?.thread == thread }.count
    }

    /// The notification with arrival number `id`.
    public func notification(_ id: Int) -> LockScreenNotification? {
        sequence(of: id).flatMap { slots[$0] }
    }

    /// Where `id` is in its stack (0: the newest), if it is in one.
    public func offset(of id: Int) -> Int? {
        guard let sequence = sequence(of: id), let thread = slots[sequence]?.thread else { return nil }
        return members[thread]?.offset(ofSequence: sequence)
    }

    /// A notification arrives (its number larger than any before; else the list is sorted again),
    /// into its stack or, `stacked: false`, kept out of it until `stack(id:)`.
    mutating func append(_ notification: LockScreenNotification, stacked: Bool = true) {
        if let last = ids.last, notification.id <= last {
            var all = notifications
            all.append(notification)
            let kept = outside.compactMap { slots[$0]?.id }
            self = LockScreenStacks(all)
            for id in kept { unstack(id: id) }
            if !stacked { unstack(id: notification.id) }
            return
        }
        let sequence = slots.count
        let thread = notification.thread
        ids.append(notification.id)
        slots.append(notification)
        heads.append(false)
        notificationCount += 1
        if stacked { join(sequence, thread: thread) } else { outside.insert(sequence) }
    }

    /// Takes the notification `id` out of the list.
    @discardableResult
    mutating func remove(id: Int) -> LockScreenNotification? {
        guard let sequence = sequence(of: id), let notification = slots[sequence] else { return nil }
        if outside.remove(sequence) == nil { leave(sequence) }
        slots[sequence] = nil
        notificationCount -= 1
        return notification
    }

    /// Replaces the notification `id` with `notification` (its interface after it was expanded).
    mutating func replace(id: Int, with notification: LockScreenNotification) {
        guard let sequence = sequence(of: id), let old = slots[sequence] else { return }
        let stacked = !outside.contains(sequence)
        if stacked, old.thread != notification.thread { leave(sequence) }
        slots[sequence] = notification
        if stacked, old.thread != notification.thread { join(sequence) }
    }

    /// The notification `id` is kept out of its stack (it shows as the banner).
    mutating func unstack(id: Int) {
        guard let sequence = sequence(of: id), slots[sequence] != nil, !outside.contains(sequence) else { return }
        leave(sequence)
        outside.insert(sequence)
    }

    /// The notification `id` joins its stack.
    mutating func stack(id: Int) {
        guard let sequence = sequence(of: id), outside.remove(sequence) != nil else { return }
        join(sequence)
    }

    private mutating func join(_ sequence: Int) {
        guard let thread = slots[sequence]?.thread else { return }
        join(sequence, thread: thread)
    }

    /// The notification at `sequence`, of `thread`, joins its stack, which is changed where it is
    /// in `members` (one look-up, and no copy of its counts).
    private mutating func join(_ sequence: Int, thread: String) {
        let (before, after) = Self.add(sequence, to: &members[thread, default: StackMembers()])
        if let before { heads.set(before, false) }
        if let after { heads.set(after, true) }
        stackedCount += 1
    }

    /// Adds `sequence` to `stack`: its newest notification before and after.
    private static func add(_ sequence: Int, to stack: inout StackMembers) -> (before: Int?, after: Int?) {
        let before = stack.sequence(atOffset: 0)
        stack.add(sequence)
        return (before, stack.sequence(atOffset: 0))
    }

    private mutating func leave(_ sequence: Int) {
        guard let thread = slots[sequence]?.thread, var stack = members.removeValue(forKey: thread) else { return }
        if let newest = stack.sequence(atOffset: 0) { heads.set(newest, false) }
        stack.remove(sequence)
        if let newest = stack.sequence(atOffset: 0) {
            heads.set(newest, true)
            members[thread] = stack
        }
        stackedCount -= 1
    }

    /// The sequence of arrival number `id`: where it is when the numbers run on without a gap
    /// from the first (as arrivals number them), else by a binary search.
    private func sequence(of id: Int) -> Int? {
        if let first = ids.first, case let (guess, overflow) = id.subtractingReportingOverflow(first), !overflow,
           ids.indices.contains(guess), ids[guess] == id {
            return guess
        }
        return StackMembers.index(of: id, inAscending: ids)
    }
}

import PushPeekJSON
import PushPeekModel
import PushPeekApp
import PushPeekPresentation

/// Everything the lock screen / Notification Center view shows, as a value: the delivered
/// notifications, the stack that is open, the focus, a notification arriving as a banner, and the
/// one notification expanded into its full interface (a `PreviewState`, with the same card,
/// interactions and responses as a single preview).
public struct LockScreenState: Sendable {
    /// Every notification still in the list, in arrival order (made from the list: a walk over it).
    /// Setting it stacks them again; `append`, `removeNotifications` and `replaceNotification`
    /// change the list in place.
    public var notifications: [LockScreenNotification] {
        get { list.notifications }
        set {
            list = LockScreenStacks(newValue)
            if let bannerID { list.unstack(id: bannerID) }
            LockScreenListCache.forget(&cache)
        }
    }
    /// The notifications and their stacks, kept up to date as they change.
    private var list: LockScreenStacks
    public var options: LockScreenOptions {
        didSet {
            // The cards' width (`--width fit` follows the terminal) changes no stack, item or count.
            var before = oldValue
            before.card.width = options.card.width
            if before != options { LockScreenListCache.forget(&cache) }
        }
    }
    /// The app description new arrivals are read with.
    public var app: AppDescription
    /// The `thread-id` of the opened stack (empty: the app's group), or nil when all are collapsed.
    /// Opening or closing a stack changes no stack (`items` is a view over them).
    public var openThread: String?
    /// The Count line or Stack pile was opened into the list (Enter on it; Esc closes it again).
    public var pileOpen = false

    /// Enter on the Count line or the Stack: the notifications show as the list, the focus on the first.
    public mutating func openPile() {
        pileOpen = true
        focus = 0
    }

    /// Esc with no stack open: an opened Count line or Stack collapses again.
    public mutating func closePile() {
        guard pileOpen else { return }
        pileOpen = false
        focus = 0
    }
    /// Index into `items` of the focused one; nil draws no focus (headless output).
    public var focus: Int?
    /// The notification expanded into its full interface, and its arrival number.
    public var expanded: PreviewState?
    public var expandedID: Int?
    /// A notification that just arrived and shows as a banner before it joins its stack: it is in
    /// the list but kept out of the stacks.
    public var bannerID: Int? {
        didSet {
            guard oldValue != bannerID else { return }
            if let oldValue { list.stack(id: oldValue) }
            if let bannerID { list.unstack(id: bannerID) }
            LockScreenListCache.forget(&cache)
        }
    }
    /// Ticks left before the banner goes up into the list.
    public var bannerTicksLeft = 0
    /// Every response the extensions and the app received, oldest first.
    public var responseLog: [LogEvent] = []
    /// One line for the status bar (a hint, or why a key did nothing).
    public var statusMessage: String?
    /// A send (`S` in an expanded notification) is under way: one at a time, whichever notification
    /// is expanded, and its end is told in the list when none is.
    public var isSending = false
    /// The notification whose send plan was asked for: a plan that arrives when another one (or
    /// none) is expanded is dropped.
    public var awaitedPlan: Int?
    /// The key help (`?`) is over the list.
    public var showsHelp = false
    /// Rows of the key help scrolled off its top.
    public var helpScroll = 0
    /// The terminal size, after the first resize (nil headless).
    public var viewport: Size?
    /// What the last list frame drawn showed (`Event.frameDrawn`): how far the key help scrolls.
    public var lastFrame: ViewportMetrics?
    /// The arrival number the next notification gets.
    public var nextID: Int
    /// The scheduled summary and its items, worked out once until the list changes.
    private var cache = LockScreenListCache()

    public init(notifications: [LockScreenNotification], options: LockScreenOptions, app: AppDescription = .none) {
        list = LockScreenStacks(notifications)
        self.options = options
        self.app = app
        nextID = (notifications.map(\.id).max() ?? 0) + 1
    }

    /// How many ticks (of the run loop's 200 ms poll) an arriving banner stays up.
    public static let bannerTicks = 25

    /// The stacks of the list, newest first; a banner still up is not in them yet.
    public var stacks: LockScreenStacks { list }

    /// How many notifications the list holds (the banner's included).
    public var notificationCount: Int { list.notificationCount }

    /// A notification arrives at the end of the list, into its stack.
    public mutating func append(_ notification: LockScreenNotification) {
        list.append(notification, stacked: notification.id != bannerID)
        LockScreenListCache.forget(&cache)
    }

    /// Takes the notifications `ids` out of the list.
    package mutating func removeNotifications(_ ids: Set<Int>) {
        for id in ids { list.remove(id: id) }
        if let bannerID, ids.contains(bannerID) { self.bannerID = nil }
        LockScreenListCache.forget(&cache)
    }

    /// The notification `id` becomes `notification` (what its interface became).
    package mutating func replaceNotification(_ id: Int, with notification: LockScreenNotification) {
        list.replace(id: id, with: notification)
        LockScreenListCache.forget(&cache)
    }

    /// The stack of `thread`, if the list has one.
    public func stack(_ thread: String) -> NotificationStack? {
        list.stack(thread)
    }

    /// The index into `stacks` of `thread`'s stack.
    func stackIndex(_ thread: String) -> Int? {
        list.index(ofThread: thread)
    }

    /// The summary line under `stack` collapsed (`StackSummary`), worked out once per change of the stack.
    public func stackSummary(_ stack: NotificationStack) -> String? {
        let cache = stack.summaryCache
        if let known = cache.text, cache.era == options.era { return known }
        let text = StackSummary.text(stack, era: options.era)
        cache.text = .some(text)
        cache.era = options.era
        return text
    }

    /// The notifications as the scheduled summary orders them.
    public var summary: ScheduledSummary {
        if let summary = cache.summary { return summary }
        let summary = ScheduledSummary(notifications)
        cache.summary = summary
        return summary
    }

    /// What the focus moves through, top to bottom: a view over the stacks (the open one's
    /// notifications in it), or the scheduled summary's order.
    public var items: LockScreenItems {
        guard options.showsSummary else {
            // The iOS 16 lock screen's Count line or Stack: one item until Enter opens it.
            if options.pileDisplay != nil, !pileOpen, !stacks.isEmpty { return LockScreenItems([.pile]) }
            return LockScreenItems(stacks: stacks, open: openThread.flatMap(stackIndex))
        }
        if let items = cache.summaryItems { return LockScreenItems(items) }
        let summary = summary
        let items: [LockScreenItem] = (summary.held + summary.deliveredImmediately).map { .notification(id: $0.id) }
        cache.summaryItems = items
        return LockScreenItems(items)
    }

    /// Where `item` is in `items`, without walking them.
    public func itemIndex(of item: LockScreenItem) -> Int? {
        items.position(of: item, stackIndex: stackIndex, thread: { notification($0)?.thread })
    }

    /// The focused item, if any.
    public var focusedItem: LockScreenItem? {
        guard let focus else { return nil }
        return items[safe: focus]
    }

    /// The notification with arrival number `id`.
    public func notification(_ id: Int) -> LockScreenNotification? {
        list.notification(id)
    }

    /// How many notifications the stack of `thread` holds, the banner's included (for the `%u` of the placeholder).
    public func groupCount(_ thread: String) -> Int {
        list.groupCount(thread)
    }

    /// `notification` as the list draws it: the banner stage in the list's era and lock state, and
    /// with its texts replaced while previews are hidden.
    public func displayState(_ notification: LockScreenNotification, groupCount: Int) -> PreviewState {
        var shown = notification.state
        shown.options.presentationEra = options.era
        shown.options.device.isLocked = options.isDeviceLocked
        shown.options.monochromePictures = shown.options.monochromePictures || options.card.monochromePictures
        shown.options.pictureDepth = options.card.pictureDepth
        shown.stage = .banner
        shown.isDismissed = false
        return options.hidesPreviews ? HiddenPreviews.redacted(shown, groupCount: groupCount) : shown
    }
}

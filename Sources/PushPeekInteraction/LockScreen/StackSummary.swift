import PushPeekJSON
import PushPeekModel
import PushPeekApp

/// The line under a collapsed stack that says how many more notifications it holds.
///
/// Classic (iOS 12–14): the lead notification's category's `categorySummaryFormat` (or the system's
/// "%u more notifications"), its number the sum of the other notifications' `summary-arg-count` (1
/// each by default) and its `%@` their distinct `summary-arg`s as a list ("2 more messages from
/// Anna"). Modern (iOS 15 and later): `summary-arg` and `summary-arg-count` are ignored (Apple's
/// deprecation says so) and the stack is drawn as the newest notification with the others' platters
/// behind it, with no line under it. See Docs/IOS-PRESENTATION.md.
public enum StackSummary {
    /// The system's format when the category has none.
    public static let defaultFormat = "%u more notifications"
    public static let defaultFormatWithArguments = "%u more notifications from %@"

    /// The summary text of `stack` in `era`; nil for a stack of one.
    public static func text(_ stack: NotificationStack, era: PresentationEra) -> String? {
        guard stack.count > 1, let newest = stack.newest else { return nil }
        switch era {
        case .modern:
            return nil
        case .classic:
            let others = stack.notifications.dropFirst()
            WorkCounter.add(others.count)
            let count = others.reduce(0) { $0 + max(1, $1.summaryArgumentCount ?? 1) }
            var names: [String] = []
            var seen: Set<String> = []
            for other in others {
                if let name = other.summaryArgument, !name.isEmpty, seen.insert(name).inserted { names.append(name) }
            }
            let format = newest.categorySummaryFormat ?? (names.isEmpty ? defaultFormat : defaultFormatWithArguments)
            return SummaryFormat.fill(format, count: count, list: SummaryFormat.list(names))
        }
    }
}

import PushPeekJSON
import PushPeekPresentation

/// The `lockscreen --render --format json` document: the settings, the stacks with their
/// notifications (as shown: with previews hidden, the placeholder and no hidden text), counts and
/// summary lines, and with `--summary` the scheduled summary's order.
public enum LockScreenJSON {
    public static func document(_ state: LockScreenState) -> OutputJSON {
        func note(_ notification: LockScreenNotification) -> OutputJSON {
            let shown = state.displayState(notification, groupCount: state.groupCount(notification.thread))
            let content = shown.content
            return .object([
                ("arrival", .int(notification.id)),
                ("file", .string(notification.source)),
                ("title", .string(content.title.isEmpty ? shown.app.app.name : content.title)),
                ("subtitle", .string(content.subtitle)),
                ("body", .string(content.body)),
                ("category", .string(content.categoryIdentifier)),
                ("interruptionLevel", .string(notification.interruptionLevel.rawValue)),
                ("relevanceScore", notification.content.payload.aps.relevanceScore.map { .double($0) } ?? .null),
                ("thumbnail", .bool(!shown.attachments.isEmpty)),
            ])
        }
        let stacks = state.stacks.map { stack -> OutputJSON in
            .object([
                ("thread", stack.thread.isEmpty ? .null : .string(stack.thread)),
                ("count", .int(stack.count)),
                ("summary", .optional(StackSummary.text(stack, era: state.options.era))),
                ("open", .bool(state.openThread == stack.thread && stack.count > 1)),
                ("notifications", .array(stack.notifications.map(note))),
            ])
        }
        var members: [(String, OutputJSON)] = [
            ("view", .string(state.options.showsSummary ? "summary" : state.options.pileDisplay != nil && !state.pileOpen ? "pile" : "list")),
            ("era", .string(state.options.era.rawValue)),
            ("locked", .bool(state.options.isDeviceLocked)),
            ("previews", .string(state.options.previews.rawValue)),
            ("previewsHidden", .bool(state.options.hidesPreviews)),
            ("count", .int(state.notificationCount)),
            ("stacks", .array(stacks)),
        ]
        if let display = state.options.display { members.insert(("display", .string(display.rawValue)), at: 1) }
        if state.options.showsSummary {
            let summary = state.summary
            members.append(("summary", .object([
                ("featured", .array(summary.featured.map(note))),
                ("others", .array(summary.others.map(note))),
                ("deliveredImmediately", .array(summary.deliveredImmediately.map(note))),
            ])))
        }
        if let preview = state.expanded, let id = state.expandedID {
            let card = CardRenderer.render(preview, width: state.options.cardWidth)
            members.append(("expanded", .object([("arrival", .int(id)), ("card", CardJSON.document(for: card, state: preview))])))
        }
        if !state.responseLog.isEmpty { members.append(("responses", .array(state.responseLog.map(\.json)))) }
        return .object(members)
    }
}

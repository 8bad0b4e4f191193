/// The `render --format json` document: size, stage, sections, actions, lines, and what the
/// extension received.
public enum CardJSON {
    public static func document(for card: RenderedCard, state: PreviewState) -> OutputJSON {
        let layout = card.layout
        func rect(_ rect: Rect) -> [(String, OutputJSON)] {
            [("x", .int(rect.x)), ("y", .int(rect.y)), ("width", .int(rect.width)), ("height", .int(rect.height))]
        }
        let sections = layout.sections.map { section -> OutputJSON in
            .object([("name", .string(section.name.rawValue))] + rect(section.rect))
        }
        let actions = state.visibleActions.enumerated().map { index, action -> OutputJSON in
            var members: [(String, OutputJSON)] = [
                ("identifier", .string(action.identifier)),
                ("title", .string(action.title)),
                ("destructive", .bool(action.isDestructive)),
                ("focused", .bool(layout.stage == .expanded && state.focusedAction == index)),
                ("textInput", .bool(action.isTextInput)),
                ("foreground", .bool(action.options.contains(.foreground))),
                ("authenticationRequired", .bool(action.options.contains(.authenticationRequired))),
            ]
            if index < layout.actionRects.count { members += rect(layout.actionRects[index]) }
            return .object(members)
        }
        let maps = layout.elements.filter { $0.kind == "map" }.map(\.details)
        let elements = layout.elements.map { element -> OutputJSON in
            .object([("kind", .string(element.kind))] + rect(element.rect))
        }
        var members: [(String, OutputJSON)] = [
            ("width", .int(layout.width)),
            ("height", .int(layout.height)),
            ("stage", .string(layout.stage.rawValue)),
            ("category", .string(state.content.categoryIdentifier)),
            ("contentExtension", .optional(state.contentExtension?.name)),
            ("title", .string(state.content.title)),
            ("subtitle", .string(state.content.subtitle)),
            ("body", .string(state.content.body)),
            ("sections", .array(sections)),
            ("actions", .array(actions)),
            ("hiddenActions", .int(max(0, state.actions.count - state.visibleActions.count))),
            ("elements", .array(elements)),
            ("maps", .array(maps)),
            ("responses", .array(state.responseLog)),
            ("dismissed", .bool(state.isDismissed)),
        ]
        members.append(("lines", .array(card.grid.lines().map { .string($0) })))
        return .object(members)
    }
}

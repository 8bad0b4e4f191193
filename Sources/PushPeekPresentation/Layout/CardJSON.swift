import PushPeekJSON
import PushPeekModel

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
            if let icon = action.icon { members.append(("icon", .object([("name", .string(icon.name)), ("glyph", .string(icon.glyph))]))) }
            if index < layout.actionRects.count { members += rect(layout.actionRects[index]) }
            return .object(members)
        }
        let maps = layout.elements.filter { $0.kind == "map" }.map(\.details)
        let elements = layout.elements.map { element -> OutputJSON in
            var members: [(String, OutputJSON)] = [("kind", .string(element.kind))] + rect(element.rect)
            if element.kind != "map", case .object(let details) = element.details { members += details }
            return .object(members)
        }
        var members: [(String, OutputJSON)] = [
            ("width", .int(layout.width)),
            ("height", .int(layout.height)),
            ("stage", .string(layout.stage.rawValue)),
            ("presentation", .string(state.presentationEra.rawValue)),
            ("category", .string(state.content.categoryIdentifier)),
            ("contentExtension", .optional(state.contentExtension?.name)),
            ("contentSize", contentSize(state, width: layout.width)),
            ("title", .string(state.content.title)),
            ("communication", communication(state)),
            ("subtitle", .string(state.content.subtitle)),
            ("body", .string(state.content.body)),
            ("sections", .array(sections)),
            ("actions", .array(actions)),
            ("hiddenActions", .int(max(0, state.actions.count - state.visibleActions.count))),
            ("elements", .array(elements)),
            ("maps", .array(maps)),
            ("focus", .optional(state.focus?.name)),
            ("input", input(state)),
            ("unlockPrompt", .bool(state.unlockRequest != nil)),
            ("media", media(state, layout: layout)),
            ("paymentSheet", PaymentSheetView.json(state.paymentSheet)),
            ("responses", .array(state.log.events.map(\.json))),
            ("dismissed", .bool(state.isDismissed)),
            ("interruptionLevel", .string(state.presentedContent.interruptionLevel.rawValue)),
            ("delivery", delivery(state)),
        ]
        members.append(("lines", .array(card.grid.lines().map { .string($0) })))
        return .object(members)
    }

    /// The sender and group a communication notification shows (modern only), or null.
    package static func communication(_ state: PreviewState) -> OutputJSON {
        guard let communication = state.communication else { return .null }
        return .object([("senderName", .string(communication.senderName)), ("groupName", .optional(communication.groupName)),
                        ("avatar", .optional(communication.avatar?.fileName))])
    }

    /// What iOS does on arrival: `banner`, `notificationCenter` (passive), `noAlert` (badge and sound
    /// only) or `silent`; whether the screen lights up, the sound that plays, the badge, whether the
    /// sound ignores the mute switch (critical), and, when there is no banner, what happens instead.
    package static func delivery(_ state: PreviewState) -> OutputJSON {
        let content = state.presentedContent
        let kind = NotificationDelivery(content)
        return .object([
            ("kind", .string(kind.rawValue)),
            ("lightsUpScreen", .bool(kind == .banner)),
            ("sound", .optional(NotificationDelivery.playedSound(content))),
            ("soundIgnoresMute", .bool(kind == .banner && content.interruptionLevel == .critical)),
            ("badge", content.badge.map { .int($0) } ?? .null),
            ("instead", .optional(NotificationDelivery.instead(content))),
            ("deviceLocked", .bool(state.options.device.isLocked)),
        ])
    }

    /// `{"kind": "text"|"slider"|null, "text": …, "value": …}` plus the reply's action, cursor and focus.
    package static func input(_ state: PreviewState) -> OutputJSON {
        switch state.input {
        case .text(let reply)?:
            return .object([("kind", .string("text")), ("text", .string(reply.field.text)), ("value", .null),
                            ("actionIdentifier", .string(reply.action.identifier)), ("placeholder", .string(reply.placeholder)),
                            ("buttonTitle", .string(reply.buttonTitle)), ("cursor", .int(reply.field.cursor)), ("focus", .string(reply.focus.name))])
        case .slider(let slider)?:
            return .object([("kind", .string("slider")), ("text", .string(slider.text)), ("value", OutputJSON.number(slider.value)),
                            ("min", OutputJSON.number(slider.spec.minimum)), ("max", OutputJSON.number(slider.spec.maximum)),
                            ("step", OutputJSON.number(slider.spec.step))])
        case nil:
            return .object([("kind", .null), ("text", .null), ("value", .null)])
        }
    }

    /// The custom area's height in rows at the initial ratio and at the extension's preferred size,
    /// and which one shows now (null without a content extension).
    package static func contentSize(_ state: PreviewState, width: Int) -> OutputJSON {
        guard let contentExtension = state.contentExtension else { return .null }
        let aspect = state.options.cellAspect
        let preferredRatio = contentExtension.preferredContentSizeRatio
        let preferred = preferredRatio.map { CardRenderer.customHeight(width: width, ratio: $0, cellAspect: aspect) }
        return .object([
            ("initialRatio", .double(state.contentSizeRatio)),
            ("preferredRatio", preferredRatio.map { .double($0) } ?? .null),
            ("initialHeight", .int(CardRenderer.customHeight(width: width, ratio: state.contentSizeRatio, cellAspect: aspect))),
            ("preferredHeight", preferred.map { .int($0) } ?? .null),
            ("height", .int(CardRenderer.customHeight(width: width, ratio: state.currentContentSizeRatio, cellAspect: aspect))),
            ("preferredSizeApplied", .bool(state.isPreferredContentSizeApplied && preferredRatio != nil)),
        ])
    }

    package static func media(_ state: PreviewState, layout: CardLayout) -> OutputJSON {
        guard let spec = state.mediaButton else { return .null }
        var members: [(String, OutputJSON)] = [("button", .string(spec.type.rawValue)), ("playing", .bool(state.extensionView.isMediaPlaying)),
                                               ("visible", .bool(layout.mediaButtonRect != nil))]
        if let rect = layout.mediaButtonRect {
            members += [("x", .int(rect.x)), ("y", .int(rect.y)), ("width", .int(rect.width)), ("height", .int(rect.height))]
        }
        return .object(members)
    }
}

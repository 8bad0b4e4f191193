import PushPeekJSON
import PushPeekModel
import PushPeekCanvas

/// The status line at the bottom of the preview: a message (a reload's error or sign) and the key
/// hints of the current mode, fitted to the width by dropping hints by priority — never the way to
/// quit or to get the key help.
public enum StatusLine {
    package static let separator = " · "
    /// A message is kept (cut if need be) before any hint below this priority.
    package static let messagePriority = 7

    /// What the status line shows for a terminal `width` columns wide (the row keeps one blank
    /// column at each end).
    public static func text(_ state: PreviewState, width: Int, log: LogPlacement = .hidden, scrolls: Bool = false) -> String {
        fit(hints(state, log: log, scrolls: scrolls), message: state.statusMessage ?? state.notice, width: max(0, width - 2))
    }

    /// The hints of the state's mode, in display order, each with its priority.
    public static func hints(_ state: PreviewState, log: LogPlacement = .hidden, scrolls: Bool = false) -> [StatusHint] {
        let mode = state.interactionMode
        var hints: [StatusHint] = []
        if log == .replacesCard && mode != .help {
            hints.append(StatusHint("l back to the card", priority: 9))
        }
        let scroll = StatusHint("pgup/pgdn scroll", priority: 3)
        switch mode {
        case .help:
            return [StatusHint("↑/↓ pgup/pgdn scroll", priority: 4), StatusHint("any key closes", priority: 5),
                    StatusHint("? close", priority: StatusHint.essential), .quit()]
        case .sendPrompt:
            return SendPromptKeymap.map.statusHints + [.help(), .quit()]
        case .unlockPrompt:
            hints += UnlockPromptKeymap.map.statusHints
        case .textReply:
            hints += ReplyKeymap.map.statusHints
            if scrolls { hints.append(scroll) }
            return hints + [.help("f1"), .quit("ctrl+c")]
        case .paymentSheet:
            hints += PaymentSheetKeymap.map.statusHints
        case .inputView:
            hints += SliderKeymap.map.statusHints
        case .dismissed, .banner, .expanded:
            // The card's keys are the keymap's, with their hints.
            return hints + (PreviewKeymap.hints(state, scrolls: scrolls) ?? []) + [.help(), .quit()]
        }
        if scrolls { hints.append(scroll) }
        return hints + [.help(), .quit()]
    }

    /// Joins the message and the hints into at most `width` columns: the lowest-priority hints go
    /// first (the rightmost of equals), then the message is cut, and only when the essential hints
    /// alone are too wide is the line itself cut.
    public static func fit(_ hints: [StatusHint], message rawMessage: String?, width: Int) -> String {
        var kept = hints
        let message = rawMessage.map { TerminalSafeText.sanitize($0) }.flatMap { $0.isEmpty ? nil : $0 }
        // Appended in turn: the generic `joined(separator:)` looks up an associated type at its first
        // use in a run (0.1 M instructions before the first frame).
        func line(_ message: String?) -> String {
            var text = message ?? ""
            var first = message == nil
            for hint in kept {
                if !first { text += separator }
                text += hint.text
                first = false
            }
            return text
        }
        func dropOne(below floor: Int) -> Bool {
            guard let lowest = kept.map(\.priority).filter({ $0 < floor }).min(),
                  let victim = kept.lastIndex(where: { $0.priority == lowest }) else { return false }
            kept.remove(at: victim)
            return true
        }
        while DisplayWidth.of(line(message)) > width, dropOne(below: message == nil ? StatusHint.essential : messagePriority) {}
        guard let message, DisplayWidth.of(line(message)) > width else { return TextLayout.truncate(line(message), width: width) }
        let room = width - DisplayWidth.of(line(nil)) - DisplayWidth.of(separator)
        if room >= 4 { return head(message, width: room) + separator + line(nil) }
        while DisplayWidth.of(line(nil)) > width, dropOne(below: StatusHint.essential) {}
        return TextLayout.truncate(line(nil), width: width)
    }
}

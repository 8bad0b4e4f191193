import PushPeekJSON

/// The status bar's hints on the card (the banner, the full interface, a dismissed card): each
/// stands for a binding of the keymap and shows while that binding acts in the state at hand.
extension PreviewKeymap {
    /// One hint: the binding it stands for, its text, and when it shows (bubbles' `enabled`).
    public struct Hint: Sendable {
        public let action: Action
        public let hint: StatusHint
        /// Whether it shows for a state, given whether the card scrolls.
        public let shows: @Sendable (PreviewState, Bool) -> Bool

        init(_ action: Action, _ text: String, priority: Int, shows: @escaping @Sendable (PreviewState, Bool) -> Bool = { _, _ in true }) {
            self.action = action
            hint = StatusHint(text, priority: priority)
            self.shows = shows
        }
    }

    static let scroll = Hint(.scrollCard, "pgup/pgdn scroll", priority: 3) { _, scrolls in scrolls }

    /// The hints of each card mode, in the order the bar shows them.
    public static let cardHints: [String: [Hint]] = [
        InteractionMode.banner.name: [
            Hint(.expandOrChoose, "enter expand", priority: 6), Hint(.toggleBanner, "b banner/expanded", priority: 2),
            Hint(.dismiss, "d dismiss", priority: 2), Hint(.openApp, "o open app", priority: 1), Hint(.log, "l log", priority: 3), scroll,
        ],
        InteractionMode.expanded.name: [
            Hint(.cycleFocus, "tab focus", priority: 5), Hint(.expandOrChoose, "enter choose", priority: 6),
            Hint(.moveFocus, "←/→ segment", priority: 5) { state, _ in state.focusesSegmentedControl },
            Hint(.media, "m play/pause", priority: 3) { state, _ in state.mediaButton != nil },
            scroll,
            Hint(.dismiss, "d dismiss", priority: 2), Hint(.openApp, "o open app", priority: 1), Hint(.toggleBanner, "b banner", priority: 1),
            Hint(.redeliver, "r again", priority: 1), Hint(.log, "l log", priority: 3),
        ],
        InteractionMode.dismissed.name: [Hint(.redeliver, "r deliver again", priority: 6), Hint(.log, "l log", priority: 3), scroll],
    ]

    /// The hints of `state`'s card mode that show; nil for a mode whose keys another reducer reads.
    public static func hints(_ state: PreviewState, scrolls: Bool) -> [StatusHint]? {
        cardHints[state.interactionMode.name].map { $0.filter { $0.shows(state, scrolls) }.map(\.hint) }
    }
}

extension PreviewState {
    /// The focus is on a segmented control of the full interface: ←/→ change its segment.
    package var focusesSegmentedControl: Bool {
        guard case .control(let index)? = focus, case .segmented? = controls[safe: index]?.content else { return false }
        return true
    }
}

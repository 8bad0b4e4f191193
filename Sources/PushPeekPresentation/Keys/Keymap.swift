/// A screen's keys as data: sections of bindings that the reducer matches keys against, the `?`
/// table is drawn from, the status bar takes its hints from, and the README's keys table is
/// written from.
public struct Keymap<Action: Sendable & Equatable>: Sendable {
    /// A heading of the `?` table and its bindings (an empty title: the keys every screen has).
    public struct Section: Sendable {
        public let title: String
        public let bindings: [KeyBinding<Action>]

        public init(_ title: String, _ bindings: [KeyBinding<Action>]) {
            self.title = title
            self.bindings = bindings
        }

        /// The bindings the `?` table and the README list: those with a label.
        public var listed: [KeyBinding<Action>] {
            bindings.filter { !$0.label.isEmpty }
        }
    }

    /// A status bar hint of a mode whose bar lists its keys in an order of its own: the binding it
    /// stands for (nil for the mode's title, such as "type a reply", which no key has).
    public struct Hint: Sendable {
        public let action: Action?
        public let hint: StatusHint

        public init(_ action: Action?, _ text: String, priority: Int) {
            self.action = action
            hint = StatusHint(text, priority: priority)
        }
    }

    public let sections: [Section]
    /// The status bar's hints, in the order the bar shows them (a screen whose bindings carry their
    /// own `hint` leaves this empty).
    public let hints: [Hint]

    public init(_ sections: [Section], hints: [Hint] = []) {
        self.sections = sections
        self.hints = hints
    }

    /// The status bar's hints as the bar takes them.
    public var statusHints: [StatusHint] {
        hints.map(\.hint)
    }

    /// The action `key` is bound to, first binding first; bindings without an action only document.
    public func action(for key: Key) -> Action? {
        for section in sections {
            for binding in section.bindings where binding.action != nil && binding.keys.contains(key) {
                return binding.action
            }
        }
        return nil
    }

    /// The binding of `action`.
    public func binding(_ action: Action) -> KeyBinding<Action>? {
        sections.lazy.flatMap(\.bindings).first { $0.action == action }
    }

    /// The status hint of `action`'s binding.
    public func hint(_ action: Action) -> StatusHint? {
        binding(action)?.hint
    }

    /// The `?` table: each section's heading, then its rows (a binding without a label is listed by
    /// the row before it, as `shift+tab` by `tab / shift+tab`).
    public var helpTable: KeyHelpView.Table {
        sections.flatMap { section in [("", section.title)] + section.listed.map { ($0.label, $0.help) } }
    }

    /// The rows of this keymap's sections as documentation rows of another screen's keymap (the
    /// preview's `?` table lists the reply keyboard's, the slider's and the prompts' keys).
    public func documentation<Other>(as: Other.Type = Other.self) -> [Keymap<Other>.Section] {
        sections.map { section in .init(section.title, section.listed.map { KeyBinding<Other>(nil, $0.label, $0.help, manual: $0.manual) }) }
    }

    /// The README's keys table for the sections titled `titles`: each binding's keys and what it
    /// does (`manual`, else `help`).
    public func markdownTable(sections titles: [String]) -> String {
        let rows = sections.filter { titles.contains($0.title) }.flatMap(\.listed).map { binding in
            "| \(binding.label.replacingPipes) | \((binding.manual ?? binding.help).replacingPipes) |"
        }
        return (["| key | what it does |", "|---|---|"] + rows).joined(separator: "\n")
    }

    /// Every key a binding names, in order, each once: the names `--keys` takes for this screen.
    public var keys: [Key] {
        var seen: Set<Key> = []
        return sections.flatMap(\.bindings).flatMap(\.keys).filter { seen.insert($0).inserted }
    }
}

extension String {
    /// A table cell's text: `|` would end the cell.
    fileprivate var replacingPipes: String {
        split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}

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
    }

    public let sections: [Section]

    public init(_ sections: [Section]) {
        self.sections = sections
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

    /// The `?` table: each section's heading, then its rows.
    public var helpTable: KeyHelpView.Table {
        sections.flatMap { section in [("", section.title)] + section.bindings.map { ($0.label, $0.help) } }
    }

    /// The README's keys table for the sections titled `titles`: each binding's keys and what it
    /// does (`manual`, else `help`).
    public func markdownTable(sections titles: [String]) -> String {
        let rows = sections.filter { titles.contains($0.title) }.flatMap(\.bindings).map { binding in
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

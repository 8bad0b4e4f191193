/// One command-line option as the commands that take it see it: its name, the value it takes, one
/// line of help. The same name may have several specs when its meaning differs between commands
/// (`--format` is `text|ansi|json` for `render`, `text|json` for `lint`).
struct OptionSpec: Sendable {
    /// `--app`.
    let name: String
    /// What the value looks like when it is written out (`FILE`, `N`); nil for a switch or choices.
    private let fixedValue: String?
    /// The value's choices (`text|ansi|json`), joined from their enum only when help or an error
    /// shows them: the table is made at every start, for the one option looked up.
    private let choices: (@Sendable () -> String)?
    /// One line of help, shown by `pushpeek help COMMAND` and in the README's options table.
    let summary: String
    /// The commands that take it.
    let commands: [Command]

    init(_ name: String, _ value: String?, _ summary: String, _ commands: [Command]) {
        self.name = name
        fixedValue = value
        choices = nil
        self.summary = summary
        self.commands = commands
    }

    init(_ name: String, choices: @escaping @Sendable () -> String, _ summary: String, _ commands: [Command]) {
        self.name = name
        fixedValue = nil
        self.choices = choices
        self.summary = summary
        self.commands = commands
    }

    /// What the value looks like (`FILE`, `N`, `text|ansi|json`); nil for a switch.
    var value: String? { choices?() ?? fixedValue }

    /// `--app FILE`, or `--watch`.
    var synopsis: String { value.map { "\(name) \($0)" } ?? name }
    var takesValue: Bool { fixedValue != nil || choices != nil }
}

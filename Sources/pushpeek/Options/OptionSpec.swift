/// One command-line option as the commands that take it see it: its name, the value it takes, one
/// line of help. The same name may have several specs when its meaning differs between commands
/// (`--format` is `text|ansi|json` for `render`, `text|json` for `lint`).
struct OptionSpec: Sendable {
    /// `--app`.
    let name: String
    /// What the value looks like (`FILE`, `N`, `text|ansi|json`); nil for a switch.
    let value: String?
    /// One line of help, shown by `pushpeek help COMMAND` and in the README's options table.
    let summary: String
    /// The commands that take it.
    let commands: [Command]

    init(_ name: String, _ value: String?, _ summary: String, _ commands: [Command]) {
        self.name = name
        self.value = value
        self.summary = summary
        self.commands = commands
    }

    /// `--app FILE`, or `--watch`.
    var synopsis: String { value.map { "\(name) \($0)" } ?? name }
    var takesValue: Bool { value != nil }
}

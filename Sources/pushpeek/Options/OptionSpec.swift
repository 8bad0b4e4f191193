/// One command-line option as the commands that take it see it: its name, the value it takes, one
/// line of help. The same name may have several specs when its meaning differs between commands
/// (`--format` is `text|ansi|json` for `render`, `text|json` for `lint`).
struct OptionSpec: Sendable {
    /// `--app`.
    let name: String
    /// What the value looks like (`FILE`, `N`, `text|ansi|json`); nil for a switch.
    let value: String?
    /// One line of help, shown by `pushpeek help COMMAND` and in the README's options table.
    var summary: String { makeSummary() }
    /// Made when read: a command line that is only parsed never builds the help's lines.
    private let makeSummary: @Sendable () -> String
    /// The commands that take it.
    let commands: [Command]

    init(_ name: String, _ value: String?, _ summary: @autoclosure @escaping @Sendable () -> String, _ commands: [Command]) {
        self.name = name
        self.value = value
        makeSummary = summary
        self.commands = commands
    }

    /// `--app FILE`, or `--watch`.
    var synopsis: String { value.map { "\(name) \($0)" } ?? name }
    var takesValue: Bool { value != nil }
}

import PushPeekJSON

/// `pushpeek help [COMMAND]`, `pushpeek --help`, `pushpeek COMMAND --help`: the overview, or one
/// command's synopsis, description and every option it takes (from `OptionTable`).
enum HelpCommand {
    static let version = "0.1.0"

    static func run(_ arguments: Arguments) -> Int32 {
        guard let name = arguments.positionals.first else {
            Output.out(text(for: nil))
            return 0
        }
        guard arguments.positionals.count == 1 else {
            return Output.fail(InputError(.usage, message: "help takes one command"), help: .help)
        }
        guard let command = Command(rawValue: name) else {
            return Output.fail(CommandRouter.unknownCommand(name, suggestion: CommandRouter.suggestion(for: name)))
        }
        Output.out(text(for: command))
        return 0
    }

    /// The help of `command`, or the overview for nil, laid out for `width` columns.
    static func text(for command: Command?, width: Int = HelpLayout.width()) -> String {
        guard let command else { return overview(width: width) }
        var text = HelpLayout.fill("Usage: pushpeek \(command.synopsis)\n\n\(command.about)", width: width) + "\n"
        text += "Options:\n" + optionList(OptionTable.specs(for: command), width: width) + "\n"
        if let more = command.afterword(width: width) { text += "\n" + more }
        return text
    }

    /// `  --app FILE                  the app's …`, one option a row (the summary on its own line
    /// when the synopsis is long).
    static func optionList(_ specs: [OptionSpec], width: Int) -> String {
        HelpLayout.table(specs.map { spec in
            ("  " + (spec.name == "--help" ? "-h, --help" : spec.synopsis), spec.summary)
        }, column: 30, width: width)
    }

    static func overview(width: Int) -> String {
        let commands = HelpLayout.table(Command.allCases.map { ("  pushpeek " + $0.synopsis, $0.summary) }, column: 44, width: width)
        let head = "pushpeek — see what iOS shows for a push notification, in the terminal.\n\nUsage:"
        let tail = """
            'pushpeek help COMMAND' or 'pushpeek COMMAND --help' lists a command's options.
            A first argument that is not a command is the payload to preview (pushpeek payload.json).

            Exit statuses: 0 ok · 1 lint found errors · 64 usage · 65 bad payload or app file ·
            66 file missing or unreadable · 74 I/O error, or no terminal the screen can use · 128+N killed by signal N.

            """
        return HelpLayout.fill(head, width: width) + "\n" + commands + "\n\n" + HelpLayout.fill(tail, width: width)
    }
}

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

    /// The help of `command`, or the overview for nil.
    static func text(for command: Command?) -> String {
        guard let command else { return overview }
        var text = "Usage: pushpeek \(command.synopsis)\n\n\(command.about)\n"
        text += "Options:\n" + optionList(OptionTable.specs(for: command)) + "\n"
        if let more = command.afterword { text += "\n" + more }
        return text
    }

    /// `  --app FILE                  the app's …`, one option a line (the summary on its own line
    /// when the synopsis is long).
    static func optionList(_ specs: [OptionSpec]) -> String {
        let column = 30
        return specs.map { spec in
            let synopsis = spec.name == "--help" ? "-h, --help" : spec.synopsis
            let lead = "  " + synopsis
            return lead.count < column
                ? lead + String(repeating: " ", count: column - lead.count) + spec.summary
                : lead + "\n" + String(repeating: " ", count: column) + spec.summary
        }.joined(separator: "\n")
    }

    static var overview: String {
        let commands = Command.allCases.map { command in
            let lead = "  pushpeek " + command.synopsis
            return lead + String(repeating: " ", count: max(1, 48 - lead.count)) + command.summary
        }.joined(separator: "\n")
        return """
        pushpeek — see what iOS shows for a push notification, in the terminal.

        Usage:
        \(commands)

        'pushpeek help COMMAND' or 'pushpeek COMMAND --help' lists a command's options.
        A first argument that is not a command is the payload to preview (pushpeek payload.json).

        Exit statuses: 0 ok · 1 lint found errors · 64 usage · 65 bad payload or app file ·
        66 file missing or unreadable · 74 I/O error or no terminal · 128+N killed by signal N.

        """
    }
}

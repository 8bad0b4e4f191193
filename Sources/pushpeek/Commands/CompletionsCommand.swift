import PushPeekJSON

/// `pushpeek completions bash|zsh|fish`: prints the shell's completion script, generated from the
/// option table (`CompletionModel`).
enum CompletionsCommand {
    static func run(_ arguments: Arguments) -> Int32 {
        let shells = CompletionShell.allCases.map(\.rawValue).joined(separator: ", ")
        guard arguments.positionals.count == 1, let shell = CompletionShell(rawValue: arguments.positionals[0]) else {
            let given = arguments.positionals.first.map { ", not \"\(TerminalSafeText.sanitize($0))\"" } ?? ""
            return Output.fail(InputError(.usage, message: "completions takes one shell: \(shells)\(given)"), help: .completions)
        }
        Output.out(shell.script)
        return 0
    }
}

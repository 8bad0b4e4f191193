/// The commands of `pushpeek`, in the order the overview lists them. `preview` is also what a
/// first argument that is not a command means (`pushpeek payload.json`).
enum Command: String, CaseIterable, Sendable {
    case preview, render, lockscreen, lint, `import`, activity, send, serve, demo, keytest, completions, help

    /// The synopsis after `pushpeek `.
    var synopsis: String {
        switch self {
        case .preview: return "[preview] [PAYLOAD] [options]"
        case .render: return "render PAYLOAD|DIR... [options]"
        case .lockscreen: return "lockscreen PAYLOAD|DIR... [options]"
        case .lint: return "lint FILE|DIR... [options]"
        case .import: return "import PROJECT|FOLDER [--explain]"
        case .activity: return "activity PUSH... --app FILE [options]"
        case .send: return "send PAYLOAD --device TOKEN... --topic BUNDLE-ID [options]"
        case .serve: return "serve [--app FILE] [--listen HOST:PORT] [options]"
        case .demo: return "demo [NAME[/PAYLOAD]] [options]"
        case .keytest: return "keytest [options]"
        case .completions: return "completions bash|zsh|fish"
        case .help: return "help [COMMAND] [--man]"
        }
    }

    /// One line for the overview.
    var summary: String {
        switch self {
        case .preview: return "the interactive preview (no payload: the built-in demo)"
        case .render: return "print the card headless: text, ANSI colours, JSON, SVG or HTML"
        case .lockscreen: return "many payloads as the lock screen shows them: stacks, hidden previews, summary"
        case .lint: return "check payloads against APNs and the app's setup"
        case .import: return "read an Xcode project (or a folder of sources) into the app description --app takes"
        case .activity: return "play Live Activity pushes: lock screen and Dynamic Island, step by step"
        case .send: return "send a payload through APNs (HTTP/2), or to a Simulator"
        case .serve: return "an APNs endpoint on this machine: answers as Apple does, shows what arrived"
        case .demo: return "list the built-in examples, or open one"
        case .keytest: return "show what the terminal sends (keys, mouse, size)"
        case .completions: return "print a shell completion script (bash, zsh or fish)"
        case .help: return "the overview, or a command's options"
        }
    }

    func run(_ arguments: Arguments) -> Int32 {
        switch self {
        case .preview: return PreviewCommand.run(arguments)
        case .render: return RenderCommand.run(arguments)
        case .lockscreen: return LockScreenCommand.run(arguments)
        case .lint: return LintCommand.run(arguments)
        case .import: return ImportCommand.run(arguments)
        case .activity: return ActivityCommand.run(arguments)
        case .send: return SendCommand.run(arguments)
        case .serve: return ServeCommand.run(arguments)
        case .demo: return DemoCommand.run(arguments)
        case .keytest: return KeyTestCommand.run(arguments)
        case .completions: return CompletionsCommand.run(arguments)
        case .help: return HelpCommand.run(arguments)
        }
    }
}

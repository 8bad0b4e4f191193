#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekCore

/// Dispatches `pushpeek [command] …`; a first argument that is a file means `preview`.
func runPushPeek(_ arguments: [String]) -> Int32 {
    if arguments.first == KeyTestCommand.name {
        return KeyTestCommand.run(Array(arguments.dropFirst()))
    }
    let commands = ["render", "preview", "lint", "demo", "help"]
    var rest = arguments
    let command: String
    if let first = rest.first, commands.contains(first) {
        command = first
        rest.removeFirst()
    } else {
        command = "preview"
    }
    let parsed: Arguments
    do throws(InputError) {
        parsed = try Arguments(rest)
    } catch {
        return Output.fail(error)
    }
    if parsed.has("--version") {
        Output.out("pushpeek \(Usage.version)\n")
        return 0
    }
    if command == "help" || parsed.has("--help") || parsed.has("-h") {
        Output.out(Usage.text(for: command == "help" ? parsed.positionals.first : command))
        return 0
    }
    switch command {
    case "render": return RenderCommand.run(parsed)
    case "lint": return LintCommand.run(parsed)
    case "demo": return DemoCommand.run(parsed)
    default: return PreviewCommand.run(parsed)
    }
}

exit(Output.finalStatus(runPushPeek(Array(CommandLine.arguments.dropFirst()))))

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekJSON

/// Dispatches `pushpeek [command] …` (`CommandRouter`); each command takes only its own options.
func runPushPeek(_ arguments: [String]) -> Int32 {
    let command: Command
    let rest: [String]
    do throws(InputError) {
        (command, rest) = try CommandRouter.route(arguments)
    } catch {
        return Output.fail(error)
    }
    let parsed: Arguments
    do throws(InputError) {
        parsed = try Arguments(rest, for: command)
    } catch {
        return Output.fail(error, help: command)
    }
    if parsed.has("--version") {
        Output.out("pushpeek \(HelpCommand.version)\n")
        return 0
    }
    if parsed.has("--help") {
        // `pushpeek --help` (no command named) is the overview.
        Output.out(HelpCommand.text(for: arguments.first == command.rawValue ? command : nil))
        return 0
    }
    return command.run(parsed)
}

exit(Output.finalStatus(runPushPeek(Array(CommandLine.arguments.dropFirst()))))

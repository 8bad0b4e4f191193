#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekJSON
import PushPeekCanvas
import PushPeekPresentation
import PushPeekInteraction
import PushPeekTerminal

/// `pushpeek keytest [--theme NAME] [--colors none|8|16|256|24bit] [--tick MS]`: shows what
/// the terminal sends (keys, mouse, size). `--tick MS` delivers a poll event every MS ms.
/// `PUSHPEEK_KEYTEST_CRASH=1` makes `X` crash on purpose, to check the terminal is restored.
enum KeyTestCommand {
    static func run(_ arguments: Arguments) -> Int32 {
        let theme: Theme
        let depth: ColorDepth?
        let tick: Int?
        do throws(InputError) {
            guard arguments.positionals.isEmpty else { throw InputError(.usage, message: "keytest takes no file") }
            let themeName = try arguments.choice("--theme", ThemeLoader.builtinNames, default: "ios-dark")
            guard let builtin = ThemeLoader.builtin(named: themeName) else { throw InputError(.usage, message: "no built-in theme \(themeName)") }
            theme = builtin
            depth = try ThemeChoice.colors(arguments)
            tick = try arguments.integer("--tick", in: 1...60_000)
        } catch {
            return Output.fail(error, help: .keytest)
        }
        var model = KeyTestModel(processID: getpid(), allowsCrash: Output.environment("PUSHPEEK_KEYTEST_CRASH") == "1")
        do {
            let poll: (() -> [Event])? = tick == nil ? nil : { [.filesChanged] }
            return try TerminalRunLoop.run(&model, theme: theme, colorDepth: depth, pollInterval: tick ?? 250, poll: poll)
        } catch {
            Output.err("pushpeek: \(TerminalSafeText.sanitize("\(error)"))\n")
            return 74
        }
    }
}

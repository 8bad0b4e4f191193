#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekCore
import PushPeekTerminal

/// `pushpeek keytest [--theme NAME] [--colors none|ansi8|ansi256|trueColor] [--tick MS]`: shows what
/// the terminal sends (keys, mouse, size). `--tick MS` delivers a poll event every MS ms.
/// `PUSHPEEK_KEYTEST_CRASH=1` makes `X` crash on purpose, to check the terminal is restored.
enum KeyTestCommand {
    static let name = "keytest"

    static func run(_ arguments: [String]) -> Int32 {
        var themeName = "ios-dark"
        var depth: ColorDepth?
        var tick: Int?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let value = index + 1 < arguments.count ? arguments[index + 1] : ""
            switch argument {
            case "--theme": themeName = value
            case "--colors": depth = ColorDepth(rawValue: value)
            case "--tick": tick = Int(value)
            default:
                Output.err("pushpeek: unknown option \(TerminalSafeText.sanitize(argument))\n")
                return 64
            }
            index += 2
        }
        guard let theme = ThemeLoader.builtin(named: themeName) else {
            Output.err("pushpeek: unknown theme \(TerminalSafeText.sanitize(themeName))\n")
            return 64
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

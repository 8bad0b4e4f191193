// TEMPORARY test fixture for the terminal layer: `pushpeek __terminal-demo [--theme NAME]
// [--colors none|ansi8|ansi256|trueColor] [--tick MS]` (--tick polls `.filesChanged` every MS ms) runs `TerminalDemoModel` through `TerminalRunLoop`.
// Used by Tests/PushPeekEndToEndTests/TerminalLayerTests.swift. Delete this folder together with the
// `__terminal-demo` lines in main.swift, or keep it as a hidden fixture.
import Foundation
import PushPeekCore
import PushPeekTerminal

/// The hidden `__terminal-demo` command.
enum TerminalDemoCommand {
    static let name = "__terminal-demo"

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
                FileHandle.standardError.write(Data("pushpeek: unknown option \(argument)\n".utf8))
                return 64
            }
            index += 2
        }
        guard let theme = ThemeLoader.builtin(named: themeName) else {
            FileHandle.standardError.write(Data("pushpeek: unknown theme \(themeName)\n".utf8))
            return 64
        }
        var model = TerminalDemoModel(processID: getpid())
        do {
            let poll: (() -> [Event])? = tick == nil ? nil : { [.filesChanged] }
            return try TerminalRunLoop.run(&model, theme: theme, colorDepth: depth, pollInterval: tick ?? 250, poll: poll)
        } catch {
            FileHandle.standardError.write(Data("pushpeek: \(error)\n".utf8))
            return 74
        }
    }
}

import Foundation
import PushPeekCore

// TEMPORARY (terminal worktree): hidden terminal-layer fixture; see TerminalDemo/.
if CommandLine.arguments.count > 1, CommandLine.arguments[1] == TerminalDemoCommand.name {
    exit(TerminalDemoCommand.run(Array(CommandLine.arguments.dropFirst(2))))
}

print("pushpeek")

import Foundation
import Testing

/// A terminal the interactive screens cannot use — none at all, a `TERM` terminfo does not know, or
/// `TERM=dumb` (no cursor addressing) — is refused before anything is drawn, with exit 74 and a
/// message naming the command's headless way: `render` for the preview, `--render` for the lock
/// screen, the activity player and a built-in example.
@Suite("Terminals the screens cannot use")
struct TerminalRefusalTests {
    static let payload = Flow.example("spy-agency/payload.json")
    static let app = Flow.example("spy-agency/app.json")
    static let delivery = ["activity", Flow.example("delivery/1-start.json"), "--app", Flow.example("delivery/app.json")]
    static let lockScreen = ["lockscreen", Flow.example("lock-screen"), "--app", Flow.example("lock-screen/app.json")]

    /// Each command, and the headless command its refusal names.
    static let commands: [([String], String)] = [
        ([payload, "--app", app], "`pushpeek render PAYLOAD` prints it headless"),
        ([], "`pushpeek demo spy-agency --render` prints it headless"),
        (lockScreen, "`pushpeek lockscreen PAYLOAD|DIR... --render` prints it headless"),
        (delivery, "`pushpeek activity PUSH... --app FILE --render` prints it headless"),
    ]

    @Test("without a terminal each screen names its own headless way, never a `render` that lockscreen and activity lack")
    func notATerminal() throws {
        for (arguments, headless) in Self.commands {
            let result = try Run.pushpeek(arguments)
            #expect(result.status == 74, "\(arguments): \(result)")
            #expect(result.stderr.contains("not a terminal"), "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(headless), "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test("TERM=dumb at 80×24: refused with the reason and the headless way; nothing drawn, the shell's screen as it was")
    func dumbTerminal() throws {
        for (arguments, headless) in Self.commands {
            let tmux = try TmuxSession.pushpeek(arguments, term: "dumb", then: "echo AFTER")
            // The history, wrapped lines joined: the message is longer than a row.
            let screen = try tmux.waitFor(TmuxSession.thenDone, history: true)
            #expect(screen.contains("EXIT=74"), "\(arguments): \(screen)")
            let message = screen
            #expect(message.contains("terminal type 'dumb' cannot show the interactive screen (it cannot move the cursor)"), "\(screen)")
            #expect(message.contains(headless), "\(arguments): \(screen)")
            // Only the message, the status and the shell's echo: no card, no log, no status line.
            #expect(!screen.contains("╭") && !screen.contains("q quit"), "\(arguments): drawn on a dumb terminal:\n\(screen)")
            #expect(screen.contains("AFTER"))
            #expect(try !tmux.modes().alternateScreen)
        }
    }

    @Test("an unknown TERM is refused the same way, naming it")
    func unknownTerminal() throws {
        let tmux = try TmuxSession.pushpeek(Self.lockScreen, term: "no-such-terminal", then: "true")
        let screen = try tmux.waitFor(TmuxSession.thenDone, history: true)
        #expect(screen.contains("EXIT=74"), "\(screen)")
        #expect(screen.contains("unknown terminal type 'no-such-terminal'"), "\(screen)")
        #expect(screen.contains("`pushpeek lockscreen PAYLOAD|DIR... --render` prints it headless"), "\(screen)")
    }
}

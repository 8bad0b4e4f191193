import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-Z and `fg` in a job-control shell, and every signal whose default action ends the process:
/// the terminal is left as a shell expects it, and after `fg` the screen and its modes come back.
@Suite("Suspend, continue and terminating signals (tmux)")
struct SuspendAndSignalTests {
    /// Every catchable signal whose default action ends the process, other than the crash signals
    /// (`TerminalRestoreTests` covers those, SIGINT, SIGTERM and SIGHUP).
    static var terminatingSignals: [Int32] {
        var signals = [SIGQUIT, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSYS]
        #if os(Linux)
        signals += [SIGSTKFLT, SIGPWR, SIGIO, __libc_current_sigrtmin(), __libc_current_sigrtmax()]
        #endif
        return signals
    }

    @Test("a terminating signal exits 128 + N with the screen, cursor, keypad, mouse and tty restored",
          arguments: terminatingSignals)
    func terminatingSignalRestores(_ signal: Int32) throws {
        let tmux = try TmuxSession.pushpeek(["keytest"], then: "stty -a")
        let screen = try tmux.waitFor("pid: ")
        let pidText = screen.components(separatedBy: "pid: ").last?.prefix { $0.isNumber } ?? ""
        let pid = try #require(pid_t(String(pidText)))
        #expect(try tmux.modes().mouseButtonMotion, "drag tracking was never on")
        #expect(kill(pid, signal) == 0)
        TerminalRestoreTests.expectSaneTTY(try TerminalRestoreTests.waitForStty(tmux, status: 128 + signal))
        #expect(try tmux.unrestoredModes(checkCursor: true) == [], "signal \(signal)")
    }

    /// A shell with job control in an 80×24 pane, its prompt `READY>`.
    static func jobControlShell() throws -> TmuxSession {
        let tmux = try TmuxSession(command: "exec env PS1='READY> ' bash --norc --noprofile -i")
        try tmux.waitFor("READY>")
        return tmux
    }

    @Test("Ctrl-Z leaves the screen as the shell expects; fg repaints it whole with the mouse modes back",
          arguments: ["ansi", "ncurses"])
    func suspendAndContinue(painter: String) throws {
        let tmux = try Self.jobControlShell()
        let command = ["env", "SWIFT_BACKTRACE=enable=no", "TERM=xterm-256color", "PUSHPEEK_PAINTER=\(painter)",
                       try BinaryPath.pushpeek(), "--ratio", "0.1"].map(TmuxSession.shellQuote).joined(separator: " ")
        try tmux.sendLiteral(command)
        try tmux.sendKeys("Enter")
        try tmux.waitFor("The Sydney Observatory")
        try tmux.sendKeys("Enter")
        try tmux.waitFor("Accept")
        var previous = ""
        let before = try tmux.waitFor(timeout: 5, "two equal captures") { screen in
            defer { previous = screen }
            return screen == previous
        }
        let modesBefore = try tmux.modes()
        #expect(modesBefore.alternateScreen && modesBefore.mouseReporting && modesBefore.mouseButtonMotion && modesBefore.mouseSGR)

        try tmux.sendKeys("C-z")
        try tmux.waitFor("Stopped")
        try tmux.waitFor(timeout: 5, "the prompt after Stopped") { $0.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("READY>") }
        #expect(try tmux.unrestoredModes(checkCursor: true) == [], "\(painter): modes left on while stopped")

        try tmux.sendLiteral("fg")
        try tmux.sendKeys("Enter")
        let after = try tmux.waitFor(timeout: 5, "the card repainted") { $0 == before }
        #expect(after == before)
        let deadline = ContinuousClock.now + .seconds(TmuxSession.hangGuard)
        var modes = try tmux.modes()
        while !(modes.mouseButtonMotion && modes.mouseSGR && modes.alternateScreen) && ContinuousClock.now < deadline {
            usleep(20_000)
            modes = try tmux.modes()
        }
        #expect(modes.alternateScreen, "\(painter): alternate screen off after fg")
        #expect(modes.mouseReporting && modes.mouseButtonMotion && modes.mouseSGR, "\(painter): mouse modes after fg: \(modes)")
        #expect(!modes.cursorVisible, "\(painter): cursor shown after fg")

        // The preview still takes keys and a click, then quits cleanly.
        try tmux.sendKeys("Tab")
        try tmux.waitFor("› Payment ‹")
        try tmux.sendKeys("q")
        try tmux.waitFor(timeout: 5, "the prompt after quitting") { $0.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("READY>") && !$0.contains("Accept") }
        #expect(try tmux.unrestoredModes(checkCursor: true) == [])
    }
}

import Foundation
import Testing

/// Every way out of the interactive terminal leaves it usable: status, screen modes and tty modes.
@Suite("Terminal restore on exit (tmux)")
struct TerminalRestoreTests {
    static let demo = ["keytest"]

    /// The words of `stty -a` output after `EXIT=`.
    static func sttyWords(_ screen: String) -> Set<Substring> {
        guard let range = screen.range(of: "EXIT=", options: .backwards) else { return [] }
        return Set(screen[range.upperBound...].split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }))
    }

    /// Waits for the shell after pushpeek to have printed `EXIT=status` and run `stty -a`.
    static func waitForStty(_ tmux: TmuxSession, status: Int32) throws -> String {
        try tmux.waitFor(history: true, "EXIT=\(status) and stty output") {
            $0.contains("EXIT=\(status)\n") && $0.contains(TmuxSession.thenDone)
        }
    }

    static func expectSaneTTY(_ screen: String) {
        let words = sttyWords(screen)
        for flag in ["icanon", "echo", "isig", "icrnl", "opost"] {
            #expect(words.contains(Substring(flag)), "stty shows \(flag) in:\n\(screen)")
            #expect(!words.contains(Substring("-" + flag)), "stty shows -\(flag) in:\n\(screen)")
        }
    }

    @Test("q quits with status 0 and stty shows a cooked tty afterwards")
    func quitRestoresTTY() throws {
        let tmux = try TmuxSession.pushpeek(Self.demo, then: "stty -a")
        try tmux.waitFor("keys: 0")
        try tmux.sendKeys("q")
        Self.expectSaneTTY(try Self.waitForStty(tmux, status: 0))
        #expect(try tmux.unrestoredModes(checkCursor: true) == [])
    }

    @Test("a signal ends it with 128 + signal and the terminal restored",
          arguments: [(SIGTERM, Int32(143)), (SIGHUP, Int32(129)), (SIGINT, Int32(130))])
    func signalRestores(signal: Int32, status: Int32) throws {
        let tmux = try TmuxSession.pushpeek(Self.demo)
        try tmux.waitFor("keys: 0")
        try tmux.kill(signal)
        #expect(try tmux.waitForExit() == status)
        #expect(try tmux.unrestoredModes(checkCursor: false) == [])
    }

    @Test("after SIGTERM or SIGHUP the shell finds a cooked tty",
          arguments: [(SIGTERM, Int32(143)), (SIGHUP, Int32(129))])
    func signalRestoresTTY(signal: Int32, status: Int32) throws {
        let tmux = try TmuxSession.pushpeek(Self.demo, then: "stty -a")
        let screen = try tmux.waitFor("pid: ")
        let pidText = screen.components(separatedBy: "pid: ").last?.prefix { $0.isNumber } ?? ""
        let pid = try #require(pid_t(String(pidText)))
        #expect(kill(pid, signal) == 0)
        Self.expectSaneTTY(try Self.waitForStty(tmux, status: status))
        #expect(try tmux.unrestoredModes(checkCursor: true) == [])
    }

    @Test("Ctrl-C exits with 130 and the terminal restored")
    func controlC() throws {
        let tmux = try TmuxSession.pushpeek(Self.demo)
        try tmux.waitFor("keys: 0")
        try tmux.sendKeys("C-c")
        #expect(try tmux.waitForExit() == 130)
        #expect(try tmux.unrestoredModes(checkCursor: false) == [])
    }

    @Test("a crash (Swift runtime trap) restores the terminal and still dies by its signal")
    func crashRestores() throws {
        let tmux = try TmuxSession.pushpeek(Self.demo, environment: ["PUSHPEEK_KEYTEST_CRASH": "1"])
        try tmux.waitFor("keys: 0")
        try tmux.sendKeys("X")
        let status = try #require(try tmux.waitForExit())
        #expect(status == 128 + SIGILL || status == 128 + SIGTRAP, "status \(status)")
        #expect(try tmux.unrestoredModes(checkCursor: false) == [])
    }

    @Test("after a crash the shell finds a cooked tty")
    func crashRestoresTTY() throws {
        let tmux = try TmuxSession.pushpeek(Self.demo, then: "stty -a", environment: ["PUSHPEEK_KEYTEST_CRASH": "1"])
        try tmux.waitFor("keys: 0")
        try tmux.sendKeys("X")
        let screen = try tmux.waitFor(history: true, "stty after the crash") { $0.contains(TmuxSession.thenDone) }
        #expect(screen.contains("EXIT=\(128 + SIGILL)") || screen.contains("EXIT=\(128 + SIGTRAP)"), "\(screen)")
        Self.expectSaneTTY(screen)
        #expect(try tmux.unrestoredModes(checkCursor: true) == [])
    }

    @Test("an unknown TERM is a clear error, not a crash")
    func unknownTerminal() throws {
        let tmux = try TmuxSession.pushpeek(Self.demo, term: "pushpeek-no-such-term")
        #expect(try tmux.waitForExit() == 74)
        try tmux.waitFor("unknown terminal type 'pushpeek-no-such-term'", history: true)
    }
}

import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal always answers (tmux, 80×24): Ctrl-S is a key and cannot stop the program's output,
/// a signal ends it even while its terminal's output is stopped, and a bracketed paste is text for
/// a text field, never a sequence of commands.
@Suite("A terminal that always answers (tmux 80×24)")
struct TerminalAnswersTests {
    /// Pastes `text` into the pane as a terminal does (`paste-buffer -p`: bracketed when the program
    /// asked for mode 2004, raw otherwise), through a file so a paste of any size fits.
    static func paste(_ text: String, into tmux: TmuxSession) throws {
        let file = tmux.directory + "/paste.txt"
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        try tmux.tmux(["load-buffer", "-b", "paste", file])
        try tmux.tmux(["paste-buffer", "-p", "-r", "-b", "paste", "-t", tmux.target])
    }

    /// The number of the system call the process's main thread is in (`/proc/PID/syscall`), nil
    /// when it runs or the file cannot be read.
    static func systemCall(of pid: pid_t) -> Int? {
        #if os(Linux)
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/syscall", encoding: .utf8) else { return nil }
        return text.split(separator: " ").first.flatMap { Int($0) }
        #else
        return nil
        #endif
    }

    #if arch(x86_64)
    static let writeCall = 1
    #else
    static let writeCall = 64  // arm64
    #endif

    @Test("Ctrl-S then 6,000 queued keys: every key still arrives, then q quits")
    func controlSThenFloodThenQuit() throws {
        let tmux = try TmuxSession.pushpeek(["keytest"])
        try tmux.waitFor("keys: 0")
        try tmux.sendKeys("C-s")
        try tmux.waitFor("last: ctrl+s")
        try tmux.sendLiteral(String(repeating: "x", count: 6_000))
        try tmux.waitFor("keys: 6001", timeout: 30)
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
        #expect(try tmux.unrestoredModes(checkCursor: false) == [])
    }

    @Test("in the preview, Ctrl-S then q quits")
    func controlSThenQuitInThePreview() throws {
        let tmux = try TmuxSession.pushpeek([Flow.example("spy-agency/payload.json")])
        try tmux.waitFor("q quit")
        try tmux.sendKeys("C-s")
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
        #expect(try tmux.unrestoredModes(checkCursor: false) == [])
    }

    @Test("SIGTERM ends it while its terminal's output is stopped, and the shell finds the terminal restored")
    func signalWhileOutputStopped() throws {
        let tmux = try TmuxSession.pushpeek(["keytest"], then: "stty -a")
        let screen = try tmux.waitFor("pid: ")
        let pidText = screen.components(separatedBy: "pid: ").last?.prefix { $0.isNumber } ?? ""
        let pid = try #require(pid_t(String(pidText)))
        #expect(try tmux.modes().alternateScreen)

        // Stop the pane's output as Ctrl-S under IXON does, then make the program draw: it blocks writing.
        let ttyPath = try tmux.display("#{pane_tty}")
        let tty = open(ttyPath, O_RDWR | O_NOCTTY)
        try #require(tty >= 0, "open \(ttyPath): \(errno)")
        defer { close(tty) }
        #expect(tcflow(tty, TCOOFF) == 0)
        try tmux.sendKeys("x")
        let deadline = ContinuousClock.now + .seconds(10)
        while Self.systemCall(of: pid) != Self.writeCall && ContinuousClock.now < deadline { usleep(20_000) }
        #expect(Self.systemCall(of: pid) == Self.writeCall, "the program is not blocked writing to the stopped terminal")

        #expect(kill(pid, SIGTERM) == 0)
        TerminalRestoreTests.expectSaneTTY(try TerminalRestoreTests.waitForStty(tmux, status: 143))
        #expect(try tmux.unrestoredModes(checkCursor: true) == [])
    }

    @Test("a bracketed paste of \"Sy\" into the preview sends nothing; typed, S asks to send")
    func pasteIntoThePreviewSendsNothing() throws {
        let server = try APNsTestServer()
        defer { server.stop() }
        let payload = try server.write(PreviewSendTests.alert, "alert.json")
        let tmux = try PreviewSendTests.preview(payload, ["--device", APNsTestServer.device(1)] + server.tokenArguments,
                                                config: server.folder.path)
        defer { tmux.close() }
        try Self.paste("Sy", into: tmux)
        let noted = try tmux.waitFor("paste ignored")
        #expect(!noted.contains("Send this payload?"))
        // The same keys typed ask to send: the paste was what kept them from acting.
        try tmux.sendKeys("S")
        try tmux.waitFor("y send · n/esc cancel")
        try tmux.sendKeys("n")
        try tmux.waitFor { !$0.contains("y send · n/esc cancel") }
        #expect(try server.requests().isEmpty, "a request went out")
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
    }

    @Test("a paste into the reply field types it, newlines as spaces; a paste over 64 KiB is cut with a note")
    func pasteIntoTheReplyField() throws {
        let tmux = try TmuxSession.pushpeek([FlowTests.payload, "--app", FlowTests.commentApp], width: 110, height: 40)
        try FlowTests.expand(tmux, responses: ["didReceive ShowMap"]) { $0.card.contains("│ Tell HQ what you see...") }
        try Self.paste("Sy\nq", into: tmux)
        try tmux.waitForScreen("the pasted text in the field") { $0.card.contains("│ Sy q ") && !$0.card.contains("Tell HQ") }
        try tmux.sendKeys("C-u")
        try tmux.waitForScreen("the field empty") { $0.card.contains("Tell HQ") }
        try Self.paste(String(repeating: "a", count: 100_000) + "Z", into: tmux)
        let cut = try tmux.waitFor("paste cut at 64 KiB", timeout: 30)
        #expect(!cut.contains("aZ"), "the part past the limit was typed")
        try tmux.sendKeys("C-c")
        #expect(try tmux.waitForExit() == 130)
    }

    @Test("a 1 MB paste into the activity player is ignored with a note and the player still answers")
    func megabytePasteIntoThePlayer() throws {
        let folder = Flow.example("delivery")
        let tmux = try TmuxSession.pushpeek(["activity", folder + "/1-start.json", folder + "/2-update.json", "--app", folder + "/app.json"])
        try tmux.waitFor("step 1/2")
        try Self.paste(String(repeating: "Sy q ", count: 200_000), into: tmux)
        try tmux.waitFor("paste ignored", timeout: 60)
        try tmux.sendKeys("Right")
        try tmux.waitFor("step 2/2")
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
    }
}

import Foundation
import Testing

/// A file that fails before the preview's screen opens leaves the terminal as it was found: every
/// byte the pane receives is the error message the same command prints without a terminal, and the
/// tty is cooked afterwards (a screen entered and left again, or modes set early, would show here).
@Suite("A preview failing before its screen opens (tmux)")
struct PreviewOpeningTests {
    enum Failure: String, CaseIterable, Sendable {
        /// The payload is not JSON: the reading fails.
        case brokenPayload
        /// `--log` names a FIFO without a reader: refused after every file was read.
        case logFIFO

        func arguments(in folder: URL) throws -> [String] {
            let payload = folder.appendingPathComponent("payload.json").path
            switch self {
            case .brokenPayload:
                try HostileCorpus.write(#"{"aps": {"alert": {"title": "#, "payload.json", in: folder)
                return ["preview", payload]
            case .logFIFO:
                try HostileCorpus.write(#"{"aps": {"alert": {"title": "T", "body": "B"}}}"#, "payload.json", in: folder)
                try HostileCorpus.fifo("log", in: folder)
                return ["preview", payload, "--log", folder.appendingPathComponent("log").path]
            }
        }
    }

    @Test("a file failing before the screen opens: the pane gets only the message, the tty stays cooked", arguments: Failure.allCases)
    func failureWritesOnlyItsMessage(_ failure: Failure) throws {
        try HostileCorpus.withFolder { folder in
            let arguments = try failure.arguments(in: folder)
            let headless = try Run.pushpeek(arguments)
            #expect(headless.status != 0 && headless.stderr.hasPrefix("pushpeek: error: "), "\(headless)")
            let output = folder.appendingPathComponent("pane-output").path
            let program = try ["env", "SWIFT_BACKTRACE=enable=no", "TERM=xterm-256color", BinaryPath.pushpeek()] + arguments
            // pushpeek starts after a line is read, once every byte the pane receives goes to the file.
            let tmux = try TmuxSession(command: "read line; \(program.map(TmuxSession.shellQuote).joined(separator: " ")); "
                                       + "echo \"EXIT=$?\"; stty -a; echo \(TmuxSession.thenDone); exec cat", width: 100, height: 40)
            try tmux.tmux(["pipe-pane", "-t", tmux.target, "cat > " + TmuxSession.shellQuote(output)])
            try tmux.sendKeys("Enter")
            let screen = try TerminalRestoreTests.waitForStty(tmux, status: headless.status)
            TerminalRestoreTests.expectSaneTTY(screen)
            #expect(try tmux.unrestoredModes(checkCursor: true) == [])
            let received = try Self.waitForBytes(output, through: TmuxSession.thenDone)
            // The echoed Enter, then pushpeek's bytes up to the shell's EXIT line.
            let expected = "\r\n" + headless.stderr.replacingOccurrences(of: "\n", with: "\r\n") + "EXIT=\(headless.status)\r\n"
            #expect(received.hasPrefix(expected), "\(failure): the pane received \(received.debugDescription)")
        }
    }

    /// The file's text once it contains `marker` (the pipe's `cat` may lag behind the screen).
    static func waitForBytes(_ path: String, through marker: String) throws -> String {
        let deadline = ContinuousClock.now + .seconds(Int(TmuxSession.hangGuard))
        while true {
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            if text.contains(marker) { return text }
            if ContinuousClock.now >= deadline { throw HarnessError("timed out waiting for \(marker) in \(path): \(text.debugDescription)") }
            usleep(20_000)
        }
    }
}

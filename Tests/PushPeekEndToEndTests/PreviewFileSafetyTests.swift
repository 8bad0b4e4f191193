import Foundation
import Testing

/// The preview and its files in a real terminal: every hostile file swapped in under `--watch` is
/// reloaded (or refused with its message in the status line) without a hang, `q` still quits with 0;
/// a `--log` that cannot be written says so in the status line and on stderr (exit 74); a `--log`
/// FIFO ends the preview at once, before the terminal is touched.
@Suite("Files in the preview: --watch reloads of hostile files, a failing --log (tmux)")
struct PreviewFileSafetyTests {
    static let original = #"{"aps":{"alert":{"title":"WATCH-ORIGINAL","body":"b"},"category":"ShowMap"},"latitude":1,"longitude":2,"radius":300,"place":"P"}"#

    /// Moves every entry of `source` into `target` (replacing what is there), payload last; a case
    /// without a payload file of its own (missing, or a path outside the folder) removes or links it.
    static func swap(_ testCase: HostileCorpus.Case, into target: URL) throws {
        let manager = FileManager.default
        try HostileCorpus.withFolder { source in
            let (payload, _) = try testCase.build(source)
            let names = try manager.contentsOfDirectory(atPath: source.path).sorted { left, _ in left != "payload.json" }
            for name in names {
                let destination = target.appendingPathComponent(name)
                try? manager.removeItem(at: destination)
                try manager.moveItem(at: source.appendingPathComponent(name), to: destination)
            }
            let targetPayload = target.appendingPathComponent("payload.json")
            if payload.hasPrefix("/") {
                try? manager.removeItem(at: targetPayload)
                try manager.createSymbolicLink(atPath: targetPayload.path, withDestinationPath: payload)
            } else if !names.contains("payload.json") {
                try? manager.removeItem(at: targetPayload)
            }
        }
    }

    @Test("a hostile file swapped in under --watch: reloaded or refused in the status line, never a hang",
          arguments: HostileCorpus.files + HostileCorpus.ioFiles + HostileCorpus.bombs)
    func watchReload(_ testCase: HostileCorpus.Case) throws {
        try HostileCorpus.withFolder { folder in
            try HostileCorpus.write(Self.original, "payload.json", in: folder)
            try HostileCorpus.write(HostileCorpus.app, "app.json", in: folder)
            let payload = folder.appendingPathComponent("payload.json").path, app = folder.appendingPathComponent("app.json").path
            let tmux = try TmuxSession.pushpeek(["preview", payload, "--app", app, "--watch"], width: 100, height: 40)
            try tmux.waitFor("WATCH-ORIGINAL")
            try Self.swap(testCase, into: folder)
            let screen = try tmux.waitFor(timeout: 10, "the reload of \(testCase.name)") { screen in
                screen.contains("reload failed") || !screen.contains("WATCH-ORIGINAL")
            }
            #expect(!screen.contains("\u{1B}"), "\(testCase.name)")
            try tmux.sendKeys("Enter", "Tab", "b", "q")
            #expect(try tmux.waitForExit() == 0, "\(testCase.name): \(tmux.lastScreen)")
            #expect(try tmux.unrestoredModes(checkCursor: false) == [], "\(testCase.name)")
            #expect(try tmux.display("#{pane_title}").contains("pwned") == false)
        }
    }

    @Test("the watched payload replaced by a FIFO, then swapped with one for seconds: never a hang, a fixed file reloads, q quits")
    func watchedPayloadBecomesFIFO() throws {
        try HostileCorpus.withFolder { folder in
            try HostileCorpus.write(Self.original, "payload.json", in: folder)
            let payload = folder.appendingPathComponent("payload.json").path
            // Started in the folder, so the status line has room for the whole message.
            let program = try ["env", "TERM=xterm-256color", BinaryPath.pushpeek(), "preview", "payload.json", "--watch"].map(TmuxSession.shellQuote)
            let tmux = try TmuxSession(command: "cd \(TmuxSession.shellQuote(folder.path)) && exec \(program.joined(separator: " "))")
            try tmux.waitFor("WATCH-ORIGINAL")
            try HostileCorpus.fifo("staging", in: folder)
            #expect(rename(folder.appendingPathComponent("staging").path, payload) == 0)
            try tmux.waitFor("reload failed: payload.json …")  // the status line keeps the head of the message
            // Swapped back and forth as fast as it goes: a reload that checked one file and opened
            // the other would wait on the FIFO for ever.
            try HostileCorpus.write(Self.original, "good.json", in: folder)
            try HostileCorpus.fifo("pipe", in: folder)
            let flipper = Flipper(folder: folder)
            let thread = Thread { flipper.run() }
            thread.start()
            while flipper.flips < 10_000 { usleep(20_000) }
            flipper.stop()
            try HostileCorpus.write(Self.original.replacingOccurrences(of: "WATCH-ORIGINAL", with: "WATCH-FIXED"), "staging", in: folder)
            #expect(rename(folder.appendingPathComponent("staging").path, payload) == 0)
            try tmux.waitFor("WATCH-FIXED")
            try tmux.sendKeys("q")
            #expect(try tmux.waitForExit() == 0)
        }
    }

    @Test("--log /dev/full: the status line says the log failed, stderr says it after exit, status 74",
          .enabled(if: HostileIOTests.hasFullDevice))
    func logFailureInThePreview() throws {
        let tmux = try TmuxSession.pushpeek(["--ratio", "0.1", "--log", "/dev/full"], then: "true")
        try tmux.waitFor("The Sydney Observatory")
        try tmux.sendKeys("Enter")
        try tmux.waitFor("/dev/full: log stopped: No space left on device")
        try tmux.sendKeys("Tab", "q")
        let after = try TerminalRestoreTests.waitForStty(tmux, status: 74)
        #expect(after.components(separatedBy: "pushpeek: error: /dev/full: log stopped").count == 2, "\(after)")
        #expect(try tmux.unrestoredModes(checkCursor: true) == [])
    }

    @Test("--log to a FIFO without a reader ends the preview at once with 74, the terminal untouched")
    func logToFIFOInThePreview() throws {
        try HostileCorpus.withFolder { folder in
            try HostileCorpus.fifo("log", in: folder)
            let log = folder.appendingPathComponent("log").path
            let tmux = try TmuxSession.pushpeek(["--log", log], then: "true")
            let after = try TerminalRestoreTests.waitForStty(tmux, status: 74)
            #expect(after.contains("\(log): a FIFO or socket with no reader is not written"), "\(after)")
            #expect(try tmux.unrestoredModes(checkCursor: true) == [])
        }
    }
}

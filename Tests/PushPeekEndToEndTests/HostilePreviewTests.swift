import Foundation
import Testing

/// The hostile corpus through `pushpeek preview` in a real terminal: a file it cannot read ends it
/// with a documented status before the terminal is touched; one it can read shows a card, takes keys
/// and quits cleanly — nothing from the file reaches the terminal as a control sequence.
@Suite("Hostile input in the preview (tmux)")
struct HostilePreviewTests {
    @Test(arguments: HostileCorpus.files + HostileCorpus.ioFiles + HostileCorpus.bombs)
    func previewSurvives(_ testCase: HostileCorpus.Case) throws {
        try HostileCorpus.withFolder { folder in
            let (payload, app) = try testCase.build(folder)
            func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : folder.appendingPathComponent(path).path }
            let arguments = ["preview", absolute(payload)] + (app.map { ["--app", absolute($0)] } ?? [])
            let tmux = try TmuxSession.pushpeek(arguments, width: 100, height: 40)
            let screen = try tmux.waitFor(timeout: 10, "a card or the end") { screen in
                screen.contains("now │") || screen.contains("Terminal too small") || (try? tmux.display("#{pane_dead}")) == "1"
            }
            if try tmux.display("#{pane_dead}") != "1" {
                #expect(!screen.contains("\u{1B}"))
                try tmux.sendKeys("Enter", "Tab", "Enter", "b")
                try tmux.sendKeys("q")
                let last = (try? tmux.capture()) ?? ""
                #expect(try tmux.waitForExit() == 0, "\(testCase.name): \(last)")
            } else {
                let status = try tmux.waitForExit()
                #expect(status.map { [64, 65, 66, 74].contains($0) } == true, "\(testCase.name): status \(String(describing: status))")
            }
            #expect(try tmux.unrestoredModes(checkCursor: false) == [], "\(testCase.name)")
            #expect(try tmux.display("#{pane_title}").contains("pwned") == false, "the window title was changed by the payload")
        }
    }

    @Test func escapeSequencesInTheTitleShowAsText() throws {
        try HostileCorpus.withFolder { folder in
            let payload = folder.appendingPathComponent("evil.json").path
            let title = #"Evil \u001b]2;pwned\u0007 \u001b[2J\u001b[31mred \u009b1m \u202eevil"#
            try Data(#"{"aps": {"alert": {"title": "\#(title)", "body": "b"}}}"#.utf8).write(to: URL(fileURLWithPath: payload))
            let tmux = try TmuxSession.pushpeek([payload], width: 100, height: 30)
            try tmux.waitFor("␛]2;pwned␇")
            try tmux.sendKeys("Enter")
            let screen = try tmux.waitFor("\\u{202E}evil")
            // Wrapped beside the icon: the pieces may fall on two lines.
            #expect(screen.contains("␛[2J␛[31mred") && screen.contains("\\u{9B}1m"))
            #expect(try tmux.display("#{pane_title}").contains("pwned") == false)
            try tmux.sendKeys("q")
            #expect(try tmux.waitForExit() == 0)
        }
    }
}

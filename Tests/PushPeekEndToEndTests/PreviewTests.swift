import Foundation
import Testing

/// `pushpeek preview` in a real terminal (tmux): what a person sees and does.
@Suite("Preview in a terminal (tmux)")
struct PreviewTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples").path
    static let spyPayload = examples + "/spy-agency/payload.json"
    static let spyApp = examples + "/spy-agency/app.json"

    @Test("the demo opens as a banner and Enter expands it (iOS 15 and later: no header, a menu, no ✕)")
    func enterExpands() throws {
        let tmux = try TmuxSession.pushpeek([], width: 100, height: 40)
        let banner = try tmux.waitFor(timeout: 10, "the banner") { $0.contains("│ ╭──╮ The Sydney Observatory") && $0.contains("now") && $0.contains("│ │S │") }
        #expect(!banner.contains("Accept") && !banner.contains("SPY AGENCY"))
        try tmux.sendKeys("Enter")
        let full = try tmux.waitFor(timeout: 10, "the full interface") { $0.contains("│ › Accept ‹ ") && $0.contains("│   Payment ") }
        #expect(!full.contains("✕") && !full.contains("SPY AGENCY"))
    }

    @Test("--ios 14 at 80×24: the classic banner with its header row; centred buttons, and ✕ at the top of the full interface")
    func classicPresentation() throws {
        let tmux = try TmuxSession.pushpeek(["--ios", "14"], width: 80, height: 24)
        let banner = try tmux.waitFor(timeout: 10, "the banner") { $0.contains("│ S SPY AGENCY") && $0.contains("now") && $0.contains("The Sydney Observatory") }
        #expect(!banner.contains("╭──╮"))
        try tmux.sendKeys("Enter")
        // The full interface opens at its top, the header with its ✕; Accept is focused below.
        try tmux.waitFor(timeout: 10, "the header at the top") { $0.contains("│ S SPY AGENCY") && $0.contains("✕ │") && $0.contains("▼ Accept below") }
        try tmux.sendKeys("Tab")
        try tmux.waitFor(timeout: 10, "Payment focused, centred") { $0.contains("               › Payment ‹") }
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
    }

    @Test("Tab and Shift-Tab move the focus through the actions, wrapping")
    func tabMovesFocus() throws {
        let tmux = try TmuxSession.pushpeek([Self.spyPayload, "--app", Self.spyApp], width: 100, height: 40)
        try tmux.waitFor("╭──╮ The Sydney Observatory")
        try tmux.sendKeys("Enter")
        try tmux.waitFor("› Accept ‹")
        try tmux.sendKeys("Tab")
        try tmux.waitFor("› Payment ‹")
        try tmux.sendKeys("Tab")
        try tmux.waitFor("› Accept ‹")
        try tmux.sendKeys("BTab")
        try tmux.waitFor("› Payment ‹")
    }

    @Test("q quits with status 0 and the shell gets a sane terminal back")
    func quitRestores() throws {
        let tmux = try TmuxSession.pushpeek([], width: 100, height: 40, then: "stty -a")
        try tmux.waitFor("╭──╮ The Sydney Observatory")
        try tmux.sendKeys("Enter")
        try tmux.waitFor("› Accept ‹")
        try tmux.sendKeys("q")
        let screen = try tmux.waitFor(history: true, "stty output") { $0.contains(TmuxSession.thenDone) }
        #expect(screen.contains("EXIT=0"))
        #expect(screen.contains(" icanon"))
        #expect(screen.contains(" echo"))
        #expect(try tmux.unrestoredModes(checkCursor: true) == [])
    }

    @Test("choosing an action records it in the on-screen response log")
    func responseLogShows() throws {
        let tmux = try TmuxSession.pushpeek([], width: 110, height: 40)
        try tmux.waitFor("╭──╮ The Sydney Observatory")
        try tmux.sendKeys("Enter")
        try tmux.waitFor("1. didReceive ShowMap")
        try tmux.sendKeys("Enter")
        try tmux.waitFor("didReceiveResponse accept")
    }

    @Test("a mouse click on a button activates it")
    func clickActivates() throws {
        let tmux = try TmuxSession.pushpeek([], width: 110, height: 40)
        try tmux.waitFor("╭──╮ The Sydney Observatory")
        try tmux.sendKeys("Enter")
        let screen = try tmux.waitFor("Payment")
        let lines = screen.components(separatedBy: "\n")
        let row = try #require(lines.firstIndex { $0.contains("Payment") && !$0.contains("Responses") })
        let column = try #require(lines[row].range(of: "Payment")).lowerBound.utf16Offset(in: lines[row])
        try tmux.sendLiteral("\u{1B}[<0;\(column + 2);\(row + 1)M\u{1B}[<0;\(column + 2);\(row + 1)m")
        try tmux.waitFor("didReceiveResponse payment")
    }

    @Test("a terminal too small for the card says so, and a resize brings the card back")
    func tooSmallThenResize() throws {
        let tmux = try TmuxSession.pushpeek(["--width", "44"], width: 19, height: 8)
        try tmux.waitFor("least 20×8")
        try tmux.resize(width: 100, height: 40)
        try tmux.waitFor("╭──╮ The Sydney Observatory")
        try tmux.resize(width: 1, height: 1)
        try tmux.resize(width: 100, height: 40)
        try tmux.waitFor("╭──╮ The Sydney Observatory")
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
    }

    @Test("a payload that is not JSON fails before the terminal is touched")
    func badPayload() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("broken.json")
        try Data("{\"aps\": {\"alert\": \"x\",}}".utf8).write(to: file)
        let result = try Run.pushpeek([file.path])
        #expect(result.status == 65)
        #expect(result.stderr.contains("broken.json:1:23: trailing comma before '}'"), "\(result.stderr)")
    }
}

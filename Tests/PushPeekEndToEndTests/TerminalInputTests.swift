import Foundation
import Testing

/// The terminal layer (session, key reader, painter, run loop) driven through the real binary in tmux.
/// Runs the `pushpeek keytest` command, whose screen echoes what the layer delivered.
@Suite("Terminal input and drawing (tmux)")
struct TerminalInputTests {
    static let demo = ["keytest"]

    @Test("a typed key shows up on screen, including non-ASCII")
    func keyShowsUp() throws {
        let tmux = try TmuxSession.pushpeek(Self.demo)
        try tmux.waitFor("keys: 0 last: none")
        try tmux.sendKeys("x")
        try tmux.waitFor("keys: 1 last: x")
        try tmux.sendLiteral("é")
        try tmux.waitFor("keys: 2 last: é")
        try tmux.sendLiteral("界")
        let screen = try tmux.waitFor("keys: 3 last: 界")
        #expect(screen.contains("wide: 界界 ok"))
    }

    @Test("named keys map to core keys", arguments: ["xterm-256color", "tmux-256color"])
    func namedKeys(term: String) throws {
        let tmux = try TmuxSession.pushpeek(Self.demo, term: term)
        try tmux.waitFor("keys: 0")
        let keys: [(tmux: String, name: String)] = [
            ("Up", "up"), ("Down", "down"), ("Left", "left"), ("Right", "right"),
            ("S-Left", "shift+left"), ("S-Right", "shift+right"), ("Home", "home"), ("End", "end"),
            ("PPage", "pgup"), ("NPage", "pgdn"), ("DC", "delete"), ("BSpace", "backspace"),
            ("Enter", "enter"), ("Escape", "esc"), ("Space", "space"), ("Tab", "tab"), ("BTab", "shift+tab"),
            ("C-a", "ctrl+a"), ("C-x", "ctrl+x"),
        ]
        for (index, key) in keys.enumerated() {
            try tmux.sendKeys(key.tmux)
            try tmux.waitFor("keys: \(index + 1) last: \(key.name) ")
        }
    }

    /// ncurses waits `ESCDELAY` milliseconds after an Escape for the rest of a sequence, taking the
    /// delay from the environment (its default is a second). Given ten minutes there, the Escape
    /// still arrives — because pushpeek sets its own short delay — long before the wait gives up;
    /// no clock is read.
    @Test("Escape arrives without ncurses' delay, even when ESCDELAY asks for ten minutes")
    func escapeIsQuick() throws {
        let tmux = try TmuxSession.pushpeek(Self.demo, environment: ["ESCDELAY": "600000"])
        try tmux.waitFor("keys: 0")
        try tmux.sendKeys("Escape")
        try tmux.waitFor("last: esc ", timeout: 60)
    }

    @Test("a poll closure is called between keys and its events reach the model")
    func pollDeliversEvents() throws {
        func ticks(_ screen: String) -> Int {
            Int(screen.components(separatedBy: "ticks: ").last?.prefix(while: \.isNumber) ?? "") ?? 0
        }
        let tmux = try TmuxSession.pushpeek(Self.demo + ["--tick", "30"])
        try tmux.waitFor(timeout: 10, "3 ticks") { ticks($0) >= 3 }
        try tmux.sendKeys("x")
        let before = ticks(try tmux.waitFor("last: x"))
        try tmux.waitFor(timeout: 10, "5 more ticks after a key") { ticks($0) >= before + 5 }
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
    }

    @Test("Tab and Shift-Tab move the focus")
    func tabMovesFocus() throws {
        let tmux = try TmuxSession.pushpeek(Self.demo)
        try tmux.waitFor("focus: One")
        try tmux.sendKeys("Tab")
        try tmux.waitFor("focus: Two")
        try tmux.sendKeys("Tab")
        try tmux.waitFor("focus: Three")
        try tmux.sendKeys("BTab", "BTab", "BTab")
        try tmux.waitFor("focus: Three")
    }

    @Test("a resize redraws at the new size")
    func resizeRedraws() throws {
        let tmux = try TmuxSession.pushpeek(Self.demo, width: 60, height: 14)
        try tmux.waitFor("size: 60x14")
        try tmux.resize(width: 30, height: 8)
        var lines = try tmux.waitFor("size: 30x8").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count >= 8)
        #expect(lines[7] == "└" + String(repeating: "─", count: 28) + "┘")
        #expect(lines[0] == "┌" + String(repeating: "─", count: 28) + "┐")
        try tmux.resize(width: 100, height: 30)
        lines = try tmux.waitFor("size: 100x30").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[29] == "└" + String(repeating: "─", count: 98) + "┘")
        #expect(lines[3].hasPrefix("│ size: 100x30") && lines[3].hasSuffix("│"))
    }

    @Test("terminals down to 1×1 do not crash", arguments: [(1, 1), (2, 2), (1, 6), (7, 1), (5, 3)])
    func tinyTerminal(size: (Int, Int)) throws {
        let tmux = try TmuxSession.pushpeek(Self.demo, width: size.0, height: size.1)
        // Nothing readable fits on the screen: wait until the program has taken the terminal (alternate
        // screen on), or keys typed earlier may be flushed when it switches the tty mode.
        try tmux.waitFor("the program to take the terminal") { _ in (try? tmux.modes().alternateScreen) == true }
        try tmux.sendKeys("x", "Tab", "界")
        try tmux.sendLiteral("\u{1b}[<0;1;1M")
        try tmux.resize(width: 40, height: 10)
        try tmux.waitFor("keys: 3 last: 界")
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
    }

    @Test("SGR mouse press, drag and release arrive at the right cells")
    func mouse() throws {
        let tmux = try TmuxSession.pushpeek(Self.demo, term: "xterm-256color")
        try tmux.waitFor("mouse: none")
        #expect(try tmux.modes().mouseButtonMotion, "drag reporting (mode 1002) is on")
        try tmux.sendLiteral("\u{1b}[<0;11;6M")
        try tmux.waitFor("mouse: press 10,5")
        try tmux.sendLiteral("\u{1b}[<32;12;6M")
        try tmux.sendLiteral("\u{1b}[<32;13;7M")
        try tmux.sendLiteral("\u{1b}[<0;13;7m")
        try tmux.waitFor("mouse: drag 11,5 > drag 12,6 > release 12,6")
        try tmux.sendLiteral("\u{1b}[<64;5;4M")
        try tmux.sendLiteral("\u{1b}[<65;6;4M")
        try tmux.waitFor("mouse: release 12,6 > scrollUp 4,3 > scrollDown 5,3")
    }

    @Test("colours follow the terminal's depth", arguments: [
        ("xterm-256color", [String](), true, true),
        ("xterm", [String](), true, false),
        ("xterm-256color", ["--colors", "none"], false, false),
        ("xterm-256color", ["--theme", "mono"], false, false),
    ])
    func colourDepth(term: String, options: [String], colours: Bool, palette256: Bool) throws {
        let tmux = try TmuxSession.pushpeek(Self.demo + options, term: term)
        try tmux.waitFor("keys: 0")
        let screen = try tmux.capture(escapes: true)
        let parameters = Self.sgrParameters(screen)
        let has256 = parameters.contains { list in
            list.indices.dropLast().contains { (list[$0] == 38 || list[$0] == 48) && list[$0 + 1] == 5 }
        }
        let hasAny = parameters.contains { $0.contains { (30...37).contains($0) || (40...47).contains($0) || $0 == 38 || $0 == 48 } }
        #expect(has256 == palette256, "256-colour SGR in:\n\(screen)")
        #expect(hasAny == colours, "any colour SGR in:\n\(screen)")
    }

    /// The parameter lists of the SGR sequences (`ESC [ … m`) in a `capture-pane -e` screen.
    static func sgrParameters(_ screen: String) -> [[Int]] {
        screen.components(separatedBy: "\u{1b}[").dropFirst().compactMap { part in
            guard let end = part.firstIndex(where: { !($0.isNumber || $0 == ";") }), part[end] == "m" else { return nil }
            return part[..<end].split(separator: ";").compactMap { Int($0) }
        }
    }
}

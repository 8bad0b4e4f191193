import Foundation
import Testing

/// The first minute on a classic terminal, in tmux: the demo at 80×24 (and 100×30, 60×20, 40×16) is usable
/// end to end — the card scrolls to keep the focus in view, the wheel and PgUp/PgDn scroll it, the
/// status bar always says how to quit and how to get the keys, the key help and the log fit.
@Suite("Small terminals (tmux): 80×24 and below")
struct SmallTerminalTests {
    static let sizes = [(80, 24), (100, 30), (60, 20), (40, 16)]

    /// The last row of the screen (the status bar), trimmed.
    static func statusRow(_ screen: Screen) -> String {
        (screen.lines.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? "").trimmingCharacters(in: .whitespaces)
    }

    static func showsQuitAndKeys(_ screen: Screen, help: String = "? keys", quit: String = "q quit") -> Bool {
        statusRow(screen).hasSuffix(help + " · " + quit)
    }

    @Test("the demo: Enter, Tab through every button, the slider, ?, l and q, each visible", arguments: sizes)
    func demoFlow(_ width: Int, _ height: Int) throws {
        let tmux = try TmuxSession.pushpeek([], width: width, height: height)
        try tmux.waitForScreen("the banner") { $0.text.contains("╭──╮ The Sydney") && $0.text.contains("now") && Self.showsQuitAndKeys($0) }
        try tmux.sendKeys("Enter")
        // The full interface opens at its top; where Accept is below the rows shown, the status line says so.
        try tmux.waitForScreen("the full interface, Accept focused") {
            ($0.text.contains("› Accept ‹") || $0.status.contains("▼ Accept below")) && Self.showsQuitAndKeys($0)
        }
        for (key, title) in [("Tab", "Payment"), ("Tab", "Accept"), ("BTab", "Payment")] {
            try tmux.sendKeys(key)
            try tmux.waitForScreen("\(title) focused and on screen") { $0.text.contains("› \(title) ‹") && Self.showsQuitAndKeys($0) }
        }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the payment slider, whole") {
            $0.text.contains("$250") && $0.text.contains("●") && $0.text.contains("$1000") && $0.status.contains("←/→ step")
                && Self.showsQuitAndKeys($0)
        }
        try tmux.sendKeys("Right", "Right")
        try tmux.waitForScreen("the slider moved") { $0.text.contains("$350") }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the slider confirmed and gone") { !$0.text.contains("$350") && $0.text.contains("Payment") }

        try tmux.sendKeys("?")
        let help = try tmux.waitForScreen("the key help above the status bar") {
            $0.text.contains("Keys") && $0.text.contains("tab / shift+tab") && Self.showsQuitAndKeys($0, help: "? close")
        }
        if !help.text.contains("q / ctrl+c") {
            #expect(help.text.contains("▼ more"))
            try tmux.sendKeys("End")
            try tmux.waitForScreen("the help scrolled to its last row") { $0.text.contains("q / ctrl+c") && $0.text.contains("▲ more") }
        }
        try tmux.sendKeys("x")
        try tmux.waitForScreen("the help closed") { !$0.text.contains("Keys ") && Self.showsQuitAndKeys($0) }

        try tmux.sendKeys("l")
        if width - 44 - 3 >= 28 {
            try tmux.waitForScreen("the log beside the card hidden") { !$0.text.contains("Responses") && $0.text.contains("Payment") }
        } else {
            try tmux.waitForScreen("the log in place of the card") {
                $0.text.contains("Responses") && $0.text.contains("didReceive ShowMap") && !$0.text.contains("Payment") && $0.status.hasPrefix("l back to the card") && Self.showsQuitAndKeys($0)
            }
            try tmux.sendKeys("l")
            try tmux.waitForScreen("back to the card") { !$0.text.contains("Responses") && $0.text.contains("Payment") }
        }
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
    }

    @Test("the comment variant at 80×24: the reply field shows, typing shows, F1 and Ctrl-C are on the status bar")
    func commentReply() throws {
        let tmux = try TmuxSession.pushpeek(["demo", "spy-agency", "--variant", "comment"], width: 80, height: 24)
        try tmux.waitForScreen("the banner") { $0.text.contains("╭──╮ The Sydney Observatory") }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the keyboard at once, the field on screen") {
            $0.text.contains("Tell HQ what you see") && $0.text.contains("Send") && Self.showsQuitAndKeys($0, help: "f1 keys", quit: "ctrl+c quit")
        }
        try tmux.sendLiteral("Looks great? q")
        try tmux.waitForScreen("the typed text, q and ? typed too") { $0.text.contains("Looks great? q") }
        try tmux.sendKeys("F1")
        try tmux.waitForScreen("the key help while typing") { $0.text.contains("Reply keyboard") }
        try tmux.sendKeys("Escape")
        try tmux.waitForScreen("back to the field, the text kept") { $0.text.contains("Looks great? q") && !$0.text.contains("Reply keyboard") }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("sent and dismissed") {
            $0.text.contains("didReceiveResponse comment") && $0.text.contains("Dismissed · r delivers it again") && Self.showsQuitAndKeys($0)
        }
    }

    /// The card's top border, as the first screen row shows it when the card is scrolled to its top
    /// (iOS 15 and later have no header row under it).
    static let topBorder = "╭" + String(repeating: "─", count: 20)

    /// The row (0-based) of the first screen line containing `text`.
    static func row(of text: String, in screen: Screen) -> Int? {
        screen.lines.firstIndex { $0.contains(text) }
    }

    @Test("PgUp/PgDn and the wheel scroll the card; the scroll bar shows ▲ and ▼")
    func scrolling() throws {
        let tmux = try TmuxSession.pushpeek([], width: 80, height: 24)
        try tmux.waitFor("╭──╮ The Sydney Observatory")
        try tmux.sendKeys("Enter")
        // The full interface opens at its top (the map and the headshot), Accept marked below.
        try tmux.waitForScreen("the top of the card, Accept below") {
            $0.lines[0].contains(Self.topBorder) && !$0.lines[0].contains("▲") && $0.text.contains("▼") && $0.status.contains("▼ Accept below")
                && !$0.text.contains("› Accept ‹") && Self.showsQuitAndKeys($0)
        }
        try tmux.sendKeys("NPage", "NPage", "NPage")
        try tmux.waitForScreen("the bottom of the card") {
            $0.text.contains("Payment") && !$0.text.contains("▼") && $0.lines[0].contains("▲")
        }
        let bottom = try tmux.waitForScreen("settled") { $0.text.contains("Payment") }
        let titleRow = try #require(Self.row(of: "The Sydney Observatory", in: bottom))
        try tmux.sendLiteral("\u{1B}[<64;30;10M")
        try tmux.waitForScreen("the wheel scrolled up three rows") { Self.row(of: "The Sydney Observatory", in: $0) == titleRow + 3 }
        for _ in 0..<8 { try tmux.sendLiteral("\u{1B}[<64;30;10M") }
        try tmux.waitForScreen("the wheel at the top") { $0.lines[0].contains(Self.topBorder) && !$0.lines[0].contains("▲") }
        try tmux.sendLiteral("\u{1B}[<65;30;10M")
        try tmux.waitForScreen("the wheel scrolled down") { !$0.lines[0].contains(Self.topBorder) && $0.lines[0].contains("▲") }
        // Scrolled away, the focus comes back into view with the next key that acts on it.
        try tmux.sendKeys("PPage", "Tab")
        try tmux.waitForScreen("Payment focused and in view") { $0.text.contains("› Payment ‹") && !$0.text.contains("▼") }
        try tmux.sendKeys("Tab")
        try tmux.waitForScreen("Accept focused and in view") { Self.row(of: "› Accept ‹", in: $0) != nil }
    }

    @Test("SGR mouse reports are asked for and understood, past column 223, under a terminfo entry with classic reports")
    func sgrMousePastColumn223() throws {
        let tmux = try TmuxSession.pushpeek(["--width", "fit"], term: "tmux-256color", width: 300, height: 40)
        try tmux.tmux(["set-option", "-g", "mouse", "on"])
        try tmux.waitFor("╭──╮ The Sydney Observatory")
        // The full interface opens at its top; Tab and back bring the focused Accept into view.
        try tmux.sendKeys("Enter", "Tab", "BTab")
        let screen = try tmux.waitForScreen("the full-width card") { $0.text.contains("› Accept ‹") }
        #expect(try tmux.display("#{mouse_sgr_flag} #{mouse_button_flag}") == "1 1")
        let row = try #require(Self.row(of: "› Accept ‹", in: screen))
        #expect(screen.lines[row].count > 250, "the button row spans the terminal")
        try tmux.sendLiteral("\u{1B}[<0;251;\(row + 1)M\u{1B}[<0;251;\(row + 1)m")
        try tmux.waitForScreen("the click at column 250 chose Accept") { $0.text.contains("› Cancel ‹") }
        // The slider: press on the track near its start, drag past column 223 to its end, release.
        try tmux.sendKeys("Tab", "Enter")
        let slider = try tmux.waitForScreen("the slider") { $0.text.contains("$250") && $0.text.contains("●") }
        let track = try #require(Self.row(of: "●", in: slider)) + 1
        try tmux.sendLiteral("\u{1B}[<0;12;\(track)M")
        try tmux.waitForScreen("the press moved the thumb to the start") { $0.text.contains("$0 ●") }
        try tmux.sendLiteral("\u{1B}[<32;240;\(track)M\u{1B}[<32;296;\(track)M\u{1B}[<0;296;\(track)m")
        try tmux.waitForScreen("dragged to the end") { $0.text.contains("$1000") && $0.text.contains("━● $1000") }
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
        #expect(try tmux.unrestoredModes(checkCursor: false) == [])
    }

    @Test("--width fit: render has no terminal and uses the default width; anything else is a usage error")
    func widthFitHeadless() throws {
        let payload = Flow.example("spy-agency/payload.json")
        let fit = try Run.pushpeek(["render", payload, "--width", "fit"])
        let standard = try Run.pushpeek(["render", payload])
        #expect(fit.status == 0 && fit.stdout == standard.stdout)
        let bad = try Run.pushpeek(["render", payload, "--width", "fat"])
        #expect(bad.status == 64 && bad.stderr.contains("--width takes a whole number from 16 to 400, or fit, not \"fat\""), "\(bad.stderr)")
    }

    @Test("below 20×8 the screen says so and keys do nothing unseen; q still quits")
    func tooSmall() throws {
        let tmux = try TmuxSession.pushpeek([], width: 19, height: 8)
        try tmux.waitForScreen("too small") { $0.text.contains("least 20×8") }
        try tmux.sendKeys("Enter", "d", "Tab")
        try tmux.resize(width: 80, height: 24)
        let banner = try tmux.waitForScreen("the banner, untouched") { $0.text.contains("╭──╮ The Sydney Observatory") && $0.status.hasPrefix("enter expand") }
        #expect(!banner.text.contains("Dismissed") && !banner.text.contains("Accept"))
        try tmux.resize(width: 20, height: 8)
        try tmux.waitForScreen("at the floor, the card") { $0.text.contains("╭──╮ The") && !$0.text.contains("too small") }
        try tmux.resize(width: 10, height: 5)
        try tmux.waitForScreen("too small again") { $0.text.contains("small") }
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
    }
}

import Testing

/// The mouse wheel over the `?` key help in a real terminal (tmux, SGR mouse reports), the same in
/// the preview, the lock screen list and the activity player: at 80×24 it never closes the help
/// (the preview's, taller than the terminal, scrolls), and on a shorter terminal every help
/// scrolls notch by notch to its end and back.
@Suite("Key help and the mouse wheel (tmux)")
struct KeyHelpWheelTerminalTests {
    static let wheelDown = "\u{1B}[<65;40;6M"
    static let wheelUp = "\u{1B}[<64;40;6M"

    static let screens: [(arguments: [String], ready: String, firstRow: String)] = [
        ([Flow.example("spy-agency/payload.apns"), "--app", Flow.example("spy-agency/app.json")], "q quit", "expand the banner; choose"),
        (["lockscreen", Flow.example("lock-screen"), "--app", Flow.example("lock-screen/app.json")],
         "Notification Center · 6 notifications", "move the focus between stacks"),
        (["activity", Flow.example("delivery/1-start.json"), Flow.example("delivery/2-update.json"), "--app", Flow.example("delivery/app.json")],
         "step 1/2", "the next push"),
    ]

    @Test(arguments: 0..<screens.count)
    func theWheelScrollsTheHelp(screen: Int) throws {
        let (arguments, ready, firstRow) = Self.screens[screen]
        let tmux = try TmuxSession.pushpeek(arguments, width: 80, height: 24)
        defer { tmux.close() }
        try tmux.waitFor(ready)
        try tmux.sendKeys("?")
        let help = try tmux.waitFor("the key help") { $0.contains(" Keys ") && $0.contains(firstRow) }
        try tmux.sendLiteral(Self.wheelDown)
        if help.contains("▼ more") {
            try tmux.waitFor("the help scrolled at 80×24") { $0.contains(" Keys ") && $0.contains("▲ more") && !$0.contains(firstRow) }
        }
        // Shorter: every help has rows to scroll. The wheel at 80×24 left it open.
        try tmux.resize(width: 80, height: 12)
        try tmux.waitFor("the help on 80×12") { $0.contains(" Keys ") && $0.contains("▼ more") }
        for _ in 0..<10 { try tmux.sendLiteral(Self.wheelUp) }
        try tmux.waitFor("the help's top") { $0.contains(firstRow) && !$0.contains("▲ more") }
        try tmux.sendLiteral(Self.wheelDown)
        try tmux.waitFor("a notch down") { $0.contains(" Keys ") && $0.contains("▲ more") && !$0.contains(firstRow) }
        for _ in 0..<20 { try tmux.sendLiteral(Self.wheelDown) }
        try tmux.waitFor("the help's end") { $0.contains("q / ctrl+c") && $0.contains("▲ more") && !$0.contains("▼ more") }
        for _ in 0..<20 { try tmux.sendLiteral(Self.wheelUp) }
        try tmux.waitFor("back at the top") { $0.contains(firstRow) && $0.contains("▼ more") && !$0.contains("▲ more") }
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
    }
}

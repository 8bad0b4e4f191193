import Foundation
import Testing

/// What a new user met in the first hour, in the real binary: each example opens in its screen, the
/// demo's full interface opens at its top, a dismissed card keeps its rows, headless output shows
/// what the keys did, the lock screen's long list says there is more, and an 8-colour terminal gets
/// pictures it can show — in tmux at 80×24 where it is a screen.
@Suite("The first hour's screens")
struct FirstHourScreenTests {
    @Test func demoLockScreenOpensTheLockScreenAndItsLongListSaysThereIsMore() throws {
        let tmux = try TmuxSession.pushpeek(["demo", "lock-screen"], width: 80, height: 24)
        let list = try tmux.waitFor("the lock screen list") { $0.contains("Notification Center · 6 notifications") }
        // Six messages in three stacks fill the 23 rows above the status line exactly (iOS 15 and later
        // draw no count line under a stack); the first stack opened makes the list taller than the screen.
        #expect(!list.contains("▼") && !list.contains("▲"), "\(list)")
        try tmux.sendKeys("Enter")
        let open = try tmux.waitFor("the opened stack") { $0.contains("Show less") }
        let rows = open.components(separatedBy: "\n")
        #expect(rows.count >= 23 && rows[22].contains("▼") && !rows[0].contains("▲"), "\(open)")
        try tmux.sendKeys("End")
        let end = try tmux.waitFor("the end of the list") { $0.components(separatedBy: "\n").first?.contains("▲") == true }
        #expect(end.contains("Harbour Bridge closed"), "\(end)")
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)

        let help = try Run.pushpeek(["help", "demo"])
        let listing = try Run.pushpeek(["demo"])
        for name in ["apple-pay", "calendar", "delivery", "helsinki-courier", "lock-screen", "messages", "podcast", "spy-agency"] {
            #expect(help.stdout.contains(name) && listing.stdout.contains("\n  \(name)  "), "\(name)")
        }
        let rendered = try Run.pushpeek(["demo", "lock-screen", "--render"])
        #expect(rendered.status == 0 && rendered.stdout.contains("Notification Center · 6 notifications"), "\(rendered)")
    }

    @Test func theDemosFullInterfaceOpensAtItsTopAndScrollsWhenTheFocusMoves() throws {
        let tmux = try TmuxSession.pushpeek([], width: 80, height: 24)
        try tmux.waitFor("the banner") { $0.contains("The Sydney Observatory") && $0.contains("now") }
        try tmux.sendKeys("Enter")
        let top = try tmux.waitFor("the full interface at its top") { $0.contains("▼ Accept below") }
        let rows = top.components(separatedBy: "\n")
        #expect(rows[0].contains("╭───") && !top.contains("› Accept ‹"), "the card's first row, the map and headshot:\n\(top)")
        #expect(rows[1].contains("⠀") || rows[1].unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) } || rows[1].contains("\""),
                "the map's street-map drawing in the first rows:\n\(top)")
        try tmux.sendKeys("Tab")
        let moved = try tmux.waitFor("Payment focused, in view") { $0.contains("› Payment ‹") }
        #expect(!moved.contains("▼ Payment below"))
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
    }

    @Test func aDismissedCardKeepsItsTitleAndOnlyThePreviewNamesTheKey() throws {
        let tmux = try TmuxSession.pushpeek(["demo", "calendar"], width: 80, height: 24)
        try tmux.waitFor("the banner") { $0.contains("Dinner at Tomo's") }
        try tmux.sendKeys("Enter")
        try tmux.waitFor("the full interface") { $0.contains("Accept below") || $0.contains("› Accept ‹") }
        try tmux.sendKeys("Tab", "BTab", "Enter")
        let dismissed = try tmux.waitFor("dismissed") { $0.contains("Dismissed · r delivers it again") }
        #expect(dismissed.contains("Dinner at Tomo's"), "the title stays:\n\(dismissed)")
        let rows = dismissed.components(separatedBy: "\n")
        let notice = try #require(rows.firstIndex { $0.contains("Dismissed · r delivers it again") })
        #expect(notice > 0 && rows[notice - 1].contains("╰"), "its own row, under the card:\n\(dismissed)")
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)

        let invite = Flow.example("calendar/event-invite.json"), app = Flow.example("calendar/app.json")
        for format in ["text", "svg"] {
            let headless = try Run.pushpeek(["render", invite, "--app", app, "--keys", "enter", "--format", format])
            // A picture puts each character in its own element: compare the characters alone.
            let text = format == "svg" ? headless.stdout.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
                .replacingOccurrences(of: "\\s", with: "", options: .regularExpression) : headless.stdout
            #expect(headless.status == 0 && text.contains("Dismissed") && !text.contains("delivers"), "\(format): \(headless)")
        }
    }

    @Test func headlessTextShowsWhatTheKeysDid() throws {
        let payload = Flow.example("spy-agency/payload.json"), app = Flow.example("spy-agency/app.json")
        let confirmed = try Run.pushpeek(["render", payload, "--app", app, "--keys", "tab enter right right right enter"])
        #expect(confirmed.status == 0 && confirmed.stdout.contains("inputView value=400 ($400)"), "\(confirmed)")
        #expect(confirmed.stdout.contains("Responses") && confirmed.stdout.contains("didReceiveResponse payment"))
        let sheet = try Run.pushpeek(["render", Flow.example("apple-pay/payload.json"), "--app", Flow.example("apple-pay/app.json"),
                                      "--keys", "tab right tab enter"])
        #expect(sheet.stdout.contains("Apple Pay") && sheet.stdout.contains("$10.00"), "the sheet and all: \(sheet)")
        // Without keys the card alone, as before.
        let plain = try Run.pushpeek(["render", payload, "--app", app])
        #expect(!plain.stdout.contains("Responses"))
    }

    @Test func anEightColourTerminalGetsPicturesItCanShowAndIsToldHowToGetMore() throws {
        // NO_COLOR set empty: the test runner's own NO_COLOR (if any) must not take the colours away.
        let noColor = ["NO_COLOR": ""]
        let few = try TmuxSession.pushpeek([], term: "xterm", width: 80, height: 24, environment: noColor)
        try few.waitFor("the banner") { $0.contains("The Sydney Observatory") }
        let status = try few.waitFor("the note") { $0.contains("8 colours") && $0.contains("TERM=xterm-256color") }
        // libchafa's symbols in the 8 colours: quadrants and eighth blocks carry the shape.
        let shaped = Set("▖▗▘▙▚▛▜▝▞▟▌▐▁▂▃▅▆▇▉▊▋▍▎▏")
        #expect(status.contains { shaped.contains($0) }, "the headshot in symbols:\n\(status)")
        try few.sendKeys("Enter")
        let expanded = try few.waitFor("the full interface") { $0.contains("▼ Accept below") }
        #expect(!expanded.contains("TERM=xterm-256color"), "said once")
        #expect(expanded.contains { shaped.contains($0) }, "\(expanded)")
        try few.sendKeys("q")
        #expect(try few.waitForExit() == 0)

        let many = try TmuxSession.pushpeek([], width: 80, height: 24, environment: noColor)
        try many.waitFor("the banner") { $0.contains("The Sydney Observatory") }
        try many.sendKeys("Enter")
        let colour = try many.waitFor("the full interface") { $0.contains("▼ Accept below") }
        #expect(colour.contains("▀") || colour.contains("▄"), "256 colours: the headshot in half blocks")
        #expect(!colour.contains("TERM=xterm-256color"))

        let direct = try TmuxSession.pushpeek([], term: "xterm", width: 80, height: 24, environment: ["COLORTERM": "truecolor", "NO_COLOR": ""])
        try direct.waitFor("the banner") { $0.contains("The Sydney Observatory") }
        try direct.sendKeys("Enter")
        try direct.waitFor("the full interface") { $0.contains("▼ Accept below") }
        let escapes = try direct.capture(escapes: true)
        #expect(escapes.contains("38;2;") || escapes.contains("48;2;"), "COLORTERM=truecolor: 24-bit colours reach the terminal")
        #expect(!escapes.contains("TERM=xterm-256color"))

        let keytest = try TmuxSession.pushpeek(["keytest"], term: "xterm", width: 80, height: 24, environment: noColor)
        try keytest.waitFor("colours: 8 colours: TERM=xterm-256color draws finer pictures")
        try keytest.sendKeys("q")
        #expect(try keytest.waitForExit() == 0)
    }
}

import Foundation
import Testing

/// `--ios 14` (the iOS 10–14 presentation) in a real terminal at 80×24: the content extension's full
/// interface with its centred buttons (Tab through them, Enter on one the extension answers), a text
/// reply through the reply keyboard, and the lock screen list with classic platters and summary lines.
@Suite("Classic presentation in a terminal (tmux 80×24)")
struct ClassicPresentationTests {
    static let spyPayload = Flow.example("spy-agency/payload.json")
    static let spyApp = Flow.example("spy-agency/app.json")

    /// Whether `label` stands centred between the card's borders on the row that shows it (one
    /// column either way, as an odd remainder falls).
    static func isCentred(_ label: String, in screen: String) -> Bool {
        guard let line = screen.components(separatedBy: "\n").first(where: { $0.contains(label) }),
              let range = line.range(of: label),
              let left = line[..<range.lowerBound].lastIndex(of: "│"),
              let right = line[range.upperBound...].firstIndex(of: "│") else { return false }
        let before = line[line.index(after: left)..<range.lowerBound]
        let after = line[range.upperBound..<right]
        guard before.allSatisfy({ $0 == " " }), after.allSatisfy({ $0 == " " }), before.count > 4 else { return false }
        return abs(before.count - after.count) <= 1
    }

    @Test("the content extension's full interface: Tab through the centred buttons, Enter on Accept turns it into Cancel")
    func actionsOfTheContentExtension() throws {
        try Flow.withTemporaryDirectory { directory in
            let log = directory + "/responses.jsonl"
            let tmux = try TmuxSession.pushpeek([Self.spyPayload, "--app", Self.spyApp, "--ios", "14", "--log", log], width: 80, height: 24)
            let banner = try tmux.waitFor("the classic banner") { $0.contains("│ S SPY AGENCY") && $0.contains("The Sydney Observatory") }
            #expect(!banner.contains("╭──╮") && !banner.contains("Accept"), "\(banner)")
            try tmux.sendKeys("Enter")
            // The custom view (the map) above the buttons: the card is taller than
            // 24 rows and opens at its top, Accept focused below (the status line says so), Payment
            // one Tab away.
            try tmux.waitFor("the full interface") { $0.contains("▼ Accept below") && $0.contains("Argyle Street") && $0.contains("│ S SPY AGENCY") }
            try tmux.sendKeys("Tab")
            let payment = try tmux.waitFor("Payment focused, scrolled into view") { $0.contains("› Payment ‹") }
            #expect(Self.isCentred("› Payment ‹", in: payment) && Self.isCentred("Accept", in: payment), "\(payment)")
            try tmux.sendKeys("Tab")
            try tmux.waitFor("the focus wrapped to Accept") { $0.contains("› Accept ‹") && !$0.contains("› Payment ‹") }
            try tmux.sendKeys("Enter")
            let cancel = try tmux.waitFor("Accept became Cancel") { $0.contains("› Cancel ‹") && !$0.contains("Accept") }
            #expect(Self.isCentred("› Cancel ‹", in: cancel), "\(cancel)")
            // The header with its ✕ is above: PgUp scrolls up to it.
            try tmux.sendKeys("PPage")
            try tmux.waitFor("the classic header") { $0.contains("│ S SPY AGENCY") && $0.contains("✕ │") }
            try tmux.sendKeys("q")
            #expect(try tmux.waitForExit() == 0)
            let lines = Flow.logLines(log)
            #expect(lines.contains { $0.contains(#""actionIdentifier":"accept""#) }, "\(lines)")
            #expect(lines.contains { $0.contains(#""option":"doNotDismiss""#) }, "\(lines)")
        }
    }

    @Test("a text reply: Comment opens the reply keyboard, the typed text is sent with Enter and the notification is dismissed")
    func textReply() throws {
        try Flow.withTemporaryDirectory { directory in
            let log = directory + "/responses.jsonl"
            let tmux = try TmuxSession.pushpeek([Self.spyPayload, "--app", Flow.example("spy-agency/app-comment-accept.json"), "--ios", "14", "--log", log],
                                                width: 80, height: 24)
            try tmux.waitFor("│ S SPY AGENCY")
            try tmux.sendKeys("Enter")
            try tmux.waitFor("Accept focused") { $0.contains("› Accept ‹") || $0.contains("▼ Accept below") }
            try tmux.sendKeys("Tab")
            let comment = try tmux.waitFor("Comment focused") { $0.contains("› Comment ‹") }
            #expect(Self.isCentred("› Comment ‹", in: comment), "\(comment)")
            try tmux.sendKeys("Enter")
            let keyboard = try tmux.waitFor("the reply keyboard") { $0.contains("Tell HQ what you see...") && $0.contains("│  Send  │") }
            #expect(!keyboard.contains("› Comment ‹") && keyboard.contains("f1 keys"), "the buttons gave way to the field: \(keyboard)")
            try tmux.sendLiteral("Looks great")
            try tmux.waitFor("the typed text") { $0.contains("│ Looks great") && $0.contains("│  Send  │") }
            try tmux.sendKeys("Enter")
            let dismissed = try tmux.waitFor("dismissed by the extension") { $0.contains("Dismissed · r delivers it again") }
            #expect(!dismissed.contains("Send  │"), "\(dismissed)")
            try tmux.sendKeys("q")
            #expect(try tmux.waitForExit() == 0)
            let lines = Flow.logLines(log)
            #expect(lines.contains { $0.contains(#""actionIdentifier":"comment""#) && $0.contains(#""userText":"Looks great""#) }, "\(lines)")
            #expect(lines.contains { $0.contains(#""option":"dismiss""#) }, "\(lines)")
        }
    }

    @Test("the lock screen list: classic platters with summary lines, a notification expanded into the classic full interface and back")
    func lockScreenList() throws {
        let tmux = try TmuxSession.pushpeek(["lockscreen", Flow.example("lock-screen"), "--app", Flow.example("lock-screen/app.json"), "--ios", "14"],
                                            width: 80, height: 24)
        let list = try tmux.waitFor("the classic list") {
            $0.contains("Notification Center · 6 notifications") && $0.contains("2 more messages from Anna") && $0.contains("│ M MESSAGES")
        }
        #expect(!list.contains("╭──╮") && !list.contains("3 notifications"), "the classic header row and count line: \(list)")
        try tmux.sendKeys("Enter")
        try tmux.waitFor("Anna's stack open") { $0.contains("Show less") && $0.contains("blue coat at the bar") && !$0.contains("2 more messages") }
        try tmux.sendKeys("Down", "Enter")
        let full = try tmux.waitFor("the classic full interface") {
            $0.contains("│ M MESSAGES") && $0.contains("✕ │") && $0.contains("Running ten minutes late") && $0.contains("› Reply ‹")
        }
        #expect(Self.isCentred("› Reply ‹", in: full) && Self.isCentred("Mark as Read", in: full), "\(full)")
        try tmux.sendKeys("Tab")
        try tmux.waitFor("Mark as Read focused") { $0.contains("› Mark as Read ‹") && Self.isCentred("› Mark as Read ‹", in: $0) }
        try tmux.sendKeys("Escape")
        try tmux.waitFor("back in the open stack") { $0.contains("Show less") && $0.contains("Notification Center · 6 notifications") && !$0.contains("✕ │") }
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
    }
}

import Foundation
import Testing

/// The calendar example (an event invite with Accept / Decline / Comment and an input
/// accessory) in the real TUI, through tmux.
@Suite("Example flows in a terminal (tmux): calendar invite")
struct CalendarFlowTests {
    static let payload = Flow.example("calendar/event-invite.json")
    static let app = Flow.example("calendar/app.json")

    /// Starts the invite and expands it: the custom view's labels, Accept focused. `swift test` sets
    /// `NO_COLOR=1` for the tests (and so for tmux and pushpeek): it is emptied so colours show.
    static func start(log: String? = nil) throws -> TmuxSession {
        let tmux = try TmuxSession.pushpeek([payload, "--app", app] + (log.map { ["--log", $0] } ?? []), width: 110, height: 40,
                                            environment: ["NO_COLOR": ""])
        try tmux.waitForScreen("the banner") { $0.card.contains("Dinner at Tomo's") && $0.card.contains("now") }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the full interface") {
            $0.responses == ["didReceive event-invite"] && $0.card.contains("Dolores Park Café") && $0.card.contains("› Accept ‹")
                && $0.card.contains("│   Decline ") && $0.card.contains("│   Comment ")
        }
        return tmux
    }

    /// The row of the card that shows `text`, with its colours (`capture-pane -e`).
    static func colouredLine(_ tmux: TmuxSession, containing text: String) throws -> String {
        let screen = try tmux.capture(escapes: true)
        return try #require(screen.components(separatedBy: "\n").first { $0.contains(text) }, "\(text) on screen")
    }

    @Test("Accept: the label says “Going!” in green, then the notification is dismissed")
    func accept() throws {
        try Flow.withTemporaryDirectory { directory in
            let log = directory + "/responses.jsonl"
            let tmux = try Self.start(log: log)
            try tmux.sendKeys("Enter")
            let screen = try tmux.waitForScreen("Going! and dismissed") {
                $0.responses == ["didReceive event-invite", "didReceiveResponse accept", "complete dismiss", "dismissed"]
                    && $0.card.contains("Going!") && $0.card.contains("Dismissed · r delivers it again")
                    && $0.status.hasPrefix("r deliver again")
            }
            #expect(screen.status.hasPrefix("r deliver again"))
            let coloured = try Self.colouredLine(tmux, containing: "Going!")
            let colour = SGR.foreground(of: "Going!", in: coloured)
            #expect(colour?.isGreenish == true, "Going! is drawn in \(String(describing: colour)): \(coloured.debugDescription)")
            #expect(Flow.logLines(log) == [
                #"{"event":"didReceive","category":"event-invite"}"#,
                #"{"event":"didReceiveResponse","actionIdentifier":"accept"}"#,
                #"{"event":"complete","option":"dismiss"}"#,
                #"{"event":"dismissed"}"#,
            ])
        }
    }

    @Test("Decline: the label says “Not going :(” in red, then the notification is dismissed")
    func decline() throws {
        let tmux = try Self.start()
        try tmux.sendKeys("Tab")
        try tmux.waitForScreen("Decline focused") { $0.card.contains("› Decline ‹") }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("Not going :( and dismissed") {
            $0.responses == ["didReceive event-invite", "didReceiveResponse decline", "complete dismiss", "dismissed"]
                && $0.card.contains("Not going :(") && !$0.card.contains("Going!") && $0.card.contains("Dismissed · r delivers it again")
        }
        let coloured = try Self.colouredLine(tmux, containing: "Not going :(")
        let colour = SGR.foreground(of: "Not going :(", in: coloured)
        #expect(colour?.isReddish == true, "Not going :( is drawn in \(String(describing: colour)): \(coloured.debugDescription)")
    }

    /// Chooses Comment: the reply field, with the accessory buttons above it.
    @discardableResult
    static func openComment(_ tmux: TmuxSession) throws -> Screen {
        try tmux.sendKeys("Tab", "Tab")
        try tmux.waitForScreen("Comment focused") { $0.card.contains("› Comment ‹") }
        try tmux.sendKeys("Enter")
        return try tmux.waitForScreen("the reply field with Accept and Decline above it") { screen in
            guard let accessory = screen.cardRow(containing: "│       Accept       │       Decline       │"),
                  let field = screen.cardRow(containing: "│ Type here...") else { return false }
            return accessory < field && screen.card.contains("│  Send  │") && screen.responses == ["didReceive event-invite"]
                && !screen.card.contains("Comment")
        }
    }

    @Test("Comment: Tab from the reply field reaches Send, then the Accept and Decline accessory buttons; Enter on Accept accepts")
    func commentAccessoryButtons() throws {
        let tmux = try Self.start()
        let opened = try Self.openComment(tmux)
        let accessoryRow = try #require(opened.cardRow(containing: "Decline"))
        try tmux.sendKeys("Tab")
        try tmux.waitForScreen("Send focused") { $0.card.contains("│› Send ‹│") && !$0.card.contains("› Accept ‹") }
        try tmux.sendKeys("Tab")
        try tmux.waitForScreen("Accept (accessory) focused") {
            $0.cardRow(containing: "› Accept ‹") == accessoryRow && $0.card.contains("│  Send  │") && !$0.card.contains("› Decline ‹")
        }
        try tmux.sendKeys("Tab")
        try tmux.waitForScreen("Decline (accessory) focused") {
            $0.cardRow(containing: "› Decline ‹") == accessoryRow && !$0.card.contains("› Accept ‹")
        }
        try tmux.sendKeys("BTab")
        try tmux.waitForScreen("Accept focused again") { $0.cardRow(containing: "› Accept ‹") == accessoryRow }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("accepted from the accessory") {
            $0.responses == ["didReceive event-invite", "didReceiveResponse accept", "complete dismiss", "dismissed"]
                && $0.card.contains("Going!") && $0.card.contains("Dismissed") && !$0.card.contains("Type here...")
        }
    }

    @Test("Comment: the typed text is sent and the invite stays (doNotDismiss); a click on an accessory button chooses it")
    func commentSendThenClickDecline() throws {
        let tmux = try Self.start()
        try Self.openComment(tmux)
        try tmux.sendLiteral("Running late")
        try tmux.waitForScreen("the typed text") { $0.card.contains("│ Running late ") && !$0.card.contains("Type here...") }
        try tmux.sendKeys("Enter")
        let sent = ["didReceive event-invite", "didReceiveResponse comment “Running late”", "complete doNotDismiss"]
        try tmux.waitForScreen("the comment in the log, the buttons back") {
            $0.responses == sent && $0.card.contains("› Comment ‹") && $0.card.contains("Accept") && !$0.card.contains("Send")
                && !$0.card.contains("Dismissed")
        }
        // The keyboard again, and a click on its Decline button.
        try tmux.sendKeys("Enter")
        let screen = try tmux.waitForScreen("the reply field again") { $0.card.contains("│ Type here...") && $0.card.contains("│       Decline       │") }
        let row = try #require(screen.cardRow(containing: "│       Decline       │"))
        try tmux.click(column: try #require(screen.column(of: "Decline", row: row)) + 2, row: row)
        try tmux.waitForScreen("declined by the click") {
            $0.responses == sent + ["didReceiveResponse decline", "complete dismiss", "dismissed"] && $0.card.contains("Not going :(")
        }
    }

    @Test("r after a dismissal delivers the invite again: the label is reset and didReceive runs again")
    func redeliverAfterDismiss() throws {
        let tmux = try Self.start()
        try tmux.sendKeys("Enter")
        let dismissed = ["didReceive event-invite", "didReceiveResponse accept", "complete dismiss", "dismissed"]
        try tmux.waitForScreen("dismissed") { $0.responses == dismissed && $0.card.contains("Dismissed") && $0.card.contains("Going!") }
        try tmux.sendKeys("r")
        try tmux.waitForScreen("delivered again") {
            $0.responses == dismissed + ["didReceive event-invite"] && !$0.card.contains("Dismissed") && !$0.card.contains("Going!")
                && $0.card.contains("› Accept ‹") && $0.card.contains("Dinner at Tomo's") && $0.status.hasPrefix("tab focus")
        }
        try tmux.sendKeys("Tab", "Enter")
        try tmux.waitForScreen("declined this time") {
            $0.responses == dismissed + ["didReceive event-invite", "didReceiveResponse decline", "complete dismiss", "dismissed"]
                && $0.card.contains("Not going :(") && $0.card.contains("Dismissed")
        }
    }
}

import Foundation
import Testing

/// The flows of the spy-agency example in the real TUI, through tmux: a text reply,
/// action swapping, and the payment slider by keys and by a mouse drag. Each test checks the card,
/// the on-screen response log and the `--log` file.
@Suite("Example flows in a terminal (tmux): spy agency")
struct FlowTests {
    static let payload = Flow.example("spy-agency/payload.json")
    static let app = Flow.example("spy-agency/app.json")
    static let commentApp = Flow.example("spy-agency/app-comment.json")
    static let delivered = ["didReceive ShowMap", "setNotificationActions [accept, payment]"]
    static let deliveredJSON = [#"{"event":"didReceive","category":"ShowMap"}"#,
                                #"{"event":"setNotificationActions","actions":["accept","payment"]}"#]

    /// Starts the preview of the spy-agency payload and expands it; returns the expanded screen.
    @discardableResult
    static func expand(_ tmux: TmuxSession, responses: [String], _ condition: (Screen) -> Bool) throws -> Screen {
        try tmux.waitForScreen("the banner") { $0.card.contains("The Sydney Observatory") && $0.card.contains("now") && $0.responses.isEmpty }
        try tmux.sendKeys("Enter")
        return try tmux.waitForScreen("the full interface") { $0.responses == responses && condition($0) }
    }

    @Test("comment reply: the only action is text input, so the keyboard opens at once; the text is sent as userText")
    func commentReply() throws {
        try Flow.withTemporaryDirectory { directory in
            let log = directory + "/responses.jsonl"
            let tmux = try TmuxSession.pushpeek([Self.payload, "--app", Self.commentApp, "--log", log], width: 110, height: 40)
            try Self.expand(tmux, responses: ["didReceive ShowMap"]) {
                $0.card.contains("│ Tell HQ what you see...") && $0.card.contains("│  Send  │") && !$0.card.contains("Comment")
                    && $0.status.hasPrefix("type a reply")
            }
            try tmux.sendLiteral("Looks great")
            try tmux.waitForScreen("the typed text in the field") {
                $0.card.contains("│ Looks great ") && !$0.card.contains("Tell HQ") && $0.responses == ["didReceive ShowMap"]
            }
            try tmux.sendKeys("Enter")
            let screen = try tmux.waitForScreen("the reply in the log and the card dismissed") {
                $0.responses == ["didReceive ShowMap", "didReceiveResponse comment “Looks great”", "complete dismiss", "dismissed"]
                    && $0.card.contains("Dismissed · r delivers it again") && !$0.card.contains("Send")
                    && $0.status.hasPrefix("r deliver again")
            }
            #expect(screen.status.hasPrefix("r deliver again"))
            #expect(Flow.logLines(log) == [
                #"{"event":"didReceive","category":"ShowMap"}"#,
                #"{"event":"didReceiveResponse","actionIdentifier":"comment","userText":"Looks great"}"#,
                #"{"event":"complete","option":"dismiss"}"#,
                #"{"event":"dismissed"}"#,
            ])
        }
    }

    @Test("Accept → Cancel → Accept: the button swaps in place and the notification stays (doNotDismiss)")
    func acceptCancelAccept() throws {
        try Flow.withTemporaryDirectory { directory in
            let log = directory + "/responses.jsonl"
            let tmux = try TmuxSession.pushpeek([Self.payload, "--app", Self.app, "--log", log], width: 110, height: 40)
            try Self.expand(tmux, responses: Self.delivered) { $0.card.contains("› Accept ‹") && $0.card.contains("│   Payment ") }
            try tmux.sendKeys("Enter")
            let accepted = Self.delivered + ["didReceiveResponse accept", "setNotificationActions [cancel, payment]", "complete doNotDismiss"]
            try tmux.waitForScreen("Cancel in Accept's place") {
                $0.responses == accepted && $0.card.contains("› Cancel ‹") && !$0.card.contains("Accept") && $0.card.contains("Payment")
                    && !$0.card.contains("Dismissed")
            }
            try tmux.sendKeys("Enter")
            let cancelled = accepted + ["didReceiveResponse cancel", "setNotificationActions [accept, payment]", "complete doNotDismiss"]
            try tmux.waitForScreen("Accept back") {
                $0.responses == cancelled && $0.card.contains("› Accept ‹") && !$0.card.contains("Cancel") && !$0.card.contains("Dismissed")
            }
            try tmux.sendKeys("Enter")
            try tmux.waitForScreen("Cancel again") {
                $0.responses == cancelled + ["didReceiveResponse accept", "setNotificationActions [cancel, payment]", "complete doNotDismiss"]
                    && $0.card.contains("› Cancel ‹") && !$0.card.contains("Dismissed")
            }
            let swapped = { (action: String, actions: String) in [
                #"{"event":"didReceiveResponse","actionIdentifier":"\#(action)"}"#,
                #"{"event":"setNotificationActions","actions":[\#(actions)]}"#,
                #"{"event":"complete","option":"doNotDismiss"}"#,
            ] }
            #expect(Flow.logLines(log) == Self.deliveredJSON + swapped("accept", #""cancel","payment""#)
                + swapped("cancel", #""accept","payment""#) + swapped("accept", #""cancel","payment""#))
        }
    }

    /// The slider's row, read off the screen: its row, where the track starts and ends (0-based
    /// columns, inclusive) and where the thumb is.
    struct Track {
        var row: Int
        var start: Int
        var end: Int
        var thumb: Int
        var width: Int { end - start + 1 }

        init?(_ screen: Screen) {
            let card = screen.card.components(separatedBy: "\n")
            guard let row = card.firstIndex(where: { $0.contains("●") && $0.contains("$0 ") }) else { return nil }
            let characters = Array(card[row])
            let isTrack: (Character) -> Bool = { "━─●".contains($0) }
            guard let start = characters.firstIndex(where: isTrack), let end = characters.lastIndex(where: isTrack),
                  let thumb = characters.firstIndex(of: "●") else { return nil }
            (self.row, self.start, self.end, self.thumb) = (row, start, end, thumb)
        }

        /// The value label on the slider's title row (`$250`).
        static func shownValue(_ screen: Screen) -> String? {
            guard let line = screen.card.components(separatedBy: "\n").first(where: { $0.contains("│ Payment ") }) else { return nil }
            return line.split(separator: " ").dropLast().last.map(String.init)
        }

        /// Where the thumb of a value of the $0…$1000 slider is drawn.
        func column(ofValue value: Int) -> Int {
            start + Int((Double(value) / 1000 * Double(width - 1)).rounded())
        }

        /// The value (snapped to the step of 50) a press or drag at `column` means.
        func value(at column: Int) -> Int {
            let fraction = min(max(Double(column - start) / Double(width - 1), 0), 1)
            return Int((fraction * 1000 / 50).rounded()) * 50
        }
    }

    /// Opens the payment slider (Tab to Payment, Enter); returns the slider's screen.
    @discardableResult
    static func openSlider(_ tmux: TmuxSession) throws -> Screen {
        try expand(tmux, responses: delivered) { $0.card.contains("› Accept ‹") }
        try tmux.sendKeys("Tab")
        try tmux.waitForScreen("Payment focused") { $0.card.contains("› Payment ‹") }
        try tmux.sendKeys("Enter")
        return try tmux.waitForScreen("the slider in the keyboard's place") {
            $0.responses == delivered + ["didReceiveResponse payment", "complete doNotDismiss"]
                && Track.shownValue($0) == "$250" && $0.card.contains(" $1000 │")
                && !$0.card.contains("Accept") && Track($0).map { $0.thumb == $0.column(ofValue: 250) } == true
                && $0.status.hasPrefix("←/→ step")
        }
    }

    @Test("Payment → slider → 3 × Right → Enter: the input view reports 400")
    func paymentByKeys() throws {
        try Flow.withTemporaryDirectory { directory in
            let log = directory + "/responses.jsonl"
            let tmux = try TmuxSession.pushpeek([Self.payload, "--app", Self.app, "--log", log], width: 110, height: 40)
            try Self.openSlider(tmux)
            try tmux.sendKeys("Right", "Right", "Right")
            try tmux.waitForScreen("$400") {
                Track.shownValue($0) == "$400" && Track($0).map { $0.thumb == $0.column(ofValue: 400) } == true
            }
            try tmux.sendKeys("Enter")
            try tmux.waitForScreen("the value logged and the slider gone") {
                $0.responses == Self.delivered + ["didReceiveResponse payment", "complete doNotDismiss", "inputView value=400"]
                    && $0.card.contains("› Payment ‹") && $0.card.contains("Accept") && Track($0) == nil
                    && $0.status.hasPrefix("tab focus")
            }
            #expect(Flow.logLines(log) == Self.deliveredJSON + [
                #"{"event":"didReceiveResponse","actionIdentifier":"payment"}"#,
                #"{"event":"complete","option":"doNotDismiss"}"#,
                #"{"event":"inputView","value":400}"#,
            ])
        }
    }

    @Test("Payment → a mouse drag on the track moves the thumb; Enter reports the value the position means",
          arguments: [false, true])
    func paymentByMouseDrag(hideLog: Bool) throws {
        try Flow.withTemporaryDirectory { directory in
            let log = directory + "/responses.jsonl"
            let tmux = try TmuxSession.pushpeek([Self.payload, "--app", Self.app, "--log", log], width: 110, height: 40)
            var screen = try Self.openSlider(tmux)
            if hideLog {
                // Without the log pane the card moves to the middle: the track is elsewhere on screen.
                try tmux.sendKeys("l")
                // Wait for the whole move (a capture can catch a repaint half done): the card's top
                // border, the slider's row and the card's bottom all in the middle of the screen.
                let middle = (110 - 44) / 2
                screen = try tmux.waitForScreen("the log pane hidden, the card in the middle") { screen in
                    guard screen.logColumn == nil, let track = Track(screen), let top = screen.lines.first(where: { $0.contains("╭") }),
                          let bottom = screen.lines.last(where: { $0.contains("╰") }) else { return false }
                    return top.firstIndex(of: "╭").map { top.distance(from: top.startIndex, to: $0) } == middle
                        && bottom.firstIndex(of: "╰").map { bottom.distance(from: bottom.startIndex, to: $0) } == middle
                        && screen.lines[track.row].firstIndex(of: "│").map { screen.lines[track.row].distance(from: screen.lines[track.row].startIndex, to: $0) } == middle
                }
            }
            let track = try #require(Track(screen))
            try #require(track.width >= 20, "a track long enough to drag on: \(track)")
            let y = track.row + 1
            // Press on the thumb (the value stays), then drag past the right end (clamped to the maximum).
            try tmux.sendLiteral("\u{1B}[<0;\(track.thumb + 1);\(y)M")
            try tmux.sendLiteral("\u{1B}[<32;\(track.thumb + 4);\(y)M")
            try tmux.sendLiteral("\u{1B}[<32;\(track.end + 6);\(y)M")
            try tmux.waitForScreen("the thumb at the right end") {
                Track.shownValue($0) == "$1000" && Track($0).map { $0.thumb == track.end } == true
            }
            // Back to a column near the right end, off the slider's row, and release there.
            let target = track.end - 3
            let expected = track.value(at: target)
            try #require(expected > 250 && expected < 1000)
            try tmux.sendLiteral("\u{1B}[<32;\(target + 1);\(y + 1)M")
            try tmux.sendLiteral("\u{1B}[<0;\(target + 1);\(y + 1)m")
            try tmux.waitForScreen("$\(expected) with the thumb where it means") {
                Track.shownValue($0) == "$\(expected)" && Track($0).map { $0.thumb == $0.column(ofValue: expected) } == true
            }
            // After the release, motion with no button down (as a mode-1003 terminal reports it) does not drag.
            try tmux.sendLiteral("\u{1B}[<35;\(track.start + 1);\(y)M")
            try tmux.sendKeys("Enter")
            try tmux.waitForScreen("the dragged value logged") {
                (hideLog || $0.responses == Self.delivered + ["didReceiveResponse payment", "complete doNotDismiss", "inputView value=\(expected)"])
                    && $0.card.contains("› Payment ‹") && Track($0) == nil
            }
            #expect(Flow.logLines(log) == Self.deliveredJSON + [
                #"{"event":"didReceiveResponse","actionIdentifier":"payment"}"#,
                #"{"event":"complete","option":"doNotDismiss"}"#,
                #"{"event":"inputView","value":\#(expected)}"#,
            ])
        }
    }

    @Test("a press on the track jumps the thumb there; Esc cancels without a value")
    func pressOnTrackThenEscape() throws {
        let tmux = try TmuxSession.pushpeek([Self.payload, "--app", Self.app], width: 110, height: 40)
        let track = try #require(Track(try Self.openSlider(tmux)))
        try tmux.click(column: track.start, row: track.row)
        try tmux.waitForScreen("$0") { Track.shownValue($0) == "$0" && Track($0).map { $0.thumb == track.start } == true }
        try tmux.click(column: track.start + track.width / 2, row: track.row)
        let middle = track.value(at: track.start + track.width / 2)
        try tmux.waitForScreen("$\(middle)") { Track.shownValue($0) == "$\(middle)" }
        try tmux.sendKeys("Escape")
        try tmux.waitForScreen("the slider gone, nothing reported") {
            $0.responses == Self.delivered + ["didReceiveResponse payment", "complete doNotDismiss"]
                && $0.card.contains("› Payment ‹") && Track($0) == nil
        }
    }
}

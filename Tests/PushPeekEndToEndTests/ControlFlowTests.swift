import Foundation
import Testing

/// The custom view's controls (apple-pay's segmented control and buttons, the podcast's media
/// button), text input with wide characters, and live reload, in the real TUI through tmux.
@Suite("Interaction flows in a terminal (tmux): controls, wide text, live reload")
struct ControlFlowTests {
    static let applePay = (payload: Flow.example("apple-pay/payload.json"), app: Flow.example("apple-pay/app.json"))

    static func segments(_ screen: Screen) -> String? {
        screen.card.components(separatedBy: "\n").first { $0.contains("10") && $0.contains("20") }?
            .trimmingCharacters(in: .whitespaces)
    }

    @Test("apple-pay: with user interaction enabled, Tab focuses the segmented control and Left/Right change the amount")
    func segmentedControl() throws {
        let tmux = try TmuxSession.pushpeek([Self.applePay.payload, "--app", Self.applePay.app], width: 110, height: 40)
        try tmux.waitForScreen("the banner") { $0.card.contains("Support the project") && $0.card.contains("now") }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the custom view, nothing focused") {
            $0.responses == ["didReceive donation"] && $0.card.contains("Some Product")
                && Self.segments($0)?.contains("│ │   [5]    │    10    │    20    │ │") == true
        }
        try tmux.sendKeys("Tab")
        try tmux.waitForScreen("the segmented control focused") {
            Self.segments($0)?.contains("│ ›   [5]    │    10    │    20    ‹ │") == true && $0.status.contains("←/→ segment")
        }
        try tmux.sendKeys("Right")
        let ten = ["didReceive donation", "valueChanged segmentCustom selectedSegmentIndex=1 10"]
        try tmux.waitForScreen("10 selected") {
            $0.responses == ten && Self.segments($0)?.contains("›    5     │   [10]   │    20    ‹") == true
        }
        try tmux.sendKeys("Right", "Right", "Left")
        let back = ten + ["valueChanged segmentCustom selectedSegmentIndex=2 20", "valueChanged segmentCustom selectedSegmentIndex=1 10"]
        try tmux.waitForScreen("20, a bell at the end, then 10 again") {
            $0.responses == back && Self.segments($0)?.contains("›    5     │   [10]   │    20    ‹") == true
        }
        // On to the view's buttons; "Pay in app" runs its @IBAction, which only prints.
        try tmux.sendKeys("Tab")
        try tmux.waitForScreen("the Apple Pay button focused") {
            $0.card.contains("› Buy with Apple Pay ‹") && Self.segments($0)?.contains("│ │    5     │   [10]   │    20    │ │") == true
        }
        try tmux.sendKeys("Tab", "Enter")
        try tmux.waitForScreen("Pay in app tapped; the notification stays") {
            $0.responses == back + ["touchUpInside payInAppButton", "print pay in app button tapped"]
                && $0.card.contains("› Pay in app ‹") && !$0.card.contains("Dismissed")
        }
    }

    @Test("apple-pay: a click on a segment selects it")
    func clickSegment() throws {
        let tmux = try TmuxSession.pushpeek([Self.applePay.payload, "--app", Self.applePay.app], width: 110, height: 40)
        try tmux.waitForScreen("the banner") { $0.card.contains("Support the project") }
        try tmux.sendKeys("Enter")
        let screen = try tmux.waitForScreen("the custom view") { $0.card.contains("[5]") }
        let row = try #require(screen.cardRow(containing: "[5]"))
        try tmux.click(column: try #require(screen.column(of: "20", row: row)), row: row)
        try tmux.waitForScreen("20 selected") {
            $0.responses == ["didReceive donation", "valueChanged segmentCustom selectedSegmentIndex=2 20"]
                && Self.segments($0)?.contains("[20]") == true
        }
    }

    @Test("apple-pay without UNNotificationExtensionUserInteractionEnabled: the controls take no focus, keys and clicks")
    func controlsNeedInteraction() throws {
        try Flow.withTemporaryDirectory { directory in
            // The example turns interaction on in its Info.plist; inline attributes win over the plist.
            let source = try String(contentsOfFile: Self.applePay.app, encoding: .utf8)
            let plistFolder = directory + "/NotificationContent"
            try FileManager.default.createDirectory(atPath: plistFolder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: Flow.example("apple-pay/NotificationContent/Info.plist"), toPath: plistFolder + "/Info.plist")
            let app = source.replacingOccurrences(of: "\"infoPlist\": \"NotificationContent/Info.plist\",",
                                                  with: "\"infoPlist\": \"NotificationContent/Info.plist\", \"attributes\": {\"UNNotificationExtensionUserInteractionEnabled\": false},")
            try #require(app != source)
            try Flow.write(app, to: directory + "/app.json")
            let tmux = try TmuxSession.pushpeek([Self.applePay.payload, "--app", directory + "/app.json"], width: 110, height: 40)
            try tmux.waitForScreen("the banner") { $0.card.contains("Support the project") }
            try tmux.sendKeys("Enter")
            let screen = try tmux.waitForScreen("the custom view") { $0.card.contains("[5]") && $0.responses == ["didReceive donation"] }
            let row = try #require(screen.cardRow(containing: "[5]"))
            try tmux.sendKeys("Tab", "Right", "Enter")
            try tmux.click(column: try #require(screen.column(of: "20", row: row)), row: row)
            try tmux.sendKeys("d")
            let after = try tmux.waitForScreen("dismissed by d") { $0.responses == ["didReceive donation", "dismissed"] }
            #expect(Self.segments(after)?.contains("│ │   [5]    │    10    │    20    │ │") == true)
            #expect(!after.card.contains("›"))
        }
    }

    @Test("spy-agency video: m plays (the overlay button hides), a click on the content pauses")
    func mediaButton() throws {
        let tmux = try TmuxSession.pushpeek([Flow.example("spy-agency/payload-video.json"), "--app", Flow.example("spy-agency/app-video.json")],
                                            width: 110, height: 40)
        try tmux.waitForScreen("the banner") { $0.card.contains("╭──╮ BRIEFING_TITLE") && $0.card.contains("│S │") && $0.card.contains("now") }
        try tmux.sendKeys("Enter")
        let paused = try tmux.waitForScreen("the play button over the video") {
            $0.card.contains("│ ▶  │") && $0.card.contains("video · 0:12") && $0.responses == ["didReceive ShowMap"]
        }
        try tmux.sendKeys("m")
        try tmux.waitForScreen("playing: the overlay hides") {
            !$0.card.contains("│ ▶  │") && $0.responses == ["didReceive ShowMap", "mediaPlay"]
        }
        let row = try #require(paused.cardRow(containing: "video · 0:12"))
        try tmux.click(column: try #require(paused.column(of: "video", row: row)), row: row)
        try tmux.waitForScreen("paused by a click on the content") {
            $0.card.contains("│ ▶  │") && $0.responses == ["didReceive ShowMap", "mediaPlay", "mediaPause"]
        }
    }

    @Test("podcast: Tab reaches the Favorite toggle, which flips, and Play opens the app")
    func favoriteAndPlay() throws {
        let tmux = try TmuxSession.pushpeek([Flow.example("podcast/payload.json"), "--app", Flow.example("podcast/app.json")], width: 110, height: 40)
        try tmux.waitForScreen("the banner") { $0.card.contains("╭──╮ New Podcast Available") && $0.card.contains("│W │") && $0.card.contains("now") }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the custom view") {
            $0.card.contains("[ ♡ Favorite ]") && $0.card.contains("[ ▶ Play ]") && $0.responses == ["didReceive new_podcast_available"]
        }
        try tmux.sendKeys("Tab")
        try tmux.waitForScreen("Favorite focused") { $0.card.contains("› ♡ Favorite ‹") }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("Favorited") {
            $0.card.contains("♥ Favorited") && $0.responses.last == "touchUpInside favoriteButton selected=true"
        }
        try tmux.sendKeys("Tab", "Enter")
        try tmux.waitForScreen("the app opened from Play") {
            $0.responses.suffix(3) == ["touchUpInside playButton", "forwardedToApp com.apple.UNNotificationDefaultActionIdentifier", "dismissed"]
                && $0.card.contains("Dismissed")
        }
    }

    @Test("a reply with wide characters: CJK and emoji show intact, Backspace removes a whole character")
    func wideCharacters() throws {
        try Flow.withTemporaryDirectory { directory in
            let log = directory + "/responses.jsonl"
            let tmux = try TmuxSession.pushpeek([FlowTests.payload, "--app", FlowTests.commentApp, "--log", log], width: 110, height: 40)
            try tmux.waitForScreen("the banner") { $0.card.contains("The Sydney Observatory") }
            try tmux.sendKeys("Enter")
            let empty = try tmux.waitForScreen("the keyboard") { $0.card.contains("│ Tell HQ what you see...") }
            let row = try #require(empty.cardRow(containing: "│  Send  │"))
            let send = try #require(empty.column(of: "│  Send  │", row: row))
            /// The field shows exactly `text`, then only blanks up to the send button, which has not moved.
            func shows(_ text: String) -> (Screen) -> Bool {
                { screen in
                    guard screen.lines.indices.contains(row), screen.column(of: "│  Send  │", row: row) == send,
                          let field = screen.lines[row].range(of: "│ " + text) else { return false }
                    let line = screen.lines[row]
                    let blanks = send - Screen.columns(line[..<field.upperBound])
                    return blanks > 0 && line[field.upperBound...].hasPrefix(String(repeating: " ", count: blanks) + "│  Send")
                }
            }
            try tmux.sendLiteral("Hi 日本語🎉")
            try tmux.waitForScreen("Hi 日本語🎉", shows("Hi 日本語🎉"))
            try tmux.sendKeys("BSpace")
            try tmux.waitForScreen("the emoji gone whole", shows("Hi 日本語"))
            try tmux.sendKeys("BSpace")
            try tmux.waitForScreen("語 gone whole", shows("Hi 日本"))
            try tmux.sendKeys("Home")
            try tmux.sendLiteral("¡")
            try tmux.sendKeys("End")
            try tmux.sendLiteral("語✓")
            try tmux.waitForScreen("¡Hi 日本語✓", shows("¡Hi 日本語✓"))
            try tmux.sendKeys("Enter")
            try tmux.waitForScreen("the reply in the log") {
                $0.responses == ["didReceive ShowMap", "didReceiveResponse comment “¡Hi 日本語✓”", "complete dismiss", "dismissed"]
            }
            let line = try #require(Flow.logLines(log).first { $0.contains("didReceiveResponse") })
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["userText"] as? String == "¡Hi 日本語✓")
        }
    }

    @Test("a wide character under the cursor at the field's right edge stays in view, in reverse video")
    func wideCharacterAtTheRightEdge() throws {
        let tmux = try TmuxSession.pushpeek([FlowTests.payload, "--app", FlowTests.commentApp], width: 110, height: 40)
        try tmux.waitForScreen("the banner") { $0.card.contains("The Sydney Observatory") }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the keyboard") { $0.card.contains("│ Tell HQ what you see...") }
        try tmux.sendLiteral("abcdefghijklmnopqrstuvwxyz 日本語の文字列はとても長いです")
        try tmux.waitForScreen("the end of the text, scrolled") { $0.card.contains("日本語の文字列はとても長いです  │  Send  │") }
        try tmux.sendKeys("Left", "Left")
        try tmux.waitForScreen("で under the cursor, at the right edge") { $0.card.contains("とても長いで │  Send  │") }
        let line = try #require(try tmux.capture(escapes: true).components(separatedBy: "\n").first { $0.contains("Send") })
        #expect(line.contains("\u{1B}[7mで"), "the cursor is drawn on で: \(line.debugDescription)")
    }

    @Test("--watch: an edit is delivered as a new notification; a broken edit shows the error and keeps the last good card")
    func liveReload() throws {
        try Flow.withTemporaryDirectory { directory in
            let payload = directory + "/payload.json"
            let log = directory + "/responses.jsonl"
            let original = try String(contentsOfFile: FlowTests.payload, encoding: .utf8)
            try Flow.write(original, to: payload)
            let tmux = try TmuxSession.pushpeek([payload, "--app", FlowTests.app, "--watch", "--log", log], width: 110, height: 40)
            try FlowTests.expand(tmux, responses: FlowTests.delivered) { $0.card.contains("The Sydney Observatory") && $0.card.contains("› Accept ‹") }
            // Change the state, so a fresh delivery is visible: Accept → Cancel.
            try tmux.sendKeys("Enter")
            let accepted = FlowTests.delivered + ["didReceiveResponse accept", "setNotificationActions [cancel, payment]", "complete doNotDismiss"]
            try tmux.waitForScreen("Cancel") { $0.responses == accepted && $0.card.contains("› Cancel ‹") }

            try Flow.write(original.replacingOccurrences(of: "The Sydney Observatory", with: "The Opera House"), to: payload)
            let reloaded = accepted + FlowTests.delivered
            try tmux.waitForScreen("the new title, delivered again") {
                $0.responses == reloaded && $0.card.contains("The Opera House") && !$0.card.contains("Sydney Observatory")
                    && $0.card.contains("› Accept ‹") && !$0.card.contains("Cancel") && $0.status.hasPrefix("↻ reloaded · tab focus")
            }

            try Flow.write("{\n  \"aps\": {\n    \"alert\": \"broken\",\n  }\n}\n", to: payload)
            try tmux.waitForScreen("the error on the status line, the last good card kept") {
                $0.status.hasPrefix("reload failed: ") && $0.status.contains("payload.json:4:3: trailing comma before '}'")
                    && $0.card.contains("The Opera House") && $0.responses == reloaded
            }

            try Flow.write(original, to: payload)
            try tmux.waitForScreen("fixed: delivered again, the error gone") {
                $0.responses == reloaded + FlowTests.delivered && $0.card.contains("The Sydney Observatory")
                    && $0.status.hasPrefix("↻ reloaded · tab focus")
            }
            try tmux.sendKeys("Tab")
            try tmux.waitForScreen("the sign gone with the next key") { $0.status.hasPrefix("tab focus") && $0.card.contains("› Payment ‹") }
            #expect(Flow.logLines(log).filter { $0.contains("\"didReceive\"") }.count == 3)
        }
    }
}

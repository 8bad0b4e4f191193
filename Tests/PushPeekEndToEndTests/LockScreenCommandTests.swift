import Foundation
import Testing

/// `pushpeek lockscreen` with the built binary: the messages folder headless in both eras, as JSON,
/// with hidden previews and as the summary; and the interactive list in tmux at 80×24.
@Suite("lockscreen command")
struct LockScreenCommandTests {
    static let folder = Flow.example("lock-screen")
    static let app = Flow.example("lock-screen/app.json")
    static let bodies = ["Dinner at eight", "Did you take my keys", "Running ten minutes late", "Both directions until 6 pm",
                         "Never mind, they were in the car", "blue coat at the bar"]

    static func render(_ extra: [String]) throws -> ProcessResult {
        let result = try Run.pushpeek(["lockscreen", folder, "--app", app, "--render"] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        return result
    }

    @Test(arguments: [("18", nil as String?, nil as String?), ("14", "2 more messages from Anna", "1 more messages from Bob")])
    func aFolderPrintsTwoStacksAndASingleInArrivalOrder(ios: String, anna: String?, bob: String?) throws {
        let text = try Self.render(["--ios", ios]).stdout
        let marks = ["Notification Center · 6 notifications", "blue coat at the bar", anna, "Never mind", bob, "Harbour Bridge closed"].compactMap { $0 }
        let positions = marks.map { text.range(of: $0)?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil } && positions == positions.sorted { $0! < $1! }, "\(text)")
        // The single notification has no count; the stacks' older messages stay behind.
        #expect(text.components(separatedBy: "Harbour Bridge closed").last?.contains("notifications") == false)
        #expect(!text.contains("Dinner at eight"))
    }

    @Test func jsonListsTheStacks() throws {
        let json = try Self.render(["--format", "json", "--ios", "14"]).stdout
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let stacks = try #require(document["stacks"] as? [[String: Any]])
        #expect(stacks.map { $0["count"] as? Int } == [3, 2, 1])
        #expect(stacks.map { $0["summary"] as? String } == ["2 more messages from Anna", "1 more messages from Bob", nil])
        #expect(stacks.map { ($0["notifications"] as? [Any])?.count } == [3, 2, 1])
    }

    @Test func lockedWithPreviewsWhenUnlockedShowsNoBody() throws {
        for format in ["text", "json", "svg", "html", "ansi"] {
            var output = try Self.render(["--locked", "--previews", "when-unlocked", "--format", format, "--color", "always"]).stdout
            if format == "svg" || format == "html" {
                // A picture puts each character in its own element: compare the characters alone.
                output = output.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
                    .replacingOccurrences(of: "\\s", with: "", options: .regularExpression)
                for body in Self.bodies { #expect(!output.contains(body.replacingOccurrences(of: " ", with: "")), "\(format): \(body)") }
                #expect(output.contains("3newmessages") && output.contains("Anna"), "\(format)")
                continue
            }
            for body in Self.bodies { #expect(!output.contains(body), "\(format): \(body)") }
            #expect(output.contains("3 new messages") && output.contains("Anna"), "\(format): \(output.prefix(600))")
        }
    }

    @Test func theSummaryOrdersByRelevance() throws {
        let text = try Self.render(["--summary"]).stdout
        let marks = ["Notification Summary", "Did you take my keys", "blue coat at the bar", "Running ten minutes", "Dinner at eight",
                     "Never mind", "Delivered immediately", "Harbour Bridge"]
        let positions = marks.map { text.range(of: $0)?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil } && positions == positions.sorted { $0! < $1! }, "\(text)")
    }

    @Test func keysOpenAStackExpandAndReplyHeadless() throws {
        let card = try Self.render(["--keys", "enter down enter"]).stdout
        #expect(card.contains("Running ten minutes late") && card.contains("› Reply ‹") && !card.contains("Show less"), "\(card)")
        let json = try Self.render(["--keys", #"enter down enter enter "Hi" enter"#, "--format", "json"]).stdout
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let responses = try #require(document["responses"] as? [[String: Any]])
        #expect(responses.contains { $0["actionIdentifier"] as? String == "reply" && $0["userText"] as? String == "Hi" }, "\(responses)")
        #expect(document["count"] as? Int == 5, "the answered message was dismissed and left the list")
    }

    @Test func badOptionsAreUsageErrors() throws {
        let ios = try Run.pushpeek(["lockscreen", Self.folder, "--app", Self.app, "--render", "--ios", "9"])
        #expect(ios.status == 64 && ios.stderr.contains("--ios takes an iOS version"), "\(ios.stderr)")
        let format = try Run.pushpeek(["lockscreen", Self.folder, "--format", "json"])
        #expect(format.status == 64 && format.stderr.contains("only with --render"), "\(format.stderr)")
        let previews = try Run.pushpeek(["lockscreen", Self.folder, "--render", "--previews", "sometimes"])
        #expect(previews.status == 64, "\(previews.stderr)")
    }

    @Test("the iOS 16 lock screen at 80×24: the Stack pile on the last rows, Enter shows the list, Esc collapses it; Count is one line")
    func displayAsAtTheBottomInATerminal() throws {
        let tmux = try TmuxSession.pushpeek(["lockscreen", Self.folder, "--app", Self.app, "--locked", "--previews", "always"], width: 80, height: 24)
        let pile = try tmux.waitFor("the pile at the bottom") { $0.contains("Lock Screen · locked · 6 notifications") && $0.contains("blue coat at the bar") }
        let rows = pile.components(separatedBy: "\n")
        #expect(rows.first?.contains("Lock Screen · locked") == true, "\(pile)")
        // Under the heading the screen is empty down to the pile, whose last platter sits on the row above the status line.
        // The list's columns only: the response log stands beside it.
        let list = rows.map { String($0.prefix(48)) }
        let pileTop = try #require(list.firstIndex { $0.contains("› ╭") })
        #expect(pileTop > 8 && list[2..<pileTop].allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty }, "\(pile)")
        #expect(list.count >= 23 && list[22].contains("╰") && !pile.contains("Never mind"), "\(pile)")
        #expect(pile.contains("enter show all"), "\(pile)")
        try tmux.sendKeys("Enter")
        try tmux.waitFor("the list of stacks") { $0.contains("Never mind") && $0.contains("Harbour Bridge") && $0.contains("blue coat at the bar") }
        try tmux.sendKeys("Escape")
        try tmux.waitFor("the pile again") { !$0.contains("Never mind") && $0.contains("blue coat at the bar") }
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)

        let count = try TmuxSession.pushpeek(["lockscreen", Self.folder, "--app", Self.app, "--display", "count"], width: 80, height: 24)
        let line = try count.waitFor("the count line") { $0.contains("6 Notifications") }
        let countRows = line.components(separatedBy: "\n")
        #expect(countRows.first?.contains("Lock Screen · 6 notifications") == true && countRows.count > 22 && countRows[22].contains("6 Notifications"),
                "\(line)")
        #expect(!line.contains("blue coat"), "\(line)")
        try count.sendKeys("q")
        #expect(try count.waitForExit() == 0)
    }

    @Test("--render draws the display in text, SVG and HTML; --ios 15 keeps the list from the top and refuses --display")
    func displayAsHeadless() throws {
        let text = try Self.render(["--display", "stack"]).stdout
        let lines = text.components(separatedBy: "\n").filter { !$0.isEmpty }
        #expect(lines.count == 23 && lines[0].contains("Lock Screen · 6 notifications") && lines[22].contains("╰"), "\(text)")
        for format in ["svg", "html"] {
            // A picture puts each character in its own element: compare the characters alone.
            let characters = try Self.render(["--display", "count", "--format", format]).stdout
                .replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
                .replacingOccurrences(of: "\\s", with: "", options: .regularExpression)
            #expect(characters.contains("LockScreen·6notifications") && characters.contains("6Notifications⌃") && !characters.contains("bluecoat"),
                    "\(format): \(characters.prefix(300))")
        }
        let json = try Self.render(["--locked", "--format", "json"]).stdout
        #expect(json.contains(#""display": "stack""#), "\(json.prefix(300))")
        let old = try Self.render(["--locked", "--ios", "15", "--previews", "always"]).stdout
        let oldLines = old.components(separatedBy: "\n")
        #expect(oldLines[0].contains("Lock Screen · locked") && !oldLines[2].trimmingCharacters(in: .whitespaces).isEmpty && old.contains("Harbour Bridge"), "\(old)")
        let refused = try Run.pushpeek(["lockscreen", Self.folder, "--app", Self.app, "--render", "--ios", "15", "--display", "list"])
        #expect(refused.status == 64 && refused.stderr.contains("--display"), "\(refused.stderr)")
    }

    @Test func openExpandReplyClearAndCloseInATerminal() throws {
        try Flow.withTemporaryDirectory { directory in
            let log = directory + "/responses.jsonl"
            let tmux = try TmuxSession.pushpeek(["lockscreen", Self.folder, "--app", Self.app, "--log", log], width: 80, height: 24)
            try tmux.waitFor("Notification Center · 6 notifications")
            try tmux.waitFor("Anna's stack focused") { $0.contains("blue coat at the bar") && $0.contains("› ╭") }
            // Open Anna's stack: its three messages under "Show less".
            try tmux.sendKeys("Enter")
            try tmux.waitFor("the open stack") { $0.contains("Show less") && $0.contains("blue coat at the bar") && $0.contains("Running ten minutes") }
            // Expand the second message into its content extension; Reply is focused.
            try tmux.sendKeys("Down", "Enter")
            try tmux.waitFor("the full interface") { $0.contains("› Reply ‹") && $0.contains("Running ten minutes late") && $0.contains("didReceive message") }
            // Reply through the text action.
            try tmux.sendKeys("Enter")
            try tmux.waitFor("the reply field") { $0.contains("iMessage") && $0.contains("Send") }
            try tmux.sendLiteral("On my way")
            try tmux.waitFor("On my way")
            try tmux.sendKeys("Enter")
            try tmux.waitFor("back in the open stack, the answered message gone") {
                $0.contains("Show less") && !$0.contains("Running ten minutes") && $0.contains("didReceiveResponse reply")
            }
            // Clear the focused message: the dismiss action reaches the app (customDismissAction).
            try tmux.sendKeys("Up")
            try tmux.waitFor("the first message focused") { screen in
                screen.components(separatedBy: "\n").contains { $0.hasPrefix(" › │ Anna") || $0.hasPrefix(" › ╭") }
            }
            try tmux.sendKeys("x")
            try tmux.waitFor("one left, the stack closed") {
                !$0.contains("Show less") && !$0.contains("blue coat at the bar") && $0.contains("Notification Center · 4 notifications")
            }
            // Open Bob's stack and close it again with Esc.
            try tmux.sendKeys("Home", "Enter")
            try tmux.waitFor("Show less")
            try tmux.sendKeys("Escape")
            try tmux.waitFor("closed") { !$0.contains("Show less") && $0.contains("Never mind") }
            try tmux.sendKeys("q")
            #expect(try tmux.waitForExit() == 0)
            let lines = Flow.logLines(log)
            #expect(lines.contains(#"{"event":"didReceive","category":"message"}"#), "\(lines)")
            #expect(lines.contains { $0.contains(#""actionIdentifier":"reply""#) && $0.contains("On my way") }, "\(lines)")
            #expect(lines.contains { $0.contains("com.apple.UNNotificationDismissActionIdentifier") }, "\(lines)")
        }
    }

    @Test func questionMarkShowsTheListsKeysAndAnyOtherKeyClosesThem() throws {
        let tmux = try TmuxSession.pushpeek(["lockscreen", Self.folder, "--app", Self.app], width: 80, height: 24)
        let list = try tmux.waitFor("Notification Center · 6 notifications")
        #expect(list.contains("? keys") && list.contains("q quit"), "the status line offers the keys: \(list)")
        // Every key fits at 80×24, from the first to quitting; Enter closes the help and opens no stack.
        let closed = try KeyHelpCheck.openCloseAndQuit(
            tmux, heading: "Lock screen list",
            expected: ["move the focus between stacks", "clear the focused notification", "unlock the device", "q / ctrl+c"],
            closingKey: "Enter") { $0.contains("Notification Center · 6 notifications") }
        #expect(!closed.contains("Show less"), "\(closed)")
    }

    @Test func clicksOnTheListLandOnTheItemsDrawn() throws {
        let tmux = try TmuxSession.pushpeek(["lockscreen", Self.folder, "--app", Self.app], width: 80, height: 24)
        /// Clicks the first row showing `text`, a little into it.
        func click(_ text: String, on screen: Screen) throws {
            let row = try #require(screen.lines.firstIndex { $0.contains(text) }, "\(text) on \(screen.text)")
            try tmux.click(column: try #require(screen.column(of: text, row: row)) + 2, row: row)
        }
        var screen = try tmux.waitForScreen("the list") { $0.text.contains("Notification Center · 6 notifications") }
        // A click on nothing does nothing; a click on Anna's collapsed stack opens it, as Enter would.
        try tmux.click(column: 79, row: 0)
        try click("blue coat at the bar", on: screen)
        screen = try tmux.waitForScreen("Anna's stack open") { $0.text.contains("Show less") && $0.text.contains("Running ten minutes") }
        // A click on one of its messages expands it into the content extension.
        try click("Running ten minutes", on: screen)
        try tmux.waitFor("the full interface") { $0.contains("› Reply ‹") && $0.contains("didReceive message") }
        try tmux.sendKeys("Escape")
        screen = try tmux.waitForScreen("back in the open stack") { $0.text.contains("Show less") && !$0.text.contains("› Reply ‹") }
        // "Show less" closes it again.
        try click("Show less", on: screen)
        try tmux.waitFor("closed") { !$0.contains("Show less") && !$0.contains("Running ten minutes") && $0.contains("blue coat at the bar") }
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
    }

    @Test func aFileDroppedIntoAWatchedFolderArrivesAsABannerAndJoinsItsStack() throws {
        try Flow.withTemporaryDirectory(Self.watch)
    }

    static func watch(_ directory: String) throws {
        do {
            for name in ["01-anna-dinner.json", "02-bob-keys.json", "03-anna-late.json"] {
                try FileManager.default.copyItem(atPath: Self.folder + "/" + name, toPath: directory + "/" + name)
            }
            let tmux = try TmuxSession.pushpeek(["lockscreen", directory, "--watch", directory, "--app", Self.app], width: 80, height: 24)
            // A stack of two: its card, and the edge of the platter behind it one column in (no count line under a modern stack).
            func platterRows(_ screen: String) -> [Int] {
                let lines = screen.components(separatedBy: "\n")
                return lines.indices.filter { lines[$0].count > 4 && Array(lines[$0])[4] == "╰" && Array(lines[$0])[3] == " " }
            }
            try tmux.waitFor("three, Anna's stack of two") { $0.contains("Notification Center · 3 notifications") && platterRows($0).count == 1 }
            try Flow.write(#"{"aps":{"alert":{"title":"Bob","body":"Found them in the car!"},"thread-id":"chat-bob","category":"message"}}"#,
                           to: directory + "/04-bob-found.json")
            // First the banner over the top of the list (the heading still counts three)…
            try tmux.waitFor("the banner") { $0.contains("Found them in the car!") && $0.contains("enter open banner") }
            // …then it joins Bob's stack, which comes first now.
            let joined = try tmux.waitFor(timeout: 15, "the notification in Bob's stack") {
                $0.contains("Notification Center · 4 notifications") && !$0.contains("enter open banner")
            }
            let lines = joined.components(separatedBy: "\n")
            let found = lines.firstIndex { $0.contains("Found them in the car!") } ?? -10
            #expect(platterRows(joined).contains { $0 > found && $0 < found + 5 }, "Bob's stack of two under it: \(joined)")
            // A passive one joins silently: no banner, the count goes up.
            try Flow.write(#"{"aps":{"alert":{"title":"Anna","body":"(quiet)"},"thread-id":"chat-anna","category":"message","interruption-level":"passive"}}"#,
                           to: directory + "/05-anna-quiet.json")
            try tmux.waitFor("the passive one in the list") { $0.contains("5 notifications") && $0.contains("joined the list silently") }
            try tmux.sendKeys("q")
            #expect(try tmux.waitForExit() == 0)
        }
    }
}

import Foundation
import Testing

/// `pushpeek activity` in a real terminal (tmux, 80×24): stepping through the delivery example with
/// the timer counting, the ignored push and its reason, the stale and dismissal jumps, `--watch`.
@Suite("Live Activity player (tmux 80×24)")
struct ActivityPlayerTests {
    static let folder = Flow.example("delivery")
    static let sequence = ["1-start.json", "2-update.json", "broken/2a-unix-eta.json", "broken/2b-snake-case.json", "3-update.json", "4-end.json"]
        .map { folder + "/" + $0 }

    static func timer(_ screen: String) -> String? {
        // The lock screen's first row ends with the timer: "│ Luigi's · #4711    19:58 │".
        guard let row = screen.split(separator: "\n").first(where: { $0.contains("Luigi's · #4711") }) else { return nil }
        return row.split(separator: " ").filter { $0.contains(":") }.first.map(String.init)
    }

    @Test func stepsThroughTheSequenceWithTheTimerCounting() throws {
        let tmux = try TmuxSession.pushpeek(["activity"] + Self.sequence + ["--app", Self.folder + "/app.json", "--step", "1"], width: 80, height: 24)
        let first = try tmux.waitFor("step 1/6")
        #expect(first.contains("Dynamic Island · expanded (alert)"), "\(first)")
        #expect(first.contains("q quit"), "the status line fits: \(first)")
        try tmux.sendKeys("Right")
        try tmux.waitFor("step 2/6")
        try tmux.waitFor { Self.timer($0) == "20:00" || Self.timer($0) == "19:59" }
        // The clock runs: a tick a second, and the timer counts down with it.
        let counted = try tmux.waitFor(timeout: 6, "the timer counting down") { ["19:58", "19:57", "19:56"].contains(Self.timer($0) ?? "") }
        #expect(counted.contains("▶ clock"))
        try tmux.sendKeys("Right", "Right")
        let ignored = try tmux.waitFor("step 4/6")
        #expect(ignored.contains("✗ ignored: Unable to decode content state: courier_name"), "\(ignored)")
        try tmux.sendKeys("Right")
        try tmux.waitFor("step 5/6")
        try tmux.sendKeys("s")
        let stale = try tmux.waitFor("Lock Screen · stale")
        #expect(stale.contains("No news from the courier"), "\(stale)")
        try tmux.sendKeys("Right")
        try tmux.waitFor("Lock Screen · ended")
        try tmux.sendKeys("d")
        try tmux.waitFor("dismissed: gone from the lock screen")
        try tmux.sendKeys("Left", "e")
        try tmux.waitFor("expanded (held)")
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
    }

    @Test func questionMarkShowsThePlayersKeysAndAnyOtherKeyClosesThem() throws {
        let tmux = try TmuxSession.pushpeek(["activity"] + Self.sequence + ["--app", Self.folder + "/app.json", "--step", "2"], width: 80, height: 24)
        let player = try tmux.waitFor("step 2/6")
        #expect(player.contains("? keys") && player.contains("q quit"), "\(player)")
        // Right closes the help without stepping.
        try KeyHelpCheck.openCloseAndQuit(
            tmux, heading: "Live Activity player", expected: ["the next push", "stale date", "stop or start the clock", "q / ctrl+c"],
            closingKey: "Right") { $0.contains("step 2/6") }
    }

    @Test func watchPlaysTheSequenceAgainWhenAFileChanges() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-activity-\(getpid())")
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["app.json", "1-start.json", "2-update.json"] {
            try FileManager.default.copyItem(atPath: Self.folder + "/" + name, toPath: directory.appendingPathComponent(name).path)
        }
        let update = directory.appendingPathComponent("2-update.json")
        let tmux = try TmuxSession.pushpeek(["activity", directory.path + "/1-start.json", update.path, "--app", directory.path + "/app.json", "--watch", "--step", "2"],
                                            width: 80, height: 24)
        try tmux.waitFor("onTheWay · Sam")
        let changed = try String(contentsOf: update, encoding: .utf8).replacingOccurrences(of: "\"Sam\"", with: "\"Alex\"")
        try changed.write(to: update, atomically: true, encoding: .utf8)
        let reloaded = try tmux.waitFor("onTheWay · Alex")
        #expect(reloaded.contains("↻ reloaded"), "\(reloaded)")
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
    }
}

/// `pushpeek activity --render` from the command line: its formats and its exit statuses.
@Suite("activity --render")
struct ActivityRenderCommandTests {
    static let app = ActivityPlayerTests.folder + "/app.json"

    @Test("two activities by activity-id: the second's minimal beside the first's compact, the higher relevance-score first")
    func twoActivitiesByActivityID() throws {
        try Flow.withTemporaryDirectory { directory in
            for (id, courier, score) in [("a", "Ann", 50), ("b", "Bob", 100)] {
                try Flow.write(#"{"activity-id":"\#(id)","aps":{"timestamp":1796061600,"event":"start","attributes-type":"DeliveryAttributes","attributes":{"orderNumber":1,"restaurant":"R"},"content-state":{"status":"preparing","eta":817756500,"progress":0.1,"courierName":"\#(courier)"},"relevance-score":\#(score),"alert":{"title":"T","body":"B"}}}"#,
                               to: directory + "/\(id).json")
            }
            let result = try Run.pushpeek(["activity", directory + "/a.json", directory + "/b.json", "--app", Self.app, "--render"])
            #expect(result.status == 0, "\(result.stderr)")
            let text = result.stdout
            #expect(text.contains("Dynamic Island · minimal · ") && !text.contains("shows only beside another activity"), "\(text)")
            let bob = try #require(text.range(of: "preparing · Bob")), ann = try #require(text.range(of: "preparing · Ann"))
            #expect(bob.lowerBound < ann.lowerBound, "\(text)")
        }
    }

    @Test func jsonAndAnsi() throws {
        let json = try Run.pushpeek(["activity"] + ActivityPlayerTests.sequence + ["--app", Self.app, "--render", "--step", "4", "--format", "json"])
        #expect(json.status == 0, "\(json.stderr)")
        #expect(json.stdout.contains(#""reason" : "Unable to decode content state: courier_name"#) || json.stdout.contains(#""reason": "Unable to decode content state: courier_name"#),
                "\(json.stdout)")
        #expect(json.stdout.contains(#""phase""#) && json.stdout.contains(#""presentations""#))
        let ansi = try Run.pushpeek(["activity"] + ActivityPlayerTests.sequence + ["--app", Self.app, "--render", "--format", "ansi", "--color", "always"])
        #expect(ansi.status == 0 && ansi.stdout.contains("\u{1B}["), "\(ansi.stderr)")
        let plain = try Run.pushpeek(["activity"] + ActivityPlayerTests.sequence + ["--app", Self.app, "--render", "--format", "ansi", "--color", "never"])
        #expect(plain.status == 0 && !plain.stdout.contains("\u{1B}") && plain.stdout.contains("Lock Screen · ended"))
    }

    @Test func svgAndHtmlPicturesOfAStep() throws {
        let base = ["activity"] + ActivityPlayerTests.sequence + ["--app", Self.app, "--render", "--step", "2", "--width", "80"]
        let svg = try Run.pushpeek(base + ["--format", "svg"])
        #expect(svg.status == 0, "\(svg.stderr)")
        #expect(svg.stdout.hasPrefix("<?xml") && svg.stdout.contains("<title>Delivery · DeliveryAttributes</title>"), "\(svg.stdout.prefix(400))")
        #expect(try Run.pushpeek(base + ["--format", "svg"]).stdout == svg.stdout, "the same pushes draw the same bytes")
        // The picture holds the text output's characters, one to a <text>.
        let text = try Run.pushpeek(base).stdout
        let characters = svg.stdout.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
            .replacingOccurrences(of: "\\s", with: "", options: .regularExpression).replacingOccurrences(of: "&#39;", with: "'")
        for line in ["step2/6", "Luigi's·#4711", "DynamicIsland·expanded(alert)"] {
            #expect(text.replacingOccurrences(of: " ", with: "").contains(line) && characters.contains(line), "\(line)")
        }
        let html = try Run.pushpeek(base + ["--format", "html", "--theme", "ios-light"])
        #expect(html.status == 0 && html.stdout.hasPrefix("<!DOCTYPE html>"), "\(html.stderr)")
        #expect(html.stdout.contains("<svg") && !html.stdout.contains("<script"))
        let bad = try Run.pushpeek(base + ["--format", "png"])
        #expect(bad.status == 64 && bad.stderr.contains("svg"), "\(bad.stderr)")
    }

    @Test func theDemoPlaysTheDeliveryExample() throws {
        let json = try Run.pushpeek(["demo", "delivery", "--render", "--format", "json"])
        #expect(json.status == 0, "\(json.stderr)")
        #expect(json.stdout.contains(#""steps" : 4"#) || json.stdout.contains(#""steps": 4"#), "\(json.stdout)")
        #expect(json.stdout.contains(#""phase" : "ended""#) || json.stdout.contains(#""phase": "ended""#))
        let tmux = try TmuxSession.pushpeek(["demo", "delivery"], width: 80, height: 24)
        let first = try tmux.waitFor("step 1/4")
        #expect(first.contains("Luigi's · #4711") && first.contains("q quit"), "\(first)")
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
    }

    @Test func badInputExitsWithItsStatus() throws {
        let start = ActivityPlayerTests.sequence[0]
        let badAt = try Run.pushpeek(["activity", start, "--app", Self.app, "--render", "--at", "soon"])
        #expect(badAt.status == 64 && badAt.stderr.contains("--at takes"), "\(badAt.stderr)")
        let badStep = try Run.pushpeek(["activity", start, "--app", Self.app, "--render", "--step", "2"])
        #expect(badStep.status == 64, "\(badStep.stderr)")
        let missing = try Run.pushpeek(["activity", "no-such-push.json", "--app", Self.app, "--render"])
        #expect(missing.status == 66, "\(missing.stderr)")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-activity-bad-\(getpid()).json")
        try #"{"aps": {"event": "update",}}"#.write(to: directory, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: directory) }
        let invalid = try Run.pushpeek(["activity", directory.path, "--app", Self.app, "--render"])
        #expect(invalid.status == 65 && invalid.stderr.contains(":1:28: trailing comma"), "\(invalid.stderr)")
    }
}

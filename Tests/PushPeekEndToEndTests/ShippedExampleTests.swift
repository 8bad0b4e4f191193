import Foundation
import Testing

/// The shipped examples as a new user meets them: each lints clean with each of its app files,
/// the default demo has a picture and a map with something on it, and typed text that reaches no
/// field is reported.
@Suite("shipped examples")
struct ShippedExampleTests {
    static let examples = URL(fileURLWithPath: Flow.examples)

    /// Every `Examples/NAME/` with each of its `app*.json`.
    static func appFiles() throws -> [(folder: String, app: String)] {
        var pairs: [(String, String)] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: examples.path).sorted() {
            let folder = examples.appendingPathComponent(name).path
            for file in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where file.hasPrefix("app") && file.hasSuffix(".json") {
                pairs.append((folder, folder + "/" + file))
            }
        }
        return pairs
    }

    @Test func everyExampleLintsCleanWithEachOfItsApps() throws {
        let pairs = try Self.appFiles()
        #expect(pairs.count >= 10, "\(pairs.map(\.app))")
        for (folder, app) in pairs {
            // `broken/` holds pushes that are wrong on purpose (checked below), so only the folder's own files.
            let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            let inputs = files.contains(Self.brokenFolder) ? files.filter { $0.hasSuffix(".json") && !$0.hasPrefix("app") }.map { folder + "/" + $0 } : [folder + "/"]
            let result = try Run.pushpeek(["lint"] + inputs + ["--app", app])
            #expect(result.status == 0, "lint \(folder)/ --app \(app): \(result.stdout) \(result.stderr)")
            #expect(result.stderr.contains(": 0 errors,"), "\(app): \(result.stderr)")
            // Warnings: only the calendar app's deliberate resize jump (app-sized.json is the fixed one).
            let strict = try Run.pushpeek(["lint"] + inputs + ["--app", app, "--strict"])
            if app.hasSuffix("calendar/app.json") {
                #expect(strict.status == 1 && strict.stdout.contains("[content-size-ratio]") && strict.stderr.contains("0 errors, 1 warning"), "\(strict.stdout)")
            } else {
                #expect(strict.status == 0, "lint --strict \(app): \(strict.stdout)")
            }
        }
    }

    static let brokenFolder = "broken"

    /// The delivery example's deliberately broken updates, in their place in the sequence: each
    /// reports what the device would do with it.
    @Test func theDeliberatelyBrokenActivityPushesReportWhatTheyBreak() throws {
        let folder = Flow.example("delivery")
        let sequence = ["1-start.json", "2-update.json", "broken/2a-unix-eta.json", "broken/2b-snake-case.json", "3-update.json", "4-end.json"]
        let result = try Run.pushpeek(["lint"] + sequence.map { folder + "/" + $0 } + ["--app", folder + "/app.json"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map { $0.replacingOccurrences(of: folder + "/", with: "") }
        #expect(lines == [
            "1-start.json:4:14: note: event start (push-to-start): iOS 17.2 or later, with a token from pushToStartTokenUpdates [activity-availability]",
            "1-start.json:16:5: note: stale-date: iOS 16.2 or later (earlier versions never show the activity as stale) [activity-availability]",
            "broken/2a-unix-eta.json:7:14: error: aps.content-state.eta: 1796063280 looks like a Unix timestamp, but a Date is decoded as seconds since 2001-01-01: the device shows 2057-11-30 18:28:00 UTC; meant 2026-11-30 18:28:00 UTC? send 817756080 [activity-date]",
            "broken/2b-snake-case.json:9:7: error: aps.content-state.courier_name: key \"courier_name\" is snake_case; the property is courierName and the default keyDecodingStrategy keeps keys as written (keyNotFound \"courierName\") — the device drops the update (\"Unable to decode content state\") [content-state]",
        ], "\(result.stdout)")
        #expect(result.stderr.contains("2 errors, 0 warnings, 2 notes in 6 files"), "\(result.stderr)")
    }

    @Test func theDefaultDemoShowsTheHeadshotAndTheMapData() throws {
        // NO_COLOR set empty: the test runner's own NO_COLOR (if any) must not turn the picture into ASCII.
        let tmux = try TmuxSession.pushpeek([], width: 100, height: 45, environment: ["NO_COLOR": ""])
        try tmux.waitFor("╭──╮ The Sydney Observatory")
        try tmux.sendKeys("Enter")
        try tmux.waitFor("› Accept ‹")
        let screen = try tmux.capture(escapes: true)
        let text = try tmux.capture()
        #expect(!text.contains("image #0"), "\(text)")
        // The headshot: libchafa's coloured block symbols at the top right of the custom view.
        let symbols = Set("▖▗▘▙▚▛▜▝▞▟▌▐▁▂▃▅▆▇▉▊▋▍▎▏▀▄")
        let pictureRows = screen.split(separator: "\n").filter { $0.contains { symbols.contains($0) } }
        #expect(pictureRows.count >= 4, "\(text)")
        #expect(pictureRows.allSatisfy { $0.contains("\u{1B}[48;5;") || $0.contains("\u{1B}[48;2;") }, "the picture's own colours")
        // The map: the streets of millers-point.geojson over the 500 m region, in braille, with names.
        let mapRows = text.split(separator: "\n").filter { $0.contains("│") }
        #expect(mapRows.filter { $0.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) } }.count >= 10, "\(text)")
        #expect(text.contains("Argyle Street") && !mapRows.contains { $0.contains("*") }, "\(text)")
        #expect(text.contains("100 m"))
    }

    @Test func theDemoRenderedHeadlessHasThePictureToo() throws {
        let result = try Run.pushpeek(["demo", "spy-agency", "--render", "--format", "ansi", "--color", "always"], environment: ["COLORTERM": "truecolor"])
        #expect(result.status == 0, "\(result.stderr)")
        // libchafa's block symbols: some of the quadrant and eighth blocks, not only half blocks.
        let symbols = Set("▖▗▘▙▚▛▜▝▞▟▌▐▁▂▃▅▆▇▉▊▋▍▎▏▀▄")
        #expect(result.stdout.filter { symbols.contains($0) }.count >= 20, "\(result.stdout)")
        #expect(!result.stdout.contains("image #0"))
    }

    @Test func typedTextThatReachesNoFieldIsReported() throws {
        let payload = Flow.example("spy-agency/payload.json")
        // No text-input action at all: the characters act as keys, and render says so.
        let plain = try Run.pushpeek(["render", payload, "--app", Flow.example("spy-agency/app.json"), "--keys", #"tab enter "Looks great" enter"#])
        #expect(plain.status == 0)
        #expect(plain.stderr == "pushpeek: warning: --keys:1:11: \"Looks great\" reached no text field: the notification has no text-input action; its characters acted as keys\n",
                "\(plain.stderr)")
        // The README's pairing: Tab to Comment, Enter opens the keyboard, the text is typed and sent.
        let paired = try Run.pushpeek(["render", payload, "--app", Flow.example("spy-agency/app-comment-accept.json"),
                                       "--keys", #"tab enter "Looks great" enter"#, "--format", "json"])
        #expect(paired.status == 0)
        #expect(paired.stderr.isEmpty, "\(paired.stderr)")
        #expect(paired.stdout.contains(#""userText" : "Looks great""#) || paired.stdout.contains(#""userText": "Looks great""#), "\(paired.stdout)")
        // A text-input action the script did not open first.
        let unopened = try Run.pushpeek(["render", payload, "--app", Flow.example("spy-agency/app-comment-accept.json"), "--keys", #""hi""#])
        #expect(unopened.stderr.contains("\"hi\" reached no text field: no reply keyboard was up"), "\(unopened.stderr)")
    }
}

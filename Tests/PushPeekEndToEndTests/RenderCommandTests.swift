import Foundation
import Testing

/// `pushpeek render` as a user runs it: each format, colour control, map data, and the error exits.
@Suite("render command")
struct RenderCommandTests {
    static let payload = Flow.example("spy-agency/payload.json")
    static let app = Flow.example("spy-agency/app.json")

    /// Every command that takes `--format` names its choices, in order, when given another.
    @Test func anUnknownFormatIsAUsageErrorListingTheChoices() throws {
        let pictures = "--format takes one of text, ansi, json, svg, html, not \"pdf\""
        let cases: [([String], String)] = [
            (["render", Self.payload, "--format", "pdf"], pictures),
            (["lockscreen", Self.payload, "--render", "--format", "pdf"], pictures),
            (["activity", Flow.example("delivery/1-start.json"), "--app", Flow.example("delivery/app.json"), "--render", "--format", "pdf"], pictures),
            (["lint", Self.payload, "--format", "pdf"], "--format takes one of text, json, sarif, github, junit, checkstyle, not \"pdf\""),
            (["send", Self.payload, "--format", "pdf"], "--format takes one of text, json, not \"pdf\""),
        ]
        for (arguments, message) in cases {
            let result = try Run.pushpeek(arguments)
            #expect(result.status == 64 && result.stderr.contains(message), "\(arguments[0]): \(result.stderr)")
        }
        let batch = try Run.pushpeek(["render", Self.payload, Self.payload, "--format", "svg"])
        #expect(batch.status == 64 && batch.stderr.contains("--format svg draws one payload at a time"), "\(batch.stderr)")
    }

    @Test func textIsTheCardWithEveryRowTheSameWidth() throws {
        let result = try Run.pushpeek(["render", Self.payload, "--app", Self.app, "--width", "50"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.first.map(String.init) == "╭" + String(repeating: "─", count: 48) + "╮")
        #expect(lines.contains { $0.contains("│ ╭──╮ The Sydney Observatory") } && !lines.contains { $0.contains("SPY AGENCY") })
        #expect(lines.contains { $0.contains("› Accept ‹") })
        #expect(!result.stdout.contains("\u{1B}"))
        for line in lines { #expect(line.count == 50, "\(line)") }
        let classic = try Run.pushpeek(["render", Self.payload, "--app", Self.app, "--width", "50", "--ios", "14.8"])
        #expect(classic.status == 0, "\(classic.stderr)")
        #expect(classic.stdout.contains("│ S SPY AGENCY") && classic.stdout.contains("✕ │") && !classic.stdout.contains("╭──╮"))
        for version in ["9", "fifteen", "15."] {
            let bad = try Run.pushpeek(["render", Self.payload, "--ios", version])
            #expect(bad.status == 64 && bad.stderr.contains("--ios takes an iOS version from 10 on"), "\(bad.stderr)")
        }
    }

    @Test func ansiCarriesColoursUnlessNoColorOrNever() throws {
        let colour = try Run.pushpeek(["render", Self.payload, "--format", "ansi"], environment: ["NO_COLOR": ""])
        #expect(colour.status == 0)
        #expect(colour.stdout.contains("\u{1B}[38;5;"))
        let text = try Run.pushpeek(["render", Self.payload], environment: ["NO_COLOR": ""])
        // Without colour not a single escape sequence: not even a reset or bold.
        let noColor = try Run.pushpeek(["render", Self.payload, "--format", "ansi"], environment: ["NO_COLOR": "1"])
        #expect(noColor.status == 0)
        #expect(!noColor.stdout.contains("\u{1B}"))
        #expect(noColor.stdout == text.stdout)
        let never = try Run.pushpeek(["render", Self.payload, "--format", "ansi", "--color", "never"], environment: ["NO_COLOR": ""])
        #expect(never.status == 0)
        #expect(!never.stdout.contains("\u{1B}"))
        #expect(never.stdout == text.stdout)
        let batch = try Run.pushpeek(["render", Self.payload, Self.payload, "--format", "ansi", "--color", "never"], environment: ["NO_COLOR": ""])
        #expect(batch.status == 0 && batch.stdout.contains("The Sydney Observatory"))
        #expect(!batch.stdout.contains("\u{1B}"), "several files at once: plain text too")
        let mono = try Run.pushpeek(["render", Self.payload, "--format", "ansi", "--theme", "mono"], environment: ["NO_COLOR": ""])
        #expect(!mono.stdout.contains("38;5;") && mono.stdout.contains("\u{1B}[1m"), "the mono theme: attributes, no colours")
        let truecolor = try Run.pushpeek(["render", Self.payload, "--format", "ansi", "--theme", "ios-light"],
                                         environment: ["NO_COLOR": "", "COLORTERM": "truecolor"])
        #expect(truecolor.stdout.contains("38;2;"))
    }

    @Test func jsonDescribesSectionsActionsAndTheMap() throws {
        let result = try Run.pushpeek(["render", Self.payload, "--app", Self.app, "--format", "json"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["width"] as? Int == 44)
        #expect(json["stage"] as? String == "expanded")
        let sections = (json["sections"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(sections == ["custom", "default", "actions"])
        #expect(json["presentation"] as? String == "modern")
        let classic = try #require(try JSONSerialization.jsonObject(with: Data(try Run.pushpeek(["render", Self.payload, "--app", Self.app, "--format", "json", "--ios", "14"]).stdout.utf8)) as? [String: Any])
        #expect(classic["presentation"] as? String == "classic")
        #expect((classic["sections"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["header", "custom", "default", "actions"])
        let actions = try #require(json["actions"] as? [[String: Any]])
        #expect(actions.map { $0["identifier"] as? String } == ["accept", "payment"])
        #expect(actions.map { $0["focused"] as? Bool } == [true, false])
        let map = try #require((json["maps"] as? [[String: Any]])?.first)
        #expect(map["scale"] as? String == "100 m")
        let pin = try #require(map["pin"] as? [String: Int])
        let x = try #require(map["x"] as? Int), width = try #require(map["width"] as? Int)
        #expect(pin["x"] == x + width / 2)
        #expect((json["lines"] as? [String])?.count == json["height"] as? Int)
    }

    @Test func mapDataOverlaysAreDrawn() throws {
        let overlay = Flow.examples + "/../Tests/PushPeekCoreTests/Fixtures/sydney-overlay.geojson"
        let plain = try Run.pushpeek(["render", Self.payload, "--app", Self.app])
        let drawn = try Run.pushpeek(["render", Self.payload, "--app", Self.app, "--map-data", overlay])
        #expect(drawn.status == 0, "\(drawn.stderr)")
        // The app's own mapData draws streets (tagged: in braille); the fixture (untagged) adds the
        // filled Observatory Hill (`%`) as an overlay.
        #expect(plain.stdout.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) } && !plain.stdout.contains("%"))
        #expect(drawn.stdout.contains("%"))
        let broken = try Run.pushpeek(["render", Self.payload, "--app", Self.app, "--map-data", Self.app])
        #expect(broken.status == 65)
        #expect(broken.stderr.contains("app.json"), "\(broken.stderr)")
    }

    @Test func errorsNameTheFileAndExitWithTheDocumentedStatus() throws {
        try Flow.withTemporaryDirectory { directory in
            try Flow.write("{\"aps\": {\"alert\": {\"title\": 5}}}", to: directory + "/typed.json")
            let typed = try Run.pushpeek(["render", directory + "/typed.json"])
            #expect(typed.status == 65)
            #expect(typed.stderr == "pushpeek: error: \(directory)/typed.json:1:29: aps.alert.title: expected a string, found a number\n")
            let missing = try Run.pushpeek(["render", directory + "/nope.json"])
            #expect(missing.status == 66)
            #expect(missing.stderr.contains("nope.json: no such file"))
            let usage = try Run.pushpeek(["render", directory + "/typed.json", "--width", "3"])
            #expect(usage.status == 64)
            #expect(usage.stderr.contains("--width takes a whole number from 16 to 400"))
            #expect(usage.stdout.isEmpty)
        }
    }

    @Test func bannerAndLocalization() throws {
        try Flow.withTemporaryDirectory { directory in
            try Flow.write(#"{"aps": {"alert": {"title-loc-key": "T", "title-loc-args": ["Shai"], "body": "b"}}}"#, to: directory + "/p.json")
            try Flow.write(#""T" = "Target: %@";"#, to: directory + "/Localizable.strings")
            let result = try Run.pushpeek(["render", directory + "/p.json", "--strings", directory + "/Localizable.strings", "--banner"])
            #expect(result.status == 0)
            #expect(result.stdout.contains("│ ╭──╮ Target: Shai"))
            #expect(result.stdout.contains("now │"))
        }
    }

    func json(_ arguments: [String]) throws -> [String: Any] {
        let result = try Run.pushpeek(["render", Self.payload, "--app", Self.app, "--format", "json"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    func section(_ json: [String: Any], _ name: String) -> [String: Any]? {
        (json["sections"] as? [[String: Any]])?.first { $0["name"] as? String == name }
    }

    @Test func commandLineOverridesTheExtensionsAttributes() throws {
        // The view's own width is the card's inside: 42 columns at the default 44.
        #expect(section(try json([]), "custom")?["height"] as? Int == 21)
        #expect(section(try json(["--ratio", "0.5"]), "custom")?["height"] as? Int == 11)
        #expect(section(try json(["--cell-aspect", "0.25"]), "custom")?["height"] as? Int == 11)
        #expect(section(try json(["--width", "60", "--ratio", "0.5"]), "custom")?["height"] as? Int == 15)
        #expect(section(try json(["--hide-default"]), "default") == nil)
        #expect(section(try json(["--show-default"]), "default") != nil)
        let oneAction = try json(["--max-actions", "1"])
        #expect((oneAction["actions"] as? [[String: Any]])?.count == 1)
        #expect(oneAction["hiddenActions"] as? Int == 1)
        let both = try Run.pushpeek(["render", Self.payload, "--hide-default", "--show-default"])
        #expect(both.status == 64)
    }

    @Test func attachmentFilesBecomeTheBannerThumbnail() throws {
        let picture = Flow.example("podcast/podcast.png")
        let withPicture = try Run.pushpeek(["render", Self.payload, "--banner", "--attachment", picture, "--width", "50"])
        let without = try Run.pushpeek(["render", Self.payload, "--banner", "--width", "50"])
        #expect(withPicture.status == 0, "\(withPicture.stderr)")
        #expect(withPicture.stdout.split(separator: "\n").count == 2 + 1 + 4, "a thumbnail four rows tall under the time")
        #expect(without.stdout.split(separator: "\n").count == 2 + 3, "the app icon's three rows")
        let notAPicture = try Run.pushpeek(["render", Self.payload, "--attachment", Self.app])
        #expect(notAPicture.status == 0, "an unsupported file shows as a labelled placeholder")
        let missing = try Run.pushpeek(["render", Self.payload, "--attachment", "/nonexistent/picture.png"])
        #expect(missing.status == 66)
    }

    @Test func aThemeFileIsUsedForANSIColours() throws {
        try Flow.withTemporaryDirectory { directory in
            try Flow.write(##"{"name": "mine", "colors": {"card": "#000000", "text": "#FF0000", "border": "#00FF00"}}"##, to: directory + "/mine.json")
            let result = try Run.pushpeek(["render", Self.payload, "--format", "ansi", "--theme", directory + "/mine.json"],
                                          environment: ["NO_COLOR": ""])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("38;5;46"), "the border in the file's green")
            #expect(result.stdout.contains("38;5;196"), "text in the file's red")
            try Flow.write(#"{"name": "bad", "colors": {"card": "nope"}}"#, to: directory + "/bad.json")
            let bad = try Run.pushpeek(["render", Self.payload, "--theme", directory + "/bad.json"])
            #expect(bad.status == 65)
            #expect(bad.stderr.contains("colors.card"))
        }
    }
}

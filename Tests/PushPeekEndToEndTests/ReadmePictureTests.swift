import Foundation
import Testing

/// The README's pictures of the examples are what the binary draws: each `Docs/pictures/*.svg` is
/// made again by the command the README shows beside it and compared byte for byte
/// (`PUSHPEEK_RECORD_SNAPSHOTS=1` writes them instead, and fails), and the README or a page of the manual in
/// `Docs/` shows every one.
@Suite("README pictures")
struct ReadmePictureTests {
    static let root = RenderKeysTests.packageRoot
    static let pictures: [(name: String, arguments: [String])] = [
        ("spy-agency", ["render", "Examples/spy-agency/payload.apns", "--app", "Examples/spy-agency/app.json", "--format", "svg"]),
        ("spy-agency-banner", ["render", "Examples/spy-agency/payload.apns", "--app", "Examples/spy-agency/app.json", "--banner", "--format", "svg"]),
        ("podcast", ["render", "Examples/podcast/payload.json", "--app", "Examples/podcast/app.json", "--format", "svg"]),
        ("apple-pay", ["render", "Examples/apple-pay/payload.json", "--app", "Examples/apple-pay/app.json", "--keys", "tab right", "--format", "svg"]),
        ("calendar", ["render", "Examples/calendar/event-invite.json", "--app", "Examples/calendar/app.json", "--theme", "ios-light", "--format", "svg"]),
        ("messages", ["render", "Examples/messages/payload.json", "--app", "Examples/messages/app.json", "--format", "svg"]),
        ("spy-agency-ios14", ["render", "Examples/spy-agency/payload.apns", "--app", "Examples/spy-agency/app.json", "--ios", "14", "--format", "svg"]),
        ("helsinki-courier", ["render", "Examples/helsinki-courier/payload.json", "--app", "Examples/helsinki-courier/app.json", "--format", "svg"]),
        ("lock-screen", ["lockscreen", "Examples/lock-screen", "--app", "Examples/lock-screen/app.json", "--render", "--format", "svg"]),
    ]

    /// The command as the README writes it (arguments with spaces in single quotes).
    static func command(_ arguments: [String]) -> String {
        "pushpeek " + arguments.map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " ")
    }

    @Test(arguments: pictures.map(\.name))
    func pictureIsWhatTheBinaryDraws(_ name: String) throws {
        let arguments = try #require(Self.pictures.first { $0.name == name }).arguments
        let result = try PushPeekRunner.run(arguments, in: Self.root)
        #expect(result.status == 0, "\(result.stderrText)")
        let file = Self.root.appendingPathComponent("Docs/pictures/\(name).svg")
        if ProcessInfo.processInfo.environment["PUSHPEEK_RECORD_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(result.stdout).write(to: file)
            // Recording never passes, so a run left with the variable set cannot look green.
            Issue.record("recorded Docs/pictures/\(name).svg; run again without PUSHPEEK_RECORD_SNAPSHOTS to compare")
            return
        }
        let stored = try #require(FileManager.default.contents(atPath: file.path), "Docs/pictures/\(name).svg is missing; record it with PUSHPEEK_RECORD_SNAPSHOTS=1")
        #expect(Array(stored) == result.stdout, "Docs/pictures/\(name).svg is not what `\(Self.command(arguments))` draws now; re-record with PUSHPEEK_RECORD_SNAPSHOTS=1")
    }

    @Test func documentsShowEveryPictureWithItsCommand() throws {
        let pages = try ReadmeTests.documents.map { try String(contentsOfFile: $0, encoding: .utf8) }
        for (name, arguments) in Self.pictures {
            let page = pages.first { $0.contains("(Docs/pictures/\(name).svg)") || $0.contains("(pictures/\(name).svg)") }
            #expect(page != nil, "neither the README nor Docs/ shows Docs/pictures/\(name).svg")
            #expect(page?.contains("`\(Self.command(arguments))`") == true, "the page showing \(name) does not give its command: \(Self.command(arguments))")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Docs/pictures").path)
        #expect(Set(files) == Set(Self.pictures.map { $0.name + ".svg" }), "every picture in Docs/pictures is made by a command here")
    }

    @Test func pictureFormatsDrawOnePayloadAtATime() throws {
        let result = try PushPeekRunner.run(["render", "Examples/spy-agency/payload.json", "Examples/podcast/payload.json", "--format", "svg"], in: Self.root)
        #expect(result.status == 64)
        #expect(result.stderrText.contains("--format svg draws one payload at a time"), "\(result.stderrText)")
    }

    @Test func htmlIsASelfContainedPageAroundTheSVG() throws {
        let base = ["render", "Examples/podcast/payload.json", "--app", "Examples/podcast/app.json"]
        let svg = try PushPeekRunner.run(base + ["--format", "svg"], in: Self.root).stdoutText
        let html = try PushPeekRunner.run(base + ["--format", "html"], in: Self.root).stdoutText
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        let element = try #require(svg.range(of: "<svg")).lowerBound
        #expect(html.contains(svg[element...]), "the page holds the same picture")
        #expect(svg.contains("href=\"data:image/png;base64,"), "the attachment is embedded")
        for remote in ["<script", "https://", "src=", "url(", "<link", "@import"] {
            #expect(!html.contains(remote), "\(remote)")
        }
        #expect(html.components(separatedBy: "http://").count == 2, "the only URL is the SVG namespace")
    }
}

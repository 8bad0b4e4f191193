import Foundation
import Testing
import ImageBombs

/// A notification delivered again — `r` after `d`, or a `--watch` reload — comes with what its
/// delivery brings (the sender's picture, the service extension's attachments), not what the one
/// before it had.
@Suite("Delivering again")
struct RedeliveryTests {
    @Test("d then r keeps the sender's picture that the app description names as a file")
    func dismissAndDeliverAgainKeepsAFileAvatar() throws {
        let folder = Flow.example("messages")
        let arguments = ["render", folder + "/payload.json", "--app", folder + "/app.json", "--format", "json"]
        let first = try Run.pushpeek(arguments)
        let again = try Run.pushpeek(arguments + ["--keys", "d r"])
        #expect(first.status == 0 && again.status == 0, "\(first.stderr)\(again.stderr)")
        for result in [first, again] {
            #expect(result.stdout.contains(#""avatar": "alice.png""#), "\(result.stdout.prefix(600))")
            #expect(!result.stdout.contains("╭──╮ Alice Martin"), "initials drawn instead of the picture")
        }
    }

    @Test("a --watch reload shows the attachment as it is on disk now")
    func watchReloadShowsAChangedAttachment() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-redeliver-\(getpid())")
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.copyItem(atPath: Flow.example("calendar"), toPath: directory.path)
        defer { try? FileManager.default.removeItem(at: directory) }
        let picture = directory.appendingPathComponent("dinner.png")
        let payload = directory.appendingPathComponent("event-invite.json")
        try Data(ImageBombs.png(size: 64, color: (0, 0, 0))).write(to: picture)
        let arguments = ["preview", payload.path, "--app", directory.appendingPathComponent("app.json").path, "--color", "never"]

        let tmux = try TmuxSession.pushpeek(arguments + ["--watch"], width: 80, height: 24)
        let before = Self.card(try tmux.waitFor("Dinner at Tomo's"))
        try Data(ImageBombs.png(size: 64, color: (255, 255, 255))).write(to: picture)
        try (String(contentsOf: payload, encoding: .utf8) + "\n").write(to: payload, atomically: true, encoding: .utf8)
        let after = Self.card(try tmux.waitFor("↻ reloaded"))
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)

        let fresh = try TmuxSession.pushpeek(arguments, width: 80, height: 24)
        let expected = Self.card(try fresh.waitFor("Dinner at Tomo's"))
        try fresh.sendKeys("q")
        #expect(try fresh.waitForExit() == 0)

        #expect(after != before, "the reload kept the old picture:\n\(after)")
        #expect(after == expected, "after the reload:\n\(after)\na fresh start:\n\(expected)")
    }

    /// The screen without its status line (where the reload's sign shows).
    static func card(_ screen: String) -> String {
        var lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.dropLast().joined(separator: "\n")
    }
}

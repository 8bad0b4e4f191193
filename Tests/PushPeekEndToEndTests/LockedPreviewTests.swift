import Foundation
import Testing

/// The device state and the interruption level in the real preview (tmux, 80×24).
@Suite("Locked device and quiet delivery in a terminal (tmux)")
struct LockedPreviewTests {
    @Test("--locked: an authenticationRequired action asks to unlock first; unlocked, it runs at once")
    func lockedAsksToUnlock() throws {
        try LintCommandTests.folder(["payload.json": DeviceStateTests.payload, "app.json": DeviceStateTests.app]) { folder in
            let payload = folder.appendingPathComponent("payload.json").path
            let app = folder.appendingPathComponent("app.json").path
            let locked = try TmuxSession.pushpeek([payload, "--app", app, "--locked"])
            try locked.waitFor("Transfer ready")
            try locked.sendKeys("Enter")
            try locked.waitFor("› Send ‹")
            try locked.sendKeys("Enter")
            try locked.waitFor("Unlock to continue")
            try locked.sendKeys("Enter")
            try locked.waitFor("Dismissed")

            let unlocked = try TmuxSession.pushpeek([payload, "--app", app])
            try unlocked.waitFor("Transfer ready")
            try unlocked.sendKeys("Enter")
            try unlocked.waitFor("› Send ‹")
            try unlocked.sendKeys("Enter")
            let screen = try unlocked.waitFor(timeout: 10, "the action forwarded at once") { $0.contains("Dismissed") }
            #expect(!screen.contains("Unlock to continue"))
        }
    }

    @Test("a passive notification shows as delivered quietly, and a badge-only one shows no card")
    func quietDeliveries() throws {
        let passive = #"{"aps": {"alert": {"title": "Weekly digest", "body": "Five new episodes"}, "interruption-level": "passive"}}"#
        let badge = #"{"aps": {"badge": 3, "sound": "default"}}"#
        try LintCommandTests.folder(["passive.json": passive, "badge.json": badge]) { folder in
            let quiet = try TmuxSession.pushpeek([folder.appendingPathComponent("passive.json").path])
            let screen = try quiet.waitFor(timeout: 10, "the list entry") { $0.contains("Weekly digest") && $0.contains("Delivered quietly to Notification Center.") }
            #expect(screen.contains("No banner or sound; the screen stays dark."))
            let noCard = try TmuxSession.pushpeek([folder.appendingPathComponent("badge.json").path])
            let icon = try noCard.waitFor(timeout: 10, "the app icon") { $0.contains("Badge: 3 on the app icon") }
            #expect(icon.contains(#"Sound: "default" plays"#) && !icon.contains("now"))
        }
    }
}

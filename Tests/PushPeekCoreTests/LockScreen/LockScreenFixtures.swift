import Foundation
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekMaps
@testable import PushPeekApp
@testable import PushPeekSend
@testable import PushPeekPresentation
@testable import PushPeekLint
@testable import PushPeekInteraction
@testable import PushPeekSession

/// The `Examples/messages` folder as the lock screen receives it: six payloads in name order.
enum LockScreenFixtures {
    static let files = ["01-anna-dinner.json", "02-bob-keys.json", "03-anna-late.json", "04-news.json", "05-bob-train.json", "06-anna-here.json"]
    /// Every body text of the folder (none may show while previews are hidden).
    static let bodies = [
        "Dinner at eight", "Did you take my keys", "Running ten minutes late", "Both directions until 6 pm",
        "Never mind, they were in the car", "blue coat at the bar",
    ]

    static func state(era: PresentationEra = .modern, locked: Bool = false, previews: PreviewsSetting = .whenUnlocked,
                      summary: Bool = false) throws -> LockScreenState {
        var card = CardOptions()
        card.presentationEra = era
        card.device.isLocked = locked
        card.monochromePictures = true
        let options = LockScreenOptions(card: card, previews: previews, showsSummary: summary)
        var template = try SessionTemplate(SessionSources(appPath: Fixtures.example("lock-screen/app.json")))
        var notifications: [LockScreenNotification] = []
        for (index, file) in files.enumerated() {
            let path = Fixtures.example("lock-screen/" + file)
            let payload = try PayloadDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path)
            notifications.append(LockScreenNotification(id: index + 1, source: file, delivered: try template.state(payload, options: card, stage: .banner)))
        }
        return LockScreenState(notifications: notifications, options: options, app: template.app)
    }

    static func text(_ state: LockScreenState) -> String {
        TextSnapshot.text(of: LockScreenRenderer.render(state).grid)
    }

    /// A payload of the messages app arriving later.
    static func arrival(_ state: LockScreenState, thread: String, body: String, level: String = "active") throws -> LockScreenNotification {
        let json = #"{"aps":{"alert":{"title":"Anna","body":"\#(body)"},"thread-id":"\#(thread)","category":"message","interruption-level":"\#(level)"}}"#
        let payload = try PayloadDecoder.decode(Array(json.utf8))
        let preview = PreviewState(content: NotificationContent(payload: payload), app: state.app, options: state.options.card, stage: .banner)
        return LockScreenNotification(id: state.nextID, source: "new.json", state: preview)
    }
}

import PushPeekModel
import PushPeekCanvas

/// What the interruption level changes about a card: the "Time Sensitive" marking iOS draws on the
/// notification, and the lines under the card that say what a picture cannot — that a `passive`
/// notification arrived quietly in Notification Center, that a `critical` one's sound plays even
/// when the ringer is muted.
public enum DeliveryNoteView {
    /// iOS 15 and later label a time-sensitive notification "Time Sensitive" (with a clock) on the
    /// notification itself.
    package static let timeSensitiveMark = "◷ TIME SENSITIVE"

    /// The mark drawn above the title, for a time-sensitive notification.
    package static func mark(_ content: NotificationContent) -> String? {
        content.interruptionLevel == .timeSensitive ? timeSensitiveMark : nil
    }

    /// The sentences shown under the card (empty for an ordinary notification).
    public static func notes(_ content: NotificationContent) -> [String] {
        switch (NotificationDelivery(content), content.interruptionLevel) {
        case (.notificationCenter, _):
            return ["Delivered quietly to Notification Center.", "No banner or sound; the screen stays dark."]
        case (.banner, .critical):
            guard let sound = NotificationDelivery.playedSound(content) else {
                return ["Critical alert: it would sound even with the ringer muted, but the payload names no sound."]
            }
            return ["Critical alert: \"\(sound)\" plays even when the ringer is muted."]
        default:
            return []
        }
    }

    /// `card` with the notes below it, a blank row between, on the screen's background.
    package static func appendingNotes(to card: RenderedCard, content: NotificationContent) -> RenderedCard {
        let notes = notes(content)
        guard !notes.isEmpty else { return card }
        let width = card.grid.width
        let lines = notes.flatMap { TextLayout.wrap($0, width: max(1, width - 2)) }
        var grid = CellGrid(width: width, height: card.grid.height + 1 + lines.count, fill: Cell.blank(.screen))
        grid.draw(card.grid, at: .zero)
        for (offset, line) in lines.enumerated() {
            grid.put(line, at: Point(x: 1, y: card.grid.height + 1 + offset), style: .screen, clip: Rect(x: 1, y: 0, width: width - 2, height: grid.height))
        }
        var result = card
        result.grid = grid
        result.layout.height = grid.height
        return result
    }
}

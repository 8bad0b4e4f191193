import PushPeekApp
import PushPeekPresentation

/// What a notification shows while previews are hidden ("Show Previews": When Unlocked on a locked
/// device, or Never): the body becomes the category's `hiddenPreviewsBodyPlaceholder` (the system's
/// "Notification" without one; `%u` is the number of notifications in the group), the title stays
/// only with `hiddenPreviewsShowTitle`, the subtitle only with `hiddenPreviewsShowSubtitle`, and no
/// attachment thumbnail shows. The full interface stays closed until the device is unlocked.
public enum HiddenPreviews {
    /// The system's placeholder when the category gives none.
    public static let defaultPlaceholder = "Notification"

    /// The placeholder body for a notification of `category` in a group of `groupCount`.
    public static func body(category: NotificationCategory?, groupCount: Int) -> String {
        guard let placeholder = category?.hiddenPreviewsBodyPlaceholder, !placeholder.isEmpty else { return defaultPlaceholder }
        return SummaryFormat.fill(placeholder, count: groupCount, list: "")
    }

    /// `state` with its texts and thumbnail as they show while previews are hidden. The payload's
    /// alert is emptied too, so nothing drawn from it (or written to JSON) carries the hidden text.
    public static func redacted(_ state: PreviewState, groupCount: Int) -> PreviewState {
        var shown = state
        let options = state.category?.options ?? []
        if !options.contains(.hiddenPreviewsShowTitle) { shown.content.title = "" }
        if !options.contains(.hiddenPreviewsShowSubtitle) { shown.content.subtitle = "" }
        shown.content.body = body(category: state.category, groupCount: groupCount)
        shown.content.payload.aps.alert = nil
        shown.attachments = []
        return shown
    }
}

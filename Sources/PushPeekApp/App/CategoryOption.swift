/// `UNNotificationCategoryOptions`.
public enum CategoryOption: String, Sendable, CaseIterable {
    case customDismissAction
    case allowInCarPlay
    case hiddenPreviewsShowTitle
    case hiddenPreviewsShowSubtitle
    case allowAnnouncement
}

/// `UNNotificationCategory`: the actions registered for a category identifier.
public struct NotificationCategory: Sendable, Equatable {
    public var identifier: String
    public var actions: [NotificationAction]
    public var options: Set<CategoryOption>
    public var hiddenPreviewsBodyPlaceholder: String?
    public var categorySummaryFormat: String?
    /// Communication notifications of this category (iOS 15): sender, avatar, group.
    public var communication: CommunicationSpec?

    public init(identifier: String, actions: [NotificationAction], options: Set<CategoryOption> = [],
                hiddenPreviewsBodyPlaceholder: String? = nil, categorySummaryFormat: String? = nil) {
        self.identifier = identifier
        self.actions = actions
        self.options = options
        self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder
        self.categorySummaryFormat = categorySummaryFormat
    }
}

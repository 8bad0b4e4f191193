import PushPeekJSON

/// `UNNotificationCategory`: the actions registered for a category identifier.
public struct NotificationCategory: Sendable, Equatable {
    public var identifier: String
    public var actions: [NotificationAction]
    public var options: Set<CategoryOption>
    public var hiddenPreviewsBodyPlaceholder: String?
    public var categorySummaryFormat: String?
    /// Communication notifications of this category (iOS 15): sender, avatar, group.
    public var communication: CommunicationSpec?
    /// Where its identifier is written, for diagnostics; not part of what the category is.
    public var location: SourceLocation?
    /// Where `hiddenPreviewsBodyPlaceholder` and `categorySummaryFormat` are written, for diagnostics.
    public var placeholderLocation: SourceLocation?
    public var summaryFormatLocation: SourceLocation?

    public init(identifier: String, actions: [NotificationAction], options: Set<CategoryOption> = [],
                hiddenPreviewsBodyPlaceholder: String? = nil, categorySummaryFormat: String? = nil, location: SourceLocation? = nil) {
        self.location = location
        self.identifier = identifier
        self.actions = actions
        self.options = options
        self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder
        self.categorySummaryFormat = categorySummaryFormat
    }

    public static func == (lhs: NotificationCategory, rhs: NotificationCategory) -> Bool {
        lhs.identifier == rhs.identifier && lhs.actions == rhs.actions && lhs.options == rhs.options
            && lhs.hiddenPreviewsBodyPlaceholder == rhs.hiddenPreviewsBodyPlaceholder && lhs.categorySummaryFormat == rhs.categorySummaryFormat
            && lhs.communication == rhs.communication
    }
}

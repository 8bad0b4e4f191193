/// Everything the preview shows, as a value: the delivered notification, the app's setup, the stage,
/// the buttons currently shown, focus, and what the extension has received so far.
public struct PreviewState: Sendable {
    public var content: NotificationContent
    public var app: AppDescription
    /// The content extension iOS would load for the payload's category, if any.
    public var contentExtension: ContentExtension?
    public var category: NotificationCategory?
    public var options: CardOptions
    public var stage: Stage
    /// `extensionContext.notificationActions`: the buttons shown now.
    public var actions: [NotificationAction]
    /// Index into the visible actions of the focused button.
    public var focusedAction: Int?
    /// Every call the extension (or the app) would have seen, oldest first.
    public var responseLog: [OutputJSON]
    public var showsHelp: Bool
    public var showsLog: Bool
    /// The notification was dismissed; `r` delivers it again.
    public var isDismissed: Bool
    /// A one-line message for the status bar (errors of a live reload, hints).
    public var statusMessage: String?
    /// The terminal size, known after the first resize event (nil when rendering headless).
    public var viewport: Size?
    /// The user's `--map-data` features, drawn on every map.
    public var mapOverlays: [MapFeature] = []
    /// `UNNotificationAttachment`s: `--attachment` files and what the service extension would download.
    public var attachments: [Attachment] = []

    public init(content: NotificationContent, app: AppDescription = .none, options: CardOptions = CardOptions(), stage: Stage = .expanded) {
        self.content = content
        self.app = app
        self.options = options
        self.stage = stage
        self.category = app.category(content.categoryIdentifier)
        self.contentExtension = app.contentExtension(for: content.categoryIdentifier)
        self.actions = contentExtension?.notificationActions ?? category?.actions ?? []
        self.responseLog = []
        self.showsHelp = false
        self.showsLog = false
        self.isDismissed = false
        self.focusedAction = actions.isEmpty ? nil : 0
        self.hasDeliveredToExtension = false
        self.viewport = nil
    }

    /// Whether the extension's `didReceive(_:)` has run for the current notification (it runs when
    /// the full interface first shows).
    public var hasDeliveredToExtension: Bool

    /// `UNNotificationExtensionInitialContentSizeRatio`, or the `--ratio` override.
    public var contentSizeRatio: Double {
        options.ratio ?? contentExtension?.attributes.initialContentSizeRatio ?? 1
    }

    /// Whether the default title/subtitle/body are hidden (`--hide-default`/`--show-default` win).
    public var defaultContentHidden: Bool {
        guard contentExtension != nil else { return false }
        return options.defaultContentHidden ?? contentExtension?.attributes.defaultContentHidden ?? false
    }

    /// The actions that fit (the first `maximumActions`).
    public var visibleActions: [NotificationAction] {
        Array(actions.prefix(max(0, options.maximumActions)))
    }

    /// The header's name: the extension's title when it overrides the default title, else the app name.
    public var headerTitle: String {
        if let contentExtension, contentExtension.attributes.overridesDefaultTitle, let title = contentExtension.title, !title.isEmpty {
            return title
        }
        return app.app.name
    }
}

extension PreviewState {
    /// Appends an entry to the response log and returns the effect that writes it to `--log`.
    public mutating func record(_ entry: OutputJSON) -> Effect {
        responseLog.append(entry)
        return .log(entry)
    }
}

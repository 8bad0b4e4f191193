import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekMaps
import PushPeekApp
import PushPeekSend

/// Everything the preview shows, as a value: the delivered notification, the app's setup, the stage,
/// the buttons currently shown, focus, and what the extension has received so far.
///
/// What owns the keyboard is not stored: it is `interactionMode`, derived from the help, the unlock
/// prompt, the input, the dismissal, the payment sheet and the stage (see `InteractionMode`). Parts
/// that change together are grouped: `log` (the response log and its pane) and `extensionView`
/// (what the view controller changed).
public struct PreviewState: Sendable {
    public var content: NotificationContent
    public var app: AppDescription
    /// What carries over from one notification to the next (`PreviewSession`).
    public var session: PreviewSession
    /// The content extension iOS would load for the payload's category, if any.
    public var contentExtension: ContentExtension?
    public var category: NotificationCategory?
    public var stage: Stage
    /// `extensionContext.notificationActions`: the buttons shown now.
    public var actions: [NotificationAction]
    /// What the keyboard acts on (nil: nothing focused).
    public var focus: Focus?
    /// The reply keyboard or the custom input view, when up.
    public var input: ActiveInput?
    /// "Unlock to continue" is showing for an `authenticationRequired` action.
    public var unlockRequest: UnlockRequest?
    /// Labels, control values and media playback as the extension's view controller has set them.
    public var extensionView = ExtensionViewState()
    /// The key help is up (over whatever owned the keyboard before).
    public var showsHelp: Bool
    /// The notification was dismissed; `r` delivers it again.
    public var isDismissed: Bool
    /// A one-line message for the status bar (errors of a live reload, hints).
    public var statusMessage: String?
    /// A short sign for the status bar that the next key clears (a successful live reload).
    public var notice: String?
    /// Card rows scrolled off the top of a terminal shorter than the card (clamped when drawn).
    public var scrollOffset = 0
    /// The full interface shows from its top, as it opened: nothing scrolls to the focus until a key
    /// or a press moves it (the status line says where the focus is meanwhile).
    public var holdsCardTop = true
    /// Rows of the key help scrolled off its top.
    public var helpScroll = 0
    /// Scrolls asked for since the last frame, worked out in order when the next frame's metrics come
    /// back; empty without a terminal (nothing scrolls then).
    public var pendingScroll: [ScrollRequest] = []
    /// `UNNotificationAttachment`s: `--attachment` files and what the service extension would download.
    public var attachments: [Attachment] = []
    /// The extension's `preferredContentSize` has taken effect: the first frame of the full interface
    /// uses `UNNotificationExtensionInitialContentSizeRatio`, the next event (or tick) resizes.
    public var isPreferredContentSizeApplied = false
    /// The simulated Apple Pay sheet, when a `presentPaymentSheet` response put it up.
    public var paymentSheet: PaymentSheet?
    /// The sender's picture of a communication notification whose `avatar` is a file, decoded.
    public var communicationAvatarFile: Attachment?
    /// "Send this payload?" is up with what would be sent (the send key, `S`).
    public var sendPrompt: SendPlan?

    public init(content: NotificationContent, app: AppDescription = .none, options: CardOptions = CardOptions(), stage: Stage = .expanded) {
        self.init(PreviewDelivery(content: content, app: app), session: PreviewSession(options: options), stage: stage)
    }

    /// The notification `delivery` in a session that goes on from an earlier one (or starts).
    public init(_ delivery: consuming PreviewDelivery, session: consuming PreviewSession, stage: Stage) {
        let category = delivery.app.category(delivery.content.categoryIdentifier)
        let contentExtension = delivery.app.contentExtension(for: delivery.content.categoryIdentifier)
        let actions = contentExtension?.notificationActions ?? category?.actions ?? []
        self.content = delivery.content
        self.app = delivery.app
        self.attachments = delivery.attachments
        self.communicationAvatarFile = delivery.communicationAvatarFile
        self.session = session
        self.stage = stage
        self.category = category
        self.contentExtension = contentExtension
        self.actions = actions
        self.showsHelp = false
        self.isDismissed = false
        self.focus = actions.isEmpty ? nil : .action(0)
        self.input = nil
        self.unlockRequest = nil
        self.hasDeliveredToExtension = false
    }

    /// The notification as it was delivered, to deliver again (`r`).
    public var delivery: PreviewDelivery {
        PreviewDelivery(content: content, app: app, attachments: attachments, communicationAvatarFile: communicationAvatarFile)
    }

    /// Whether the extension's `didReceive(_:)` has run for the current notification (it runs when
    /// the full interface first shows).
    public var hasDeliveredToExtension: Bool

    /// `UNNotificationExtensionInitialContentSizeRatio`, or the `--ratio` override.
    public var contentSizeRatio: Double {
        options.ratio ?? contentExtension?.attributes.initialContentSizeRatio ?? 1
    }

    /// The ratio the custom area has now: the initial ratio until the preferred size is applied.
    public var currentContentSizeRatio: Double {
        if isPreferredContentSizeApplied, let preferred = contentExtension?.preferredContentSizeRatio { return preferred }
        return contentSizeRatio
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

    /// The classic full interface's header name: the extension's title when it overrides the
    /// default title, else the app name. The banner always shows the app name: iOS draws it before
    /// the extension runs.
    public var headerTitle: String {
        extensionTitle ?? app.app.name
    }

    /// The view controller's `title`, when `UNNotificationExtensionOverridesDefaultTitle` makes it the
    /// notification's title in the full interface.
    public var extensionTitle: String? {
        guard let contentExtension, contentExtension.attributes.overridesDefaultTitle,
              let title = contentExtension.title, !title.isEmpty else { return nil }
        return title
    }

    /// The presentation drawn: `--ios`, else the app description's `app.ios`, else today's.
    public var presentationEra: PresentationEra {
        PresentationEra.chosen(option: options.presentationEra, app: app.app.presentationEra)
    }

    /// `content` as the presented iOS acts on it: its interruption level is the one the era honours
    /// (`PresentationEra.presented`). What decides delivery, marks and notes reads this.
    public var presentedContent: NotificationContent {
        presentationEra.presented(content)
    }

    /// `body` applied to `presentedContent`, without copying the content when the era keeps its
    /// interruption level (the usual case).
    package func withPresentedContent<Result>(_ body: (NotificationContent) -> Result) -> Result {
        let era = presentationEra
        guard era.interruptionLevel(content.interruptionLevel, criticalSound: content.sound?.isCritical == true) == content.interruptionLevel else {
            return body(era.presented(content))
        }
        return body(content)
    }

    /// The sender and group of a communication notification; nil in the classic presentation, for
    /// a category without `communication`, or a payload that names no sender.
    public var communication: CommunicationInfo? {
        guard presentationEra == .modern, let spec = category?.communication, let names = spec.resolve(content) else { return nil }
        var avatar: Attachment?
        switch spec.avatar {
        case .attachment(let index)?: avatar = attachments[safe: index]
        case .file?: avatar = communicationAvatarFile
        case nil: avatar = nil
        }
        return CommunicationInfo(senderName: names.sender, groupName: names.group, avatar: avatar)
    }

    /// The title line of the modern presentation: the group or sender of a communication
    /// notification, the extension's title (full interface, when it overrides), the notification's
    /// title, or — with none — the app name, shown once.
    public func modernTitle(expanded: Bool) -> String {
        if let communication { return communication.groupName ?? communication.senderName }
        if expanded, let extensionTitle { return extensionTitle }
        return content.title.isEmpty ? app.app.name : content.title
    }
}

extension PreviewState {
    /// Index into the visible actions of the focused button (the action part of `focus`).
    public var focusedAction: Int? {
        get {
            if case .action(let index) = focus { return index }
            return nil
        }
        set { focus = newValue.map { .action($0) } }
    }

    /// The custom view's elements (none without an extension).
    public var elements: [ViewElement] { contentExtension?.elements ?? [] }

    /// The custom view's buttons and segmented controls, in focus order.
    public var controls: [ViewElement] { ViewElement.controls(in: elements) }

    /// `UNNotificationExtensionUserInteractionEnabled`: the view's controls respond to input.
    public var controlsAreInteractive: Bool { contentExtension?.attributes.userInteractionEnabled == true }

    /// The media button as declared, when it is not `none`.
    public var mediaButton: MediaButtonSpec? {
        guard let spec = contentExtension?.mediaButton, spec.type != .none else { return nil }
        return spec
    }

    /// Whether the media button shows now (an overlay hides while playing).
    public var showsMediaButton: Bool {
        guard let spec = mediaButton else { return false }
        return !(spec.type == .overlay && extensionView.isMediaPlaying)
    }

    /// Everything Tab visits, in order; empty in the banner and while the keyboard or a prompt is up.
    public var focusRing: [Focus] {
        guard case .expanded = cardMode else { return [] }
        var ring: [Focus] = []
        if showsMediaButton { ring.append(.mediaButton) }
        if controlsAreInteractive { ring += controls.indices.map { .control($0) } }
        ring += visibleActions.indices.map { .action($0) }
        WorkCounter.add(ring.count)
        return ring
    }

    /// The selected segment of a segmented control, or 1/0 for a selected/unselected button.
    public func value(of control: ViewElement) -> Int {
        if let value = extensionView.controlValues[control.key] { return value }
        switch control.content {
        case .segmented(let segmented): return segmented.initialSelection(content)
        case .button(let button): return button.selected ? 1 : 0
        default: return 0
        }
    }

    /// A label's text and colour after any `setLabel`.
    public func labelText(_ label: LabelElement, id: String?) -> (text: String, color: Color?) {
        let change = id.flatMap { extensionView.labelChanges[$0] }
        return (change?.text ?? label.resolvedText(content), change?.color ?? label.color)
    }

    /// Keeps `focus` on something that exists after the actions or the view changed: an action index
    /// past the end moves to the last action; a control or media button that is gone gives way to the
    /// first action.
    public mutating func clampFocus() {
        let fallback: Focus? = visibleActions.isEmpty ? nil : .action(0)
        switch focus {
        case nil:
            focus = fallback
        case .action(let index)?:
            focus = visibleActions.isEmpty ? nil : .action(min(index, visibleActions.count - 1))
        case .control(let index)?:
            if !controlsAreInteractive || index >= controls.count { focus = fallback }
        case .mediaButton?:
            if !showsMediaButton { focus = fallback }
        }
    }

    /// Appends an entry to the response log and returns the effect that writes it to `--log`.
    public mutating func record(_ entry: LogEvent) -> Effect {
        log.events.append(entry)
        return .log(entry)
    }
}

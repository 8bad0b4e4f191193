import PushPeekModel
import PushPeekCanvas
import PushPeekMaps
import PushPeekApp
import PushPeekPresentation

/// One delivered notification in the list: its arrival number, the file it came from, and its
/// preview state (the same card, interactions and responses as a single preview).
///
/// A notification never expanded is kept compact: its decoded content and the parts every
/// notification of the session shares by reference (the app description, the card options, map
/// data, attachments), boxed, so the list's arrays copy a pointer each. `state` builds the preview
/// state from them when it is asked for — for the cards on screen, and the one expanded. Once a
/// notification was expanded, it keeps what its interface became (labels, controls).
public struct LockScreenNotification: Sendable {
    /// Arrival number from 1; a larger number arrived later.
    public var id: Int
    /// The payload file, as named on the command line or found in a folder.
    public var source: String
    private var kept: Kept

    /// What is kept of the notification (boxed: `indirect`).
    private indirect enum Kept: Sendable {
        /// As delivered: the content and the session's shared parts.
        case delivered(Delivered)
        /// A preview state that events have changed (an interface that was expanded).
        case interface(PreviewState)
    }

    /// A delivered notification's preview state as its parts: the delivery (content, app,
    /// attachments) and the session (options, map data) it was made with, and its stage.
    private struct Delivered: Sendable {
        var content: NotificationContent
        var attachments: [Attachment]
        var communicationAvatarFile: Attachment?
        var shared: SharedPreviewSession
        var stage: Stage

        var session: PreviewSession { shared.session }
        var delivery: PreviewDelivery {
            PreviewDelivery(content: content, app: shared.app, attachments: attachments, communicationAvatarFile: communicationAvatarFile)
        }
        var state: PreviewState { PreviewState(delivery, session: shared.session, stage: stage) }
    }

    /// A notification with a preview state that events may have changed: kept whole.
    public init(id: Int, source: String, state: PreviewState) {
        self.id = id
        self.source = source
        kept = .interface(state)
    }

    /// A notification as delivered, from a state `PreviewState.init` or `SessionTemplate.state`
    /// made and no event has changed: kept compact (its content and the shared parts).
    public init(id: Int, source: String, delivered state: PreviewState) {
        self.init(id: id, source: source, delivered: state, in: SharedPreviewSession(state.session, app: state.app))
    }

    /// The same, its session held by `shared` (which the notifications of one list share): `state`'s
    /// own session and app description are taken to be the same as `shared`'s.
    public init(id: Int, source: String, delivered state: PreviewState, in shared: SharedPreviewSession) {
        self.id = id
        self.source = source
        kept = .delivered(Delivered(content: state.content, attachments: state.attachments,
                                    communicationAvatarFile: state.communicationAvatarFile, shared: shared, stage: state.stage))
    }

    /// The preview state: built from the delivered parts, or the one its interface left.
    public var state: PreviewState {
        get {
            switch kept {
            case .delivered(let delivered): return delivered.state
            case .interface(let state): return state
            }
        }
        set { kept = .interface(newValue) }
    }

    public var content: NotificationContent {
        switch kept {
        case .delivered(let delivered): return delivered.content
        case .interface(let state): return state.content
        }
    }

    /// `thread-id`; empty for the app's own group.
    public var thread: String { content.threadIdentifier }
    /// The level the presented iOS acts on (always `active` before iOS 15).
    public var interruptionLevel: InterruptionLevel {
        switch kept {
        case .delivered(let delivered):
            let era = PresentationEra.chosen(option: delivered.session.options.presentationEra, app: delivered.shared.app.app.presentationEra)
            return era.presented(delivered.content).interruptionLevel
        case .interface(let state):
            return state.presentedContent.interruptionLevel
        }
    }
    /// Whether the presented iOS draws it as a communication notification: a modern presentation
    /// whose category names a sender the payload has.
    public var isCommunication: Bool {
        switch kept {
        case .delivered(let delivered):
            let era = PresentationEra.chosen(option: delivered.session.options.presentationEra, app: delivered.shared.app.app.presentationEra)
            guard era == .modern, let spec = delivered.shared.app.category(delivered.content.categoryIdentifier)?.communication else { return false }
            return spec.resolve(delivered.content) != nil
        case .interface(let state):
            return state.communication != nil
        }
    }
    /// `relevance-score`, 0 when absent.
    public var relevanceScore: Double { content.payload.aps.relevanceScore ?? 0 }
    /// The category's summary format (`categorySummaryFormat`), if its category has one.
    public var categorySummaryFormat: String? {
        switch kept {
        case .delivered(let delivered): return delivered.shared.app.category(delivered.content.categoryIdentifier)?.categorySummaryFormat
        case .interface(let state): return state.category?.categorySummaryFormat
        }
    }
}

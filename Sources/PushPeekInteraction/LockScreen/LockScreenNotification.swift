import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekMaps
import PushPeekApp
import PushPeekPresentation

/// One delivered notification in the list: its arrival number, the file it came from, and its
/// preview state (the same card, interactions and responses as a single preview).
///
/// A notification never expanded is kept compact: its payload's bytes as they arrived (or, for a
/// state made in code, its decoded JSON document) and texts, and the
/// parts every notification of the session shares by reference (the app description, the card
/// options, map data), boxed, so the list's arrays copy a pointer each — not a typed payload, a
/// key-path index or a preview state per notification. `state` builds the preview
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

    /// The payload as it arrived: its bytes (shared with whoever else keeps them, such as the send
    /// key's edge), or the document a state made in code decoded from.
    private enum Origin: Sendable {
        case bytes([UInt8])
        indirect case document(JSONNode, byteCount: Int)
    }

    /// A delivered notification as its payload's origin, the texts it shows, the few values
    /// the list sorts and groups by, and the session (options, map data, app) it was made with; the
    /// typed payload and the preview state are made again from these for the cards on screen.
    private struct Delivered: Sendable {
        var origin: Origin
        var title: String
        var subtitle: String
        var body: String
        var thread: String
        var presentedLevel: InterruptionLevel
        var relevanceScore: Double
        var attachments: [Attachment]
        /// The communication avatar, none or one (an empty array costs a pointer, an absent
        /// attachment its whole size).
        var avatar: [Attachment]
        var shared: SharedPreviewSession
        var stage: Stage

        /// The payload decoded again from its bytes or document, which decoded to it when it arrived
        /// (the decoder is deterministic, so the fallback is never taken).
        var payload: Payload {
            switch origin {
            case .bytes(let bytes):
                return (try? PayloadDecoder.decode(bytes))
                    ?? Payload(aps: APS(), userInfo: [], simulatorTargetBundle: nil, root: JSONNode(.object([])), byteCount: bytes.count)
            case .document(let document, let byteCount):
                return (try? PayloadDecoder.decode(document, byteCount: byteCount))
                    ?? Payload(aps: APS(), userInfo: [], simulatorTargetBundle: nil, root: document, byteCount: byteCount)
            }
        }
        /// The JSON document (parsed again from the bytes).
        var document: JSONNode {
            switch origin {
            case .bytes(let bytes): return (try? JSONParser.parse(bytes)) ?? JSONNode(.object([]))
            case .document(let document, _): return document
            }
        }
        var content: NotificationContent {
            var content = NotificationContent(payload: payload)
            content.title = title
            content.subtitle = subtitle
            content.body = body
            return content
        }
        /// The alert's `summary-arg`, read from the document (which the decoder checked).
        var summaryArgument: String? {
            guard let node = document.value(atPath: "aps.alert.summary-arg"), case .string(let text) = node.value else { return nil }
            return text
        }
        /// The alert's `summary-arg-count`. Read with a `switch`, not `?.number`: Swift 6.3.1's release
        /// optimiser crashes on that optional chain where this is inlined ("Found ownership error").
        var summaryArgumentCount: Int? {
            guard let node = document.value(atPath: "aps.alert.summary-arg-count"), case .number(let number) = node.value else { return nil }
            return WholeNumber.exact(number.value)
        }
        var state: PreviewState {
            let delivery = PreviewDelivery(content: content, app: shared.app, attachments: attachments, communicationAvatarFile: avatar.first)
            return PreviewState(delivery, session: shared.session, stage: stage)
        }

        /// `state`'s parts, or nil when its payload is not what its document decodes to (a payload
        /// made in code), which is then kept whole. With `bytes`, the payload is known to be what
        /// the decoder made of them, so it is not decoded again to check, and they are kept.
        init?(_ state: PreviewState, in shared: SharedPreviewSession, bytes: [UInt8]?) {
            self.init(state.delivery, stage: state.stage, in: shared, bytes: bytes)
        }

        /// `delivery`'s parts, as `init(_:in:bytes:)` takes a state's.
        init?(_ delivery: PreviewDelivery, stage: Stage, in shared: SharedPreviewSession, bytes: [UInt8]?) {
            let origin: Origin
            if let bytes {
                origin = .bytes(bytes)
            } else {
                let payload = delivery.content.payload
                guard let again = try? PayloadDecoder.decode(payload.root, byteCount: payload.byteCount), again.aps == payload.aps,
                      again.userInfo.count == payload.userInfo.count, again.simulatorTargetBundle == payload.simulatorTargetBundle
                else { return nil }
                origin = .document(payload.root, byteCount: payload.byteCount)
            }
            self.init(delivery.content, origin: origin, attachments: delivery.attachments, avatar: delivery.communicationAvatarFile,
                      stage: stage, in: shared)
        }

        /// The texts and values of `content` the list reads, delivered with `attachments` and `avatar`.
        init(_ content: borrowing NotificationContent, origin: Origin, attachments: [Attachment], avatar: Attachment?,
             stage: Stage, in shared: SharedPreviewSession) {
            self.init(texts: (content.title, content.subtitle, content.body), thread: content.threadIdentifier,
                      level: content.interruptionLevel, criticalSound: content.sound?.isCritical == true,
                      relevanceScore: content.payload.aps.relevanceScore ?? 0, origin: origin, attachments: attachments, avatar: avatar,
                      stage: stage, in: shared)
        }

        /// The values the list reads, as `init(_:origin:…)` takes them from a content.
        init(texts: (title: String, subtitle: String, body: String), thread: String, level: InterruptionLevel, criticalSound: Bool,
             relevanceScore: Double, origin: Origin, attachments: [Attachment], avatar: Attachment?, stage: Stage, in shared: SharedPreviewSession) {
            self.origin = origin
            (title, subtitle, body) = texts
            self.thread = thread
            // `shared.era.presented(content).interruptionLevel`, without a copy of the content.
            presentedLevel = shared.era.interruptionLevel(level, criticalSound: criticalSound)
            self.relevanceScore = relevanceScore
            self.attachments = attachments
            self.avatar = avatar.map { [$0] } ?? []
            self.shared = shared
            self.stage = stage
        }
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
        kept = Delivered(state, in: shared, bytes: nil).map { .delivered($0) } ?? .interface(state)
    }

    /// A notification delivered in `shared`'s session from the payload `PayloadDecoder` has just
    /// decoded from `bytes`, showing `texts` (`NotificationContent.texts`), with the attachments and
    /// avatar the app gave it (`SessionTemplate.media`): no content, preview state or delivery is
    /// made for it, the payload is not decoded a second time to check, and the bytes are kept
    /// instead of the document (the same array the caller holds: no copy).
    package init(id: Int, source: String, payload: borrowing Payload, texts: (title: String, subtitle: String, body: String),
                 attachments: [Attachment], avatar: Attachment?, stage: Stage, bytes: [UInt8], in shared: SharedPreviewSession) {
        self.id = id
        self.source = source
        // The values `NotificationContent(payload:)` would give, read from the payload.
        kept = .delivered(Delivered(texts: texts, thread: payload.aps.threadIdentifier ?? "", level: payload.aps.interruptionLevel ?? .active,
                                    criticalSound: payload.aps.sound?.isCritical == true, relevanceScore: payload.aps.relevanceScore ?? 0,
                                    origin: .bytes(bytes), attachments: attachments, avatar: avatar, stage: stage, in: shared))
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

    /// The content (for a compact notification, decoded again from its document).
    public var content: NotificationContent {
        switch kept {
        case .delivered(let delivered): return delivered.content
        case .interface(let state): return state.content
        }
    }

    /// `thread-id`; empty for the app's own group.
    public var thread: String {
        switch kept {
        case .delivered(let delivered): return delivered.thread
        case .interface(let state): return state.content.threadIdentifier
        }
    }
    /// The level the presented iOS acts on (always `active` before iOS 15).
    public var interruptionLevel: InterruptionLevel {
        switch kept {
        case .delivered(let delivered): return delivered.presentedLevel
        case .interface(let state):
            return state.presentedContent.interruptionLevel
        }
    }
    /// Whether the presented iOS draws it as a communication notification: a modern presentation
    /// whose category names a sender the payload has.
    public var isCommunication: Bool {
        switch kept {
        case .delivered(let delivered):
            guard delivered.shared.era == .modern, let spec = delivered.shared.app.category(delivered.content.categoryIdentifier)?.communication else { return false }
            return spec.resolve(delivered.content) != nil
        case .interface(let state):
            return state.communication != nil
        }
    }
    /// `relevance-score`, 0 when absent.
    public var relevanceScore: Double {
        switch kept {
        case .delivered(let delivered): return delivered.relevanceScore
        case .interface(let state): return state.content.payload.aps.relevanceScore ?? 0
        }
    }
    /// The alert's `summary-arg`, if any.
    public var summaryArgument: String? {
        switch kept {
        case .delivered(let delivered): return delivered.summaryArgument
        case .interface(let state): return state.content.payload.aps.alert?.summaryArgument
        }
    }
    /// The alert's `summary-arg-count`, if any.
    public var summaryArgumentCount: Int? {
        switch kept {
        case .delivered(let delivered): return delivered.summaryArgumentCount
        case .interface(let state): return state.content.payload.aps.alert?.summaryArgumentCount
        }
    }
    /// The category's summary format (`categorySummaryFormat`), if its category has one.
    public var categorySummaryFormat: String? {
        switch kept {
        case .delivered(let delivered): return delivered.shared.app.category(delivered.payload.aps.category ?? "")?.categorySummaryFormat
        case .interface(let state): return state.category?.categorySummaryFormat
        }
    }
}

import PushPeekModel
import PushPeekPresentation

/// One delivered notification in the list: its arrival number, the file it came from, and its
/// preview state (the same card, interactions and responses as a single preview).
public struct LockScreenNotification: Sendable {
    /// Arrival number from 1; a larger number arrived later.
    public var id: Int
    /// The payload file, as named on the command line or found in a folder.
    public var source: String
    public var state: PreviewState

    public init(id: Int, source: String, state: PreviewState) {
        self.id = id
        self.source = source
        self.state = state
    }

    public var content: NotificationContent { state.content }
    /// `thread-id`; empty for the app's own group.
    public var thread: String { state.content.threadIdentifier }
    /// The level the presented iOS acts on (always `active` before iOS 15).
    public var interruptionLevel: InterruptionLevel { state.presentedContent.interruptionLevel }
    /// `relevance-score`, 0 when absent.
    public var relevanceScore: Double { state.content.payload.aps.relevanceScore ?? 0 }
}

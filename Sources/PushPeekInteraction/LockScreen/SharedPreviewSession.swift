import PushPeekApp
import PushPeekPresentation

/// What many notifications of a lock screen share, held once: the session they were delivered in
/// and the app description. The list keeps a pointer to it per notification instead of a copy.
public final class SharedPreviewSession: Sendable {
    public let session: PreviewSession
    public let app: AppDescription

    public init(_ session: PreviewSession, app: AppDescription) {
        self.session = session
        self.app = app
    }
}

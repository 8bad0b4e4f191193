import PushPeekModel
import PushPeekApp
import PushPeekPresentation

/// What many notifications of a lock screen share, held once: the session they were delivered in
/// and the app description. The list keeps a pointer to it per notification instead of a copy.
public final class SharedPreviewSession: Sendable {
    public let session: PreviewSession
    public let app: AppDescription
    /// The era they are presented in (`--ios`, else the app's).
    public let era: PresentationEra

    public init(_ session: PreviewSession, app: AppDescription) {
        self.session = session
        self.app = app
        era = PresentationEra.chosen(option: session.options.presentationEra, app: app.app.presentationEra)
    }
}

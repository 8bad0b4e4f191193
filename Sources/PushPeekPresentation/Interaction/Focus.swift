/// What the keyboard acts on in the full interface. Tab goes through the custom view first (the media
/// button, then the view's controls when `UNNotificationExtensionUserInteractionEnabled`), then the
/// action buttons.
public enum Focus: Hashable, Sendable {
    /// The media play/pause button (`mediaPlayPauseButtonType`).
    case mediaButton
    /// A control of the custom view, by index into `PreviewState.controls`.
    case control(Int)
    /// An action button, by index into `PreviewState.visibleActions`.
    case action(Int)

    /// `media`, `control:N`, `action:N`: how `render --format json` names it.
    public var name: String {
        switch self {
        case .mediaButton: return "media"
        case .control(let index): return "control:\(index)"
        case .action(let index): return "action:\(index)"
        }
    }
}

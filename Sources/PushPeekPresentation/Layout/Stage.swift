/// The two ways iOS shows a notification: the abbreviated banner, and the full interface after a press.
public enum Stage: String, Sendable, Equatable {
    case banner
    case expanded
}

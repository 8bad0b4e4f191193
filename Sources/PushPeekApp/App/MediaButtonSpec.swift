import PushPeekModel

/// `mediaPlayPauseButtonType`, `mediaPlayPauseButtonFrame` and `mediaPlayPauseButtonTintColor`.
public struct MediaButtonSpec: Sendable, Equatable {
    /// `UNNotificationContentExtensionMediaPlayPauseButtonType`.
    public enum ButtonType: String, Sendable, CaseIterable {
        case none
        /// Always visible; toggles play and pause.
        case `default`
        /// A play icon over the content, hidden while playing.
        case overlay
    }

    public var type: ButtonType
    /// x, y, width, height in points inside the custom view (`CGRect`).
    public var frame: [Double]
    public var tint: Color?

    public init(type: ButtonType = .none, frame: [Double] = [0, 0, 44, 44], tint: Color? = nil) {
        self.type = type
        self.frame = frame
        self.tint = tint
    }
}

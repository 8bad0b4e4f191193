import PushPeekApp

/// What the extension's view controller has changed since `didReceive(_:)`: labels set by `setLabel`,
/// the values of its controls, and whether its media plays. A new delivery starts it afresh.
public struct ExtensionViewState: Sendable, Equatable {
    /// Labels changed by `setLabel` responses, by label id.
    public var labelChanges: [String: LabelChange] = [:]
    /// State of the custom view's controls by `ViewElement.key`: a segmented control's selected
    /// index, a toggle button's 1 (selected) or 0.
    public var controlValues: [String: Int] = [:]
    /// The media button was pressed to play (`mediaPlay()` called last).
    public var isMediaPlaying = false

    public init() {}
}

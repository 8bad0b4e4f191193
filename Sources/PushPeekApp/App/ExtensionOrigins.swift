import PushPeekJSON

/// Where a content extension's settings are written in the app description, for diagnostics about
/// them. A value read from the Info.plist is placed at the `infoPlist` string.
public struct ExtensionOrigins: Sendable, Equatable {
    /// `UNNotificationExtensionCategory` (inline value, or the `infoPlist` string).
    public var categories: SourceLocation?
    /// `UNNotificationExtensionInitialContentSizeRatio`; nil when it is the default 1.
    public var ratio: SourceLocation?
    public var ratioFromPlist = false
    public var userInteractionFromPlist = false
    public var preferredContentSizeRatio: SourceLocation?
    /// The `"inputView"` key.
    public var customInput: SourceLocation?

    public init() {}
}

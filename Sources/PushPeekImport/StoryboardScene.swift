/// The notification view controller's scene: its class, root view and outlets.
public struct StoryboardScene: Sendable, Equatable {
    public var customClass: String?
    public var rootWidth: Double
    public var rootHeight: Double
    public var subviews: [StoryboardView]
    /// Outlet property name → the view's id.
    public var outlets: [String: String]
    public var line: Int

    public init(customClass: String?, rootWidth: Double, rootHeight: Double, subviews: [StoryboardView], outlets: [String: String], line: Int) {
        self.customClass = customClass
        self.rootWidth = rootWidth
        self.rootHeight = rootHeight
        self.subviews = subviews
        self.outlets = outlets
        self.line = line
    }
}

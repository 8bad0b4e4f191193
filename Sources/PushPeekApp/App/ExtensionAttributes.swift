/// `NSExtensionAttributes` of a notification content extension's Info.plist.
public struct ExtensionAttributes: Sendable, Equatable {
    /// `UNNotificationExtensionCategory` (a string or an array in the plist); case-sensitive.
    public var categories: [String]
    /// `UNNotificationExtensionInitialContentSizeRatio`: initial height ÷ width of the custom view.
    public var initialContentSizeRatio: Double
    /// `UNNotificationExtensionDefaultContentHidden`.
    public var defaultContentHidden: Bool
    /// `UNNotificationExtensionOverridesDefaultTitle`.
    public var overridesDefaultTitle: Bool
    /// `UNNotificationExtensionUserInteractionEnabled`.
    public var userInteractionEnabled: Bool

    public init(categories: [String] = [], initialContentSizeRatio: Double = 1, defaultContentHidden: Bool = false,
                overridesDefaultTitle: Bool = false, userInteractionEnabled: Bool = false) {
        self.categories = categories
        self.initialContentSizeRatio = initialContentSizeRatio
        self.defaultContentHidden = defaultContentHidden
        self.overridesDefaultTitle = overridesDefaultTitle
        self.userInteractionEnabled = userInteractionEnabled
    }

    public static let categoryKey = "UNNotificationExtensionCategory"
    public static let ratioKey = "UNNotificationExtensionInitialContentSizeRatio"
    public static let defaultContentHiddenKey = "UNNotificationExtensionDefaultContentHidden"
    public static let overridesDefaultTitleKey = "UNNotificationExtensionOverridesDefaultTitle"
    public static let userInteractionEnabledKey = "UNNotificationExtensionUserInteractionEnabled"
    public static let allKeys = [categoryKey, ratioKey, defaultContentHiddenKey, overridesDefaultTitleKey, userInteractionEnabledKey]
}

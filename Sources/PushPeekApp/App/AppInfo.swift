import PushPeekModel

/// The app as the notification header shows it.
public struct AppInfo: Sendable, Equatable {
    public var name: String
    /// One or two columns drawn as the app icon (a letter or an emoji).
    public var icon: String
    /// `app.iconFile`: a picture of the app icon (the import takes the largest PNG of the project's
    /// `AppIcon` set), drawn in the modern presentation's icon tile instead of `icon`.
    public var iconFile: AppFileReference?
    public var bundleIdentifier: String?
    /// `app.ios`: the iOS version to present for ("14", "17.4"), when `--ios` does not say.
    public var presentationEra: PresentationEra?
    /// The entitlements the app is signed with (`com.apple.developer.usernotifications.…`), so lint
    /// knows whether time-sensitive and critical notifications are allowed.
    public var entitlements: [String]

    public init(name: String, icon: String, bundleIdentifier: String? = nil, entitlements: [String] = []) {
        self.name = name
        self.icon = icon
        self.bundleIdentifier = bundleIdentifier
        self.entitlements = entitlements
    }

    /// The Time Sensitive Notifications capability's entitlement.
    public static let timeSensitiveEntitlement = "com.apple.developer.usernotifications.time-sensitive"
    /// The critical-alerts entitlement Apple grants on request.
    public static let criticalAlertsEntitlement = "com.apple.developer.usernotifications.critical-alerts"

    /// What iOS-like headers show when no app description is given.
    public static let generic = AppInfo(name: "App", icon: "A")
}

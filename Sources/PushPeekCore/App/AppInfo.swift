/// The app as the notification header shows it.
public struct AppInfo: Sendable, Equatable {
    public var name: String
    /// One or two columns drawn as the app icon (a letter or an emoji).
    public var icon: String
    public var bundleIdentifier: String?
    /// `app.ios`: the iOS version to present for ("14", "17.4"), when `--ios` does not say.
    public var presentationEra: PresentationEra?

    public init(name: String, icon: String, bundleIdentifier: String? = nil) {
        self.name = name
        self.icon = icon
        self.bundleIdentifier = bundleIdentifier
    }

    /// What iOS-like headers show when no app description is given.
    public static let generic = AppInfo(name: "App", icon: "A")
}

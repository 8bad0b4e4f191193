import PushPeekJSON
import PushPeekCanvas
import PushPeekMaps

/// The app's notification setup: its name and icon, registered categories and content extensions.
public struct AppDescription: Sendable {
    public var app: AppInfo
    public var categories: [NotificationCategory]
    public var extensions: [ContentExtension]
    /// What the notification service extension downloads: payload key (`media-url`) → local file
    /// (relative to the app file), attached when the payload has the key and `mutable-content`.
    public var serviceAttachments: [ServiceAttachment] = []
    /// Map features from the GeoJSON files the description's `mapData` names (relative to the app
    /// file), drawn on every map like `--map-data`: the street-scale detail MapKit's tiles would show.
    public var mapFeatures: [MapFeature] = []
    /// The vector tile archives (`.pmtiles`, `.mbtiles`) the description's `mapData` names, resolved
    /// against its folder, with where they are named; opened with the session, inside that folder.
    public var mapArchives: [AppFileReference] = []
    /// The Live Activities the app declares (`liveActivities`), each with its own `attributesType`.
    public var liveActivities: [LiveActivity] = []
    /// `app.iconFile` decoded (by the session, which reads pictures at the edge), drawn in the icon tile.
    public var iconPicture: Attachment?
    /// The app description file, for diagnostics.
    public var file: String?
    public var root: JSONNode?

    public init(app: AppInfo, categories: [NotificationCategory] = [], extensions: [ContentExtension] = [], file: String? = nil, root: JSONNode? = nil) {
        self.app = app
        self.categories = categories
        self.extensions = extensions
        self.file = file
        self.root = root
    }

    /// No app description: a generic app with no categories.
    public static let none = AppDescription(app: .generic)

    public func category(_ identifier: String) -> NotificationCategory? {
        WorkCounter.add(categories.count)
        return categories.first { $0.identifier == identifier }
    }

    /// The Live Activity whose `ActivityAttributes` struct has this name.
    public func liveActivity(_ attributesType: String) -> LiveActivity? {
        liveActivities.first { $0.attributesType == attributesType }
    }

    /// The extension iOS would load for a category (the first that lists it).
    public func contentExtension(for category: String) -> ContentExtension? {
        WorkCounter.add(extensions.reduce(0) { $0 + $1.attributes.categories.count })
        return extensions.first { $0.handles(category: category) }
    }
}

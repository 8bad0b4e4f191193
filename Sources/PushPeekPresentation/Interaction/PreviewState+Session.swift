import PushPeekModel
import PushPeekMaps

/// The session's parts, read and written where they always were (`state.log`, `state.viewport`, …).
extension PreviewState {
    public var options: CardOptions {
        get { session.options }
        set { session.options = newValue }
    }

    public var log: ResponseLog {
        get { session.log }
        set { session.log = newValue }
    }

    public var viewport: Size? {
        get { session.viewport }
        set { session.viewport = newValue }
    }

    public var lastFrame: ViewportMetrics? {
        get { session.lastFrame }
        set { session.lastFrame = newValue }
    }

    public var isDeviceUnlocked: Bool {
        get { session.isDeviceUnlocked }
        set { session.isDeviceUnlocked = newValue }
    }

    public var mapOverlays: [MapFeature] {
        get { session.mapOverlays }
        set { session.mapOverlays = newValue }
    }

    public var mapTiles: MapTileSet? {
        get { session.mapTiles }
        set { session.mapTiles = newValue }
    }

    public var isSending: Bool {
        get { session.isSending }
        set { session.isSending = newValue }
    }
}

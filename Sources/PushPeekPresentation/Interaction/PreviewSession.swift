import PushPeekModel
import PushPeekMaps
import PushPeekApp

/// What the preview keeps from one notification to the next (a live reload, `r`): the options, the
/// response log and its pane, the terminal and the last frame drawn, the device's unlock, the map
/// data and a send under way. `PreviewReducer.deliver` replaces everything else.
public struct PreviewSession: Sendable {
    public var options: CardOptions
    /// Every call the extension (or the app) would have seen, and whether the log pane shows.
    public var log = ResponseLog()
    /// The terminal size, known after the first resize event (nil when rendering headless).
    public var viewport: Size?
    /// What the last frame drawn showed (`Event.frameDrawn`): the card's height, the rows it had, the
    /// focus's rows, where the log went. Nil until a frame is drawn (headless `render` draws none).
    public var lastFrame: ViewportMetrics?
    /// The device is unlocked: it was not `--locked`, or it was unlocked once in this session.
    public var isDeviceUnlocked: Bool
    /// The user's `--map-data` features, drawn on every map.
    public var mapOverlays: [MapFeature] = []
    /// Why the overlays are drawn only in part (a GeoJSON budget was spent), shown on every map.
    public var mapOverlayNote: String?
    /// The session's vector tile archives and drawn maps (shared, not copied, between states); nil
    /// draws every map afresh.
    public var mapTiles: MapTileSet?
    /// A send is under way; its outcome comes as `Event.sendFinished`.
    public var isSending = false

    public init(options: CardOptions = CardOptions()) {
        self.options = options
        self.isDeviceUnlocked = !options.device.isLocked
    }
}

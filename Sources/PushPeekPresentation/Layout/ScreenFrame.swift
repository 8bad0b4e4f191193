import PushPeekCanvas

/// One drawn frame: the cells to paint and, for the preview, where things are on them and what the
/// viewport showed.
public struct ScreenFrame: Sendable {
    public var grid: CellGrid
    /// Resolves the mouse against this frame; nil for a model that takes the terminal's reports as
    /// they come (`keytest`, which shows them).
    public var hitMap: HitMap?
    /// What the frame showed of content taller than the terminal, given back to the model
    /// (`Event.frameDrawn`) before the next event; nil for a model that does not scroll.
    public var metrics: ViewportMetrics?
    /// Pictures wholly in view, which a terminal with pixels draws over their symbols.
    public var pictures: [ScreenPicture] = []

    public init(grid: CellGrid, hitMap: HitMap? = nil, metrics: ViewportMetrics? = nil) {
        self.grid = grid
        self.hitMap = hitMap
        self.metrics = metrics
    }

    /// The event a mouse report means on this frame: resolved by the hit map, else the report itself.
    public func event(for mouse: MouseEvent) -> Event? {
        guard let hitMap else { return .mouse(mouse) }
        return hitMap.event(for: mouse)
    }
}

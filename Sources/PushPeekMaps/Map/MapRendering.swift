import PushPeekCanvas

/// The result of rendering a map element into an area.
///
/// Invariant: `grid` is exactly the requested size. `info` is nil when no region could be computed
/// (a bad payload value, or an empty area); `note` then says which value was wrong, in one line, and
/// the grid already shows it (wrapped to the area's width, centred).
public struct MapRendering: Hashable, Sendable {
    public var grid: CellGrid
    public var info: MapInfo?
    public var note: String?

    public init(grid: CellGrid, info: MapInfo?, note: String?) {
        self.grid = grid
        self.info = info
        self.note = note
    }
}

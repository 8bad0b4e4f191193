/// Which of a tile's shapes a map draws at its scale: buildings only from zoom 15 closer than 20 m
/// a column, footpaths closer than 10 m a column and not in ASCII (where they would read as
/// buildings). Tiles are decoded for one detail, so what a map does not draw is never decoded.
/// With `near`, only the shapes whose box meets it are kept, and only theirs are placed.
public struct TileDetail: Hashable, Sendable {
    package var buildings: Bool
    package var paths: Bool
    /// Where the map looks (its view with a margin, in the tile's world units); nil: everywhere.
    package var near: WorldBounds?

    package init(buildings: Bool, paths: Bool) {
        self.buildings = buildings
        self.paths = paths
    }

    /// The detail `MapCanvas.drawTiles` draws at `zoom` (the zoom the tiles were read at).
    package init(zoom: Int, metersPerColumn: Double, style: MapStyle) {
        buildings = zoom >= 15 && metersPerColumn < 20
        paths = buildings && style != .ascii && metersPerColumn <= 10
    }

    /// Everything a tile holds that `TileSchema` classifies.
    package static let all = TileDetail(buildings: true, paths: true)

    /// Whether a shape of `kind` is drawn at this detail.
    package func draws(_ kind: MapShape.Kind) -> Bool {
        switch kind {
        case .building: return buildings
        case .road(.path): return paths
        default: return true
        }
    }

    /// The same kinds, kept only near `bounds`.
    package func near(_ bounds: WorldBounds?) -> TileDetail {
        var detail = self
        detail.near = bounds
        return detail
    }
}

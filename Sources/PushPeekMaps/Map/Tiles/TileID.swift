/// One tile of the Web Mercator tile pyramid: at `zoom` the world is 2^zoom × 2^zoom tiles, `x`
/// counting east from 180°W and `y` south from 85.0511°N (XYZ, as PMTiles and web maps number them).
public struct TileID: Hashable, Sendable, CustomStringConvertible {
    public var zoom: Int
    public var x: Int
    public var y: Int

    public init(zoom: Int, x: Int, y: Int) {
        self.zoom = zoom
        self.x = x
        self.y = y
    }

    /// The deepest zoom the PMTiles tile id (a UInt64) can address.
    public static let maximumZoom = 26

    public var description: String { "\(zoom)/\(x)/\(y)" }

    /// Tiles per side at this zoom.
    public var tilesPerSide: Int { 1 << zoom }

    /// The PMTiles v3 tile id: the tiles of all lower zooms, then the position along the Hilbert curve.
    public var pmtilesID: UInt64 {
        let base = ((UInt64(1) << UInt64(2 * zoom)) - 1) / 3
        let n = UInt64(tilesPerSide)
        var tx = UInt64(x)
        var ty = UInt64(y)
        var distance: UInt64 = 0
        var side = n / 2
        while side > 0 {
            let rx: UInt64 = tx & side > 0 ? 1 : 0
            let ry: UInt64 = ty & side > 0 ? 1 : 0
            distance += side * side * ((3 * rx) ^ ry)
            if ry == 0 {
                if rx == 1 {
                    tx = n - 1 - tx
                    ty = n - 1 - ty
                }
                swap(&tx, &ty)
            }
            side /= 2
        }
        return base + distance
    }
}

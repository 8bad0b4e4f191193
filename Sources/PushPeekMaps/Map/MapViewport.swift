import PushPeekModel

/// A region fitted to a view of `columns` × `rows` terminal cells, as `MKMapView.setRegion` fits it:
/// the centre is kept and one axis grows so that the whole requested region stays visible (never
/// cropped). Positions are fractional cell coordinates: (0, 0) is the top-left corner of the top-left
/// cell, (columns, rows) the bottom-right corner of the last cell.
///
/// Terminal cells are taller than wide: a cell's width is `cellAspect` times its height (0.5: twice as
/// tall as wide), so the view's physical height is `rows / cellAspect` cell widths and one row covers
/// `1 / cellAspect` times the map distance of one column. Metres stay square on screen.
///
/// Invariants: `unitsPerColumn` is positive and finite. Longitudes wrap: a coordinate is placed at the
/// copy of the world nearest to the centre, so a view centred at 179.9° shows both sides of the
/// antimeridian. Vertically the view stays inside the projected world when it is smaller than the
/// world (a polar region slides towards the equator, like MapKit's); a view taller than the world is
/// centred on it and its rows beyond 85.05° show nothing.
public struct MapViewport: Hashable, Sendable {
    public let columns: Int
    public let rows: Int
    public let cellAspect: Double
    /// World units (see `WebMercator`) per column.
    public let unitsPerColumn: Double
    /// World x of the view's left edge, unwrapped around the centre.
    public let left: Double
    /// World y of the view's top edge (negative when the view is taller than the world).
    public let top: Double
    /// World x of the centre, in [0, 1).
    public let centerX: Double

    /// The aspect used when the given one is not a positive finite number.
    public static let defaultCellAspect = 0.5

    /// Fits `region` to the view; nil when the view is empty or the region is not finite.
    public init?(fitting region: CoordinateRegion, columns: Int, rows: Int, cellAspect: Double = defaultCellAspect) {
        guard columns > 0, rows > 0, region.center.latitude.isFinite, region.center.longitude.isFinite,
              region.span.latitudeDelta.isFinite, region.span.longitudeDelta.isFinite else { return nil }
        let aspect = cellAspect.isFinite && cellAspect > 0 ? MapMath.clamp(cellAspect, 0.05...20) : Self.defaultCellAspect
        let center = region.center.normalized
        let halfWidth = MapMath.clamp(region.span.longitudeDelta, 0...360) / 720
        let latitudeDelta = MapMath.clamp(region.span.latitudeDelta, 0...180)
        let centerY = WebMercator.y(latitude: center.latitude)
        let northY = WebMercator.y(latitude: center.latitude + latitudeDelta / 2)
        let southY = WebMercator.y(latitude: center.latitude - latitudeDelta / 2)
        let halfHeight = Swift.max(centerY - northY, southY - centerY)

        let physicalHeight = Double(rows) / aspect
        var units = Swift.max(2 * halfWidth / Double(columns), 2 * halfHeight / physicalHeight)
        if !(units.isFinite && units > 0) { units = 1e-12 }

        let viewHeight = Double(rows) * units / aspect
        let top = viewHeight >= 1
            ? 0.5 - viewHeight / 2
            : MapMath.clamp(centerY - viewHeight / 2, 0...(1 - viewHeight))
        let centerX = WebMercator.x(longitude: center.longitude)

        self.columns = columns
        self.rows = rows
        self.cellAspect = aspect
        self.unitsPerColumn = units
        self.top = top
        self.centerX = centerX
        self.left = centerX - Double(columns) * units / 2
    }

    /// World units per row.
    public var unitsPerRow: Double { unitsPerColumn / cellAspect }

    public var viewWidth: Double { Double(columns) * unitsPerColumn }
    public var viewHeight: Double { Double(rows) * unitsPerRow }

    /// The fractional cell position of a coordinate (its longitude wrapped to the copy of the world
    /// nearest the centre; its latitude clamped to ±85.0511°).
    public func position(of coordinate: Coordinate) -> (x: Double, y: Double) {
        position(worldX: nearestWorldX(longitude: coordinate.longitude), worldY: WebMercator.y(latitude: coordinate.latitude))
    }

    /// World x of a longitude, shifted by whole worlds to lie within half a world of the centre.
    public func nearestWorldX(longitude: Double) -> Double {
        let x = WebMercator.x(longitude: Coordinate.normalize(longitude: longitude))
        if x - centerX > 0.5 { return x - 1 }
        if centerX - x > 0.5 { return x + 1 }
        return x
    }

    public func position(worldX: Double, worldY: Double) -> (x: Double, y: Double) {
        ((worldX - left) / unitsPerColumn, (worldY - top) / unitsPerRow)
    }

    /// The coordinate at a fractional cell position, or nil beyond the projected world (north or south).
    public func coordinate(atX x: Double, y: Double) -> Coordinate? {
        let worldY = top + y * unitsPerRow
        guard worldY >= 0, worldY <= 1, x.isFinite else { return nil }
        let longitude = Coordinate.normalize(longitude: WebMercator.longitude(x: left + x * unitsPerColumn))
        return Coordinate(latitude: WebMercator.latitude(y: worldY), longitude: longitude)
    }

    /// The cell containing a fractional position (nudged by a hair so that a point exactly on the
    /// centre of an even-sized view lands in the cell right/below of it), or nil outside the view.
    public func cell(atX x: Double, y: Double) -> Point? {
        guard let column = MapMath.floorInt(x + 1e-9), let row = MapMath.floorInt(y + 1e-9),
              column >= 0, column < columns, row >= 0, row < rows else { return nil }
        return Point(x: column, y: row)
    }

    /// What is actually shown: the centre and the degrees covered (the latitude span stops at the
    /// projected world's edge; the longitude span at the whole world).
    public var visibleRegion: CoordinateRegion {
        let topY = MapMath.clamp(top, 0...1)
        let bottomY = MapMath.clamp(top + viewHeight, 0...1)
        let center = Coordinate(
            latitude: WebMercator.latitude(y: (topY + bottomY) / 2),
            longitude: Coordinate.normalize(longitude: WebMercator.longitude(x: centerX)))
        return CoordinateRegion(
            center: center,
            span: CoordinateSpan(
                latitudeDelta: WebMercator.latitude(y: topY) - WebMercator.latitude(y: bottomY),
                longitudeDelta: Swift.min(viewWidth * 360, 360)))
    }

    /// Ground distance of one column at the latitude of the view's centre.
    public var metersPerColumn: Double {
        let centerLatitude = WebMercator.latitude(y: top + viewHeight / 2)
        return unitsPerColumn * CoordinateRegion.equatorLength * MapMath.cosine(degrees: centerLatitude)
    }
}

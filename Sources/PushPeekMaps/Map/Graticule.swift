/// Meridians and parallels at a round interval, placed in a viewport.
///
/// Invariant: `interval` is one of `Graticule.intervals`; `columns` and `rows` hold the cells the
/// lines fall in, each inside the view and listed once.
package struct Graticule {
    package static let intervals: [Double] = [1, 2, 5, 10, 15, 30, 45, 90]

    package let interval: Double
    package let columns: [Int]
    package let rows: [Int]

    /// The smallest interval that gives at most one meridian per 10 columns and one parallel per 5
    /// rows, with the lines that cross the view.
    package init(viewport: MapViewport) {
        let visible = viewport.visibleRegion.span
        let maximumMeridians = Swift.max(1.0, Double(viewport.columns) / 10)
        let maximumParallels = Swift.max(1.0, Double(viewport.rows) / 5)
        let interval = Self.intervals.first {
            visible.longitudeDelta / $0 <= maximumMeridians && visible.latitudeDelta / $0 <= maximumParallels
        } ?? 90
        self.interval = interval

        var columns: [Int] = []
        let westX = viewport.left
        let eastX = viewport.left + viewport.viewWidth
        if let first = MapMath.floorInt((WebMercator.longitude(x: westX) / interval).rounded(.up)),
           let last = MapMath.floorInt(WebMercator.longitude(x: eastX) / interval),
           first <= last, last - first <= viewport.columns {
            for index in first...last {
                let x = viewport.position(worldX: WebMercator.x(longitude: Double(index) * interval), worldY: 0).x
                if let cell = viewport.cell(atX: x, y: 0), columns.last != cell.x { columns.append(cell.x) }
            }
        }
        var rows: [Int] = []
        let limit = MapMath.floorInt(WebMercator.maximumLatitude / interval) ?? 0
        for index in -limit...limit {
            let latitude = Double(index) * interval
            let y = viewport.position(worldX: viewport.centerX, worldY: WebMercator.y(latitude: latitude)).y
            let top = viewport.position(worldX: viewport.centerX, worldY: 0).y
            let bottom = viewport.position(worldX: viewport.centerX, worldY: 1).y
            guard y > top, y < bottom, let cell = viewport.cell(atX: 0, y: y), !rows.contains(cell.y) else { continue }
            rows.append(cell.y)
        }
        self.columns = columns
        self.rows = rows.sorted()
    }
}

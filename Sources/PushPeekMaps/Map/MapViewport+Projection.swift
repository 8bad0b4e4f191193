import PushPeekModel

/// Placing whole shapes (rings and lines) in a viewport, once for every copy of the world they show in.
extension MapViewport {
    /// The most copies of the world drawn side by side (a very wide, very zoomed-out view).
    package static let maximumWorldCopies = 8

    /// A shape's vertices in fractional cell coordinates, once per world copy that overlaps the view.
    /// With `unwrapping`, consecutive longitudes are kept within 180° of each other, so a line from
    /// 179° to -179° crosses the antimeridian instead of the whole world.
    package func projectedCopies(of coordinates: [Coordinate], unwrapping: Bool) -> [[SIMD2<Double>]] {
        guard !coordinates.isEmpty else { return [] }
        var worldXs: [Double] = []
        worldXs.reserveCapacity(coordinates.count)
        var previousLongitude = 0.0
        for (index, coordinate) in coordinates.enumerated() {
            var longitude = coordinate.longitude
            if unwrapping {
                if index == 0 {
                    longitude = Coordinate.normalize(longitude: longitude)
                } else {
                    let step = Coordinate.normalize(longitude: longitude - previousLongitude)
                    longitude = previousLongitude + step
                }
                previousLongitude = longitude
            }
            worldXs.append(WebMercator.x(longitude: longitude))
        }
        let worldYs = coordinates.map { WebMercator.y(latitude: $0.latitude) }
        guard let minX = worldXs.min(), let maxX = worldXs.max(), let minY = worldYs.min(), let maxY = worldYs.max(),
              maxY >= top, minY <= top + viewHeight else { return [] }

        let right = left + viewWidth
        guard var lowCopy = MapMath.floorInt((left - maxX).rounded(.up)),
              var highCopy = MapMath.floorInt(right - minX), lowCopy <= highCopy else { return [] }
        let limit = Self.maximumWorldCopies / 2
        lowCopy = Swift.max(lowCopy, -limit)
        highCopy = Swift.min(highCopy, limit)
        guard lowCopy <= highCopy else { return [] }

        return (lowCopy...highCopy).map { copy in
            zip(worldXs, worldYs).map { x, y in
                let position = position(worldX: x + Double(copy), worldY: y)
                return SIMD2(position.x, position.y)
            }
        }
    }

    /// The cells a straight segment (fractional cell coordinates) passes through, clipped to the view.
    package func cells(alongSegmentFrom start: SIMD2<Double>, to end: SIMD2<Double>) -> [Point] {
        var cells: [Point] = []
        forEachCell(alongSegmentFrom: start, to: end) { cells.append($0) }
        return cells
    }

    /// Passes `body` the cells of `cells(alongSegmentFrom:to:)`, in order, without making an array.
    package func forEachCell(alongSegmentFrom start: SIMD2<Double>, to end: SIMD2<Double>, _ body: (Point) -> Void) {
        guard let (a, b) = clip(start, end) else { return }
        let delta = b - a
        let length = Swift.max(abs(delta.x), abs(delta.y))
        guard let steps = MapMath.floorInt(length * 2), steps >= 0 else { return }
        var last: Point?
        for step in 0...steps {
            let t = steps == 0 ? 0 : Double(step) / Double(steps)
            let point = a + delta * t
            if let cell = cell(atX: point.x, y: point.y), cell != last {
                body(cell)
                last = cell
            }
        }
    }

    /// Whether a shape of world-unit `parts` may put anything in the view: false only when the box
    /// around its finite positions lies more than two cells outside it (lines are clipped a cell
    /// outside the view, a label is centred on its position, and a polygon stays inside its box),
    /// so leaving such a shape out draws the same map.
    package func mayShow(_ parts: [[SIMD2<Double>]]) -> Bool {
        let margin = 2.0
        let viewLow = SIMD2(left - margin * unitsPerColumn, top - margin * unitsPerRow)
        let viewHigh = SIMD2(left + viewWidth + margin * unitsPerColumn, top + viewHeight + margin * unitsPerRow)
        var low = SIMD2(Double.infinity, Double.infinity)
        var high = -low
        for part in parts {
            for point in part where point.x.isFinite && point.y.isFinite {
                low = pointwiseMin(low, point)
                high = pointwiseMax(high, point)
            }
        }
        return high.x >= viewLow.x && low.x <= viewHigh.x && high.y >= viewLow.y && low.y <= viewHigh.y
    }

    /// Liang–Barsky clipping to the view (with a one-cell margin), so stepping stays bounded.
    private func clip(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> (SIMD2<Double>, SIMD2<Double>)? {
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return nil }
        let minimum = SIMD2(-1.0, -1.0)
        let maximum = SIMD2(Double(columns) + 1, Double(rows) + 1)
        let delta = b - a
        var t0 = 0.0
        var t1 = 1.0
        let checks: [(Double, Double)] = [
            (-delta.x, a.x - minimum.x), (delta.x, maximum.x - a.x),
            (-delta.y, a.y - minimum.y), (delta.y, maximum.y - a.y),
        ]
        for (p, q) in checks {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let t = q / p
                if p < 0 { t0 = Swift.max(t0, t) } else { t1 = Swift.min(t1, t) }
                if t0 > t1 { return nil }
            }
        }
        return (a + delta * t0, a + delta * t1)
    }
}

import PushPeekModel

/// Lines of a width with round ends and joins: each pixel near a segment takes the share of it the
/// line covers, from its centre's distance to the segment (one pixel of smoothing at the edge).
/// Only the pixels of each row the segment can reach are visited.
extension PixelCanvas {
    /// Draws the polyline through `points` (pixel coordinates), `lineWidth` pixels wide.
    public mutating func stroke(_ points: [SIMD2<Double>], lineWidth: Double, color: RGB) {
        guard lineWidth > 0, lineWidth.isFinite else { return }
        if points.count == 1, let point = points.first {
            segment(from: point, to: point, radius: lineWidth / 2, color: color)
            return
        }
        for (start, end) in zip(points, points.dropFirst()) {
            guard !isCut else { return }
            segment(from: start, to: end, radius: lineWidth / 2, color: color)
        }
    }

    /// A disc of `radius` pixels at `center`.
    public mutating func dot(at center: SIMD2<Double>, radius: Double, color: RGB) {
        guard radius > 0, radius.isFinite else { return }
        segment(from: center, to: center, radius: radius, color: color)
    }

    private mutating func segment(from a: SIMD2<Double>, to b: SIMD2<Double>, radius: Double, color: RGB) {
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return }
        let reach = radius + 0.5
        guard Swift.max(a.y, b.y) + reach > 0, Swift.min(a.y, b.y) - reach < Double(height),
              Swift.max(a.x, b.x) + reach > 0, Swift.min(a.x, b.x) - reach < Double(width) else { return }
        let delta = b - a
        let lengthSquared = delta.x * delta.x + delta.y * delta.y
        let firstRow = Self.index(Swift.min(a.y, b.y) - reach, in: 0...(height - 1))
        let lastRow = Self.index(Swift.max(a.y, b.y) + reach, in: 0...(height - 1))
        for row in firstRow...lastRow {
            // The part of the segment within `reach` of this row, widened by `reach` across.
            var low = 0.0, high = 1.0
            if delta.y != 0 {
                let t0 = (Double(row) - reach - a.y) / delta.y
                let t1 = (Double(row + 1) + reach - a.y) / delta.y
                low = Swift.max(0, Swift.min(t0, t1))
                high = Swift.min(1, Swift.max(t0, t1))
                guard low <= high else { continue }
            }
            let x0 = a.x + delta.x * low, x1 = a.x + delta.x * high
            let firstColumn = Self.index(Swift.min(x0, x1) - reach, in: 0...(width - 1))
            let lastColumn = Self.index(Swift.max(x0, x1) + reach, in: 0...(width - 1))
            guard spend(lastColumn - firstColumn + 1) else { return }
            let y = Double(row) + 0.5
            for column in firstColumn...lastColumn {
                let point = SIMD2(Double(column) + 0.5, y)
                var t = lengthSquared > 0 ? ((point - a) * delta).sum() / lengthSquared : 0
                t = Swift.max(0, Swift.min(1, t))
                let offset = point - (a + delta * t)
                let distance = (offset.x * offset.x + offset.y * offset.y).squareRoot()
                let coverage = Swift.min(1, radius + 0.5 - distance)
                if coverage > 0 { blend(x: column, y: row, color: color, coverage: coverage) }
            }
        }
    }
}

import PushPeekModel

/// Polygons by scanline: each pixel row is sampled on `samplesPerRow` lines; on each, the edges it
/// crosses (kept in an active list as the lines go down) give the spans inside by the fill rule, and
/// each span adds its exact share of every pixel it covers across, so edges are smooth both ways.
extension PixelCanvas {
    static let samplesPerRow = 4

    private struct Edge {
        var top: Double
        var bottom: Double
        var xAtTop: Double
        var slope: Double
        var winding: Int
    }

    /// Fills the area `rings` (pixel coordinates; each ring closed implicitly) enclose by `rule`.
    public mutating func fill(_ rings: [[SIMD2<Double>]], rule: FillRule, color: RGB, opacity: Double = 1) {
        var edges: [Edge] = []
        var low = Double.infinity, high = -Double.infinity
        for ring in rings where ring.count >= 2 {
            for index in ring.indices {
                let a = ring[index], b = ring[(index + 1) % ring.count]
                guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite, a.y != b.y else { continue }
                let (upper, lower, winding) = a.y < b.y ? (a, b, 1) : (b, a, -1)
                edges.append(Edge(top: upper.y, bottom: lower.y, xAtTop: upper.x, slope: (lower.x - upper.x) / (lower.y - upper.y), winding: winding))
                low = Swift.min(low, upper.y)
                high = Swift.max(high, lower.y)
            }
        }
        guard !edges.isEmpty, high > 0, low < Double(height), spend(edges.count) else { return }
        edges.sort { $0.top < $1.top }
        let firstRow = Self.index(low, in: 0...(height - 1))
        let lastRow = Self.index(high, in: 0...(height - 1))
        var coverage = [Double](repeating: 0, count: width + 1)
        var active: [Edge] = []
        var crossings: [(x: Double, winding: Int)] = []
        var next = 0
        let share = opacity / Double(Self.samplesPerRow)
        for row in firstRow...lastRow {
            var touched = (low: width, high: -1)
            for sample in 0..<Self.samplesPerRow {
                let y = Double(row) + (Double(sample) + 0.5) / Double(Self.samplesPerRow)
                while next < edges.count, edges[next].top <= y {
                    active.append(edges[next])
                    next += 1
                }
                active.removeAll { $0.bottom <= y }
                guard spend(active.count + 1) else { return }
                crossings.removeAll(keepingCapacity: true)
                for edge in active where edge.top <= y {
                    crossings.append((edge.xAtTop + (y - edge.top) * edge.slope, edge.winding))
                }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for (index, crossing) in crossings.enumerated() {
                    winding += rule == .nonZero ? crossing.winding : 1
                    let inside = rule == .nonZero ? winding != 0 : winding % 2 == 1
                    guard inside, index + 1 < crossings.count else { continue }
                    guard let span = addSpan(from: crossing.x, to: crossings[index + 1].x, share: share, into: &coverage) else { continue }
                    touched = (Swift.min(touched.low, span.lowerBound), Swift.max(touched.high, span.upperBound))
                }
            }
            guard touched.high >= touched.low else { continue }
            guard spend(touched.high - touched.low + 1) else { return }
            for x in touched.low...touched.high {
                if coverage[x] > 0 { blend(x: x, y: row, color: color, coverage: Swift.min(coverage[x], 1)) }
                coverage[x] = 0
            }
        }
    }

    /// Adds a span's coverage of each pixel between `start` and `end` (pixel x); the pixels touched.
    private func addSpan(from start: Double, to end: Double, share: Double, into coverage: inout [Double]) -> ClosedRange<Int>? {
        let left = Swift.max(0, start), right = Swift.min(Double(width), end)
        guard right > left else { return nil }
        let first = Self.index(left, in: 0...(width - 1))
        let last = Self.index(right, in: 0...width)
        if first == last || (last == first + 1 && Double(last) == right) {
            coverage[first] += (right - left) * share
            return first...first
        }
        coverage[first] += (Double(first + 1) - left) * share
        if first + 1 < last {
            for x in (first + 1)..<last { coverage[x] += share }
        }
        if last < width { coverage[last] += (right - Double(last)) * share }
        return first...Swift.min(last, width - 1)
    }
}

/// A grid of yes/no samples (land, or inside an overlay polygon), filled from polygons by scanline.
///
/// Invariant: `bits.count == width * height`; sample (x, y) has its centre at (x + 0.5, y + 0.5) in
/// sample units, and is set when that centre lies inside an odd number of the filled rings.
package struct SampleMask {
    package let width: Int
    package let height: Int
    package private(set) var bits: [Bool]

    package init(width: Int, height: Int) {
        self.width = Swift.max(0, width)
        self.height = Swift.max(0, height)
        self.bits = Array(repeating: false, count: self.width * self.height)
    }

    package subscript(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < width, y < height else { return false }
        return bits[y * width + x]
    }

    package mutating func set(x: Int, y: Int) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        bits[y * width + x] = true
    }

    package var isEmpty: Bool { !bits.contains(true) }

    /// Sets every sample inside an odd number of `rings` (closed implicitly; in sample units).
    /// Coordinates far outside the grid are clamped, which keeps every crossing's order and parity.
    package mutating func fillEvenOdd(_ rings: [[SIMD2<Double>]]) {
        guard width > 0, height > 0 else { return }
        var crossings = Array(repeating: [Double](), count: height)
        let limitX = Double(width) + 2
        for ring in rings where ring.count >= 3 {
            var previous = ring[ring.count - 1]
            for point in ring {
                defer { previous = point }
                let (a, b) = previous.y < point.y ? (previous, point) : (point, previous)
                guard a.y < b.y, a.y.isFinite, b.y.isFinite, a.x.isFinite, b.x.isFinite else { continue }
                // Rows whose centre c satisfies a.y <= c < b.y.
                guard let first = MapMath.floorInt(MapMath.clamp(a.y - 0.5, -2...Double(height) + 2).rounded(.up)),
                      let last = MapMath.floorInt(MapMath.clamp(b.y - 0.5, -2...Double(height) + 2).rounded(.up)) else { continue }
                let low = Swift.max(first, 0)
                let high = Swift.min(last - 1, height - 1)
                guard low <= high else { continue }
                let slope = (b.x - a.x) / (b.y - a.y)
                for row in low...high {
                    let centre = Double(row) + 0.5
                    let x = a.x + (centre - a.y) * slope
                    crossings[row].append(MapMath.clamp(x, -2...limitX))
                }
            }
        }
        for row in 0..<height where crossings[row].count >= 2 {
            let xs = crossings[row].sorted()
            var index = 0
            while index + 1 < xs.count {
                fillSpan(row: row, from: xs[index], to: xs[index + 1])
                index += 2
            }
        }
    }

    /// Sets the samples of `row` whose centres lie in [from, to).
    private mutating func fillSpan(row: Int, from: Double, to: Double) {
        guard let first = MapMath.floorInt((from - 0.5).rounded(.up)),
              let end = MapMath.floorInt((to - 0.5).rounded(.up)) else { return }
        let low = Swift.max(first, 0)
        let high = Swift.min(end - 1, width - 1)
        guard low <= high else { return }
        for column in low...high { bits[row * width + column] = true }
    }
}

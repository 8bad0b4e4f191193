import PushPeekModel
import PushPeekCanvas

/// Lines from vector tiles: each cell a line passes through gets a glyph for the line's direction
/// there, weighted by class (ASCII and box-drawing), or braille dots along it.
extension MapCanvas {
    /// Line weights, drawn lightest first so a motorway stays whole where a footpath crosses it.
    package enum RoadWeight: Int {
        case waterway, path, rail, minor, major, highway

        package init(_ road: MapShape.RoadClass) {
            switch road {
            case .path: self = .path
            case .minor: self = .minor
            case .major: self = .major
            case .highway: self = .highway
            }
        }

        package var isBold: Bool { self == .major || self == .highway }

        package var role: Role { self == .waterway ? .mapWater : (self == .rail ? .secondaryText : .mapRoad) }
    }

    package enum Direction {
        case horizontal, vertical, falling, rising
    }

    /// The direction of a segment on screen (cells are `aspect` times as wide as tall).
    package static func direction(from start: SIMD2<Double>, to end: SIMD2<Double>, aspect: Double) -> Direction {
        let dx = abs(end.x - start.x) * aspect
        let dy = abs(end.y - start.y)
        if dy <= dx * 0.414 { return .horizontal }
        if dx <= dy * 0.414 { return .vertical }
        return (end.x - start.x) * (end.y - start.y) > 0 ? .falling : .rising
    }

    package func glyph(_ weight: RoadWeight, _ direction: Direction) -> String {
        let ascii = style == .ascii
        switch weight {
        case .path: return ascii ? "." : "·"
        case .waterway: return ascii ? "~" : "≈"
        case .rail: return ascii ? "+" : (direction == .vertical ? "╫" : "╪")
        case .minor, .major, .highway:
            switch direction {
            case .falling: return "\\"
            case .rising: return "/"
            case .horizontal:
                if ascii { return weight == .highway ? "#" : (weight == .major ? "=" : "-") }
                return weight == .highway ? "═" : (weight == .major ? "━" : "─")
            case .vertical:
                if ascii { return weight == .highway ? "#" : (weight == .major ? "H" : "|") }
                return weight == .highway ? "║" : (weight == .major ? "┃" : "│")
            }
        }
    }

    private func lineStyle(_ weight: RoadWeight, x: Int, y: Int) -> Style {
        let style = background(x: x, y: y).with(foreground: .role(weight.role))
        return weight.isBold ? style.bolded() : style
    }

    /// The glyphs of a line of one weight, by direction, made once for all its segments.
    package struct LineGlyphs {
        package let weight: RoadWeight
        private let horizontal: Glyph
        private let vertical: Glyph
        private let falling: Glyph
        private let rising: Glyph

        package init(_ weight: RoadWeight, canvas: MapCanvas) {
            self.weight = weight
            horizontal = Glyph(canvas.glyph(weight, .horizontal))
            vertical = Glyph(canvas.glyph(weight, .vertical))
            falling = Glyph(canvas.glyph(weight, .falling))
            rising = Glyph(canvas.glyph(weight, .rising))
        }

        package subscript(direction: Direction) -> Glyph {
            switch direction {
            case .horizontal: return horizontal
            case .vertical: return vertical
            case .falling: return falling
            case .rising: return rising
            }
        }
    }

    package mutating func strokeLines(_ parts: [[SIMD2<Double>]], glyphs: LineGlyphs) {
        for part in parts {
            guard let first = part.first else { continue }
            var start = viewport.position(worldX: first.x, worldY: first.y)
            for point in part.dropFirst() {
                let end = viewport.position(worldX: point.x, worldY: point.y)
                let from = SIMD2(start.x, start.y), to = SIMD2(end.x, end.y)
                let glyph = glyphs[Self.direction(from: from, to: to, aspect: viewport.cellAspect)]
                viewport.forEachCell(alongSegmentFrom: from, to: to) { cell in
                    grid.set(Cell(glyph: glyph, style: lineStyle(glyphs.weight, x: cell.x, y: cell.y)), x: cell.x, y: cell.y)
                }
                start = end
            }
        }
    }

    /// Braille: each line sets the 2×4 dots it passes through; a cell shows its dots in the colour of
    /// the heaviest line through it.
    package mutating func strokeBraille(_ lines: [(MapShape, RoadWeight)]) {
        let width = grid.width * 2
        let height = grid.height * 4
        var dots = [Bool](repeating: false, count: width * height)
        var heaviest = [RoadWeight?](repeating: nil, count: grid.width * grid.height)
        let scale = SIMD2(2.0, 4.0)
        for (shape, weight) in lines {
            for part in shape.parts {
                let points = part.map { point -> SIMD2<Double> in
                    let position = viewport.position(worldX: point.x, worldY: point.y)
                    return SIMD2(position.x, position.y) * scale
                }
                for (start, end) in zip(points, points.dropFirst()) {
                    for sample in Self.samples(from: start, to: end, width: width, height: height) {
                        dots[sample.y * width + sample.x] = true
                        let cell = (sample.y / 4) * grid.width + sample.x / 2
                        if (heaviest[cell]?.rawValue ?? -1) < weight.rawValue { heaviest[cell] = weight }
                    }
                }
            }
        }
        let weights: [UInt32] = [0x01, 0x08, 0x02, 0x10, 0x04, 0x20, 0x40, 0x80]
        for y in 0..<grid.height {
            for x in 0..<grid.width {
                guard let weight = heaviest[y * grid.width + x] else { continue }
                var value: UInt32 = 0
                for dy in 0..<4 {
                    for dx in 0..<2 where dots[(y * 4 + dy) * width + x * 2 + dx] { value |= weights[dy * 2 + dx] }
                }
                let text = Unicode.Scalar(0x2800 + value).map { String(Character($0)) } ?? "#"
                grid.set(Cell(text: text, style: lineStyle(weight, x: x, y: y)), x: x, y: y)
            }
        }
    }

    /// The samples of a `width` × `height` grid along a segment, clipped to it (steps bounded by the
    /// clipped length).
    package static func samples(from start: SIMD2<Double>, to end: SIMD2<Double>, width: Int, height: Int) -> [Point] {
        guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return [] }
        // Liang–Barsky clipping to the grid and a one-sample margin.
        let full = end - start
        var t0 = 0.0
        var t1 = 1.0
        let checks: [(Double, Double)] = [(-full.x, start.x + 1), (full.x, Double(width) + 1 - start.x),
                                          (-full.y, start.y + 1), (full.y, Double(height) + 1 - start.y)]
        for (p, q) in checks {
            if p == 0 {
                if q < 0 { return [] }
            } else {
                let t = q / p
                if p < 0 { t0 = Swift.max(t0, t) } else { t1 = Swift.min(t1, t) }
                if t0 > t1 { return [] }
            }
        }
        let a = start + full * t0
        let b = start + full * t1
        let delta = b - a
        let length = Swift.max(abs(delta.x), abs(delta.y))
        let steps = Int(length * 2) + 1
        var result: [Point] = []
        for step in 0...steps {
            let point = a + delta * (Double(step) / Double(steps))
            guard let x = MapMath.floorInt(point.x), let y = MapMath.floorInt(point.y), x >= 0, y >= 0, x < width, y < height else { continue }
            result.append(Point(x: x, y: y))
        }
        return result
    }
}

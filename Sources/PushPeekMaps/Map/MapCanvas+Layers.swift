import PushPeekModel
import PushPeekCanvas

/// The layers drawn over land and water.
extension MapCanvas {
    // MARK: Graticule

    /// Meridians and parallels, over water (and over the blank background below the outline's
    /// resolution), never over land, so coastlines stay readable.
    package mutating func drawGraticule() {
        let graticule = Graticule(viewport: viewport)
        let columns = Set(graticule.columns)
        let rows = Set(graticule.rows)
        for y in 0..<grid.height {
            for x in 0..<grid.width where coverage(x: x, y: y) == 0 {
                let onMeridian = columns.contains(x)
                let onParallel = rows.contains(y)
                guard onMeridian || onParallel else { continue }
                let text = onMeridian && onParallel ? style.crossing : (onMeridian ? style.meridian : style.parallel)
                grid.set(Cell(text: text, style: background(x: x, y: y)), x: x, y: y)
            }
        }
    }

    // MARK: Overlays

    package static let overlayLine = "*"
    package static let overlayFill = "%"
    package static let overlayPoint = "o"

    /// User features: polygon interiors filled (by cell centre), then polygon outlines and lines,
    /// then points, all in the `mapOverlay` role at any scale.
    package mutating func drawOverlays(_ features: [MapFeature]) {
        var fill = SampleMask(width: grid.width, height: grid.height)
        for feature in features {
            guard case .polygon(let rings) = feature.geometry else { continue }
            var projected: [[SIMD2<Double>]] = []
            for ring in rings { projected += viewport.projectedCopies(of: ring, unwrapping: Self.crossesAntimeridian(ring)) }
            var single = SampleMask(width: grid.width, height: grid.height)
            single.fillEvenOdd(projected)
            for y in 0..<grid.height {
                for x in 0..<grid.width where single[x, y] { fill.set(x: x, y: y) }
            }
        }
        for y in 0..<grid.height {
            for x in 0..<grid.width where fill[x, y] { putOverlay(Self.overlayFill, x: x, y: y) }
        }
        for feature in features {
            switch feature.geometry {
            case .polygon(let rings):
                for ring in rings {
                    strokeRing(ring + [ring[0]], unwrapping: Self.crossesAntimeridian(ring))
                }
            case .lineString(let points):
                strokeRing(points, unwrapping: true)
            case .point:
                continue
            }
        }
        for feature in features {
            guard case .point(let coordinate) = feature.geometry else { continue }
            let position = viewport.position(of: coordinate)
            if let cell = viewport.cell(atX: position.x, y: position.y) {
                putOverlay(Self.overlayPoint, x: cell.x, y: cell.y)
            }
        }
    }

    /// A ring written the unsplit way (an edge jumping more than 180° with no vertex on ±180°) is
    /// read as crossing the antimeridian; rings split at ±180° (as RFC 7946 asks) are kept as they are.
    package static func crossesAntimeridian(_ ring: [Coordinate]) -> Bool {
        guard !ring.contains(where: { abs($0.longitude) == 180 }) else { return false }
        return zip(ring, ring.dropFirst() + ring.prefix(1)).contains { abs($0.longitude - $1.longitude) > 180 }
    }

    private mutating func strokeRing(_ points: [Coordinate], unwrapping: Bool) {
        for copy in viewport.projectedCopies(of: points, unwrapping: unwrapping) {
            for (start, end) in zip(copy, copy.dropFirst()) {
                for cell in viewport.cells(alongSegmentFrom: start, to: end) {
                    putOverlay(Self.overlayLine, x: cell.x, y: cell.y)
                }
            }
        }
    }

    private mutating func putOverlay(_ text: String, x: Int, y: Int) {
        let style = background(x: x, y: y).with(foreground: .role(.mapOverlay))
        grid.set(Cell(text: text, style: style), x: x, y: y)
    }

    // MARK: Pin and decorations

    package mutating func drawPin(at cell: Point) {
        let pinStyle = background(x: cell.x, y: cell.y).with(foreground: .role(.mapPin)).bolded()
        grid.set(Cell(text: style.pin, style: pinStyle), x: cell.x, y: cell.y)
        reserved.insert(cell)
    }

    /// Writes `text` at `point` when it fits inside the grid and covers no reserved cell; returns
    /// whether it was written.
    @discardableResult
    package mutating func putLabel(_ text: String, at point: Point, style labelStyle: Style = MapCanvas.label) -> Bool {
        let width = DisplayWidth.of(text)
        guard point.x >= 0, point.y >= 0, point.y < grid.height, point.x + width <= grid.width,
              !reserved.contains(where: { $0.y == point.y && $0.x >= point.x && $0.x < point.x + width }) else { return false }
        grid.put(text, at: point, style: labelStyle)
        reserved.formUnion((point.x..<(point.x + width)).map { Point(x: $0, y: point.y) })
        return true
    }

    /// The north indicator in the top-right corner (one column in from the edge when there is room).
    package mutating func drawNorth() {
        let width = DisplayWidth.of(style.north)
        let margin = grid.width >= 12 ? 1 : 0
        putLabel(style.north, at: Point(x: grid.width - width - margin, y: 0))
    }

    /// The scale bar along the bottom-left: `|----| 200 m`, on a clear cell each side where it fits.
    package mutating func drawScale(_ bar: ScaleBar) {
        let margin = grid.width >= 12 ? 1 : 0
        let ends = style.scaleEnd
        let text = ends.left + String(repeating: ends.bar, count: Swift.max(0, bar.cells - 2)) + ends.right + " " + bar.label
        // A blank cell each side where there is room, so no road runs into the bar or its label.
        if margin == 1, putLabel(" " + text + " ", at: Point(x: 0, y: grid.height - 1)) { return }
        putLabel(text, at: Point(x: margin, y: grid.height - 1))
    }

    /// The centre's coordinates in the top-left corner, when they fit beside the north indicator.
    package mutating func drawCoordinates(_ coordinate: Coordinate) {
        let margin = grid.width >= 12 ? 1 : 0
        putLabel(CoordinateFormat.string(coordinate), at: Point(x: margin, y: 0))
    }
}

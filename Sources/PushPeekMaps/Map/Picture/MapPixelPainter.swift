import PushPeekModel
import PushPeekCanvas

/// One map being drawn in pixels, layer by layer as a map app draws it: land and water, the data
/// area, parks, water and buildings filled, waterways, rail and roads (cased) by class, the
/// graticule, the user's overlays, pins, then the decorations and labels. Positions are the
/// viewport's fractional cells times the cell's size in pixels.
struct MapPixelPainter {
    var canvas: PixelCanvas
    let viewport: MapViewport
    let colors: MapPictureColors
    let cellPixels: SIMD2<Double>
    /// Pixels per cell width over 10: line widths and text grow with the cell.
    let scale: Double
    /// Where labels, pins and decorations already are, in pixels.
    var taken: [Rect] = []

    init?(viewport: MapViewport, cellPixels: Size, colors: MapPictureColors, background: RGB) {
        guard let canvas = PixelCanvas(width: viewport.columns * cellPixels.width, height: viewport.rows * cellPixels.height,
                                       background: background) else { return nil }
        self.canvas = canvas
        self.viewport = viewport
        self.colors = colors
        self.cellPixels = SIMD2(Double(cellPixels.width), Double(cellPixels.height))
        scale = Swift.max(1, Double(cellPixels.width) / 10)
    }

    /// A world position (see `WebMercator`) in pixels.
    func pixel(worldX: Double, worldY: Double) -> SIMD2<Double> {
        let position = viewport.position(worldX: worldX, worldY: worldY)
        return SIMD2(position.x, position.y) * cellPixels
    }

    func pixels(_ part: [SIMD2<Double>]) -> [SIMD2<Double>] {
        part.map { pixel(worldX: $0.x, worldY: $0.y) }
    }

    mutating func drawLand(_ outline: LandOutline) {
        var rings: [[SIMD2<Double>]] = []
        for ring in outline.rings {
            for copy in viewport.projectedCopies(of: ring, unwrapping: false) { rings.append(copy.map { $0 * cellPixels }) }
        }
        canvas.fill(rings, rule: .evenOdd, color: colors.land)
    }

    /// The archives' data area as land (outside it the card shows, as without data).
    mutating func drawDataArea(_ area: [MapCanvas.WorldBox]?) {
        guard let area else {
            canvas.fill([[SIMD2(0, 0), SIMD2(Double(canvas.width), 0), SIMD2(Double(canvas.width), Double(canvas.height)),
                          SIMD2(0, Double(canvas.height))]], rule: .nonZero, color: colors.land)
            return
        }
        for box in area {
            for shift in [-1.0, 0, 1] {
                let low = pixel(worldX: box.west + shift, worldY: box.north)
                let high = pixel(worldX: box.east + shift, worldY: box.south)
                canvas.fill([[low, SIMD2(high.x, low.y), high, SIMD2(low.x, high.y)]], rule: .nonZero, color: colors.land)
            }
        }
    }

    /// Tile shapes: areas, then lines lightest first. `closest`: buildings and footpaths show.
    mutating func drawShapes(_ shapes: [MapShape], closest: Bool) {
        var areas: [(MapShape.Kind, RGB)] = [(.park, colors.park), (.water, colors.water)]
        if closest { areas.append((.building, colors.building)) }
        for (kind, color) in areas {
            for shape in shapes where shape.kind == kind { canvas.fill(shape.parts.map(pixels), rule: .evenOdd, color: color) }
        }
        var lines: [(MapShape, width: Double, color: RGB, cased: Bool, order: Int)] = []
        for shape in shapes {
            switch shape.kind {
            case .waterway: lines.append((shape, 1.5, colors.water, false, 0))
            case .rail: lines.append((shape, 1.5, colors.rail, false, 2))
            case .road(let road):
                if road == .path, !closest || viewport.metersPerColumn > 10 { continue }
                if road == .minor, viewport.metersPerColumn > 80 { continue }
                let width: Double = [MapShape.RoadClass.path: 1, .minor: 2, .major: 3, .highway: 4][road] ?? 2
                lines.append((shape, width, colors.road, road != .path, 1 + road.rawValue * 2))
            default: continue
            }
        }
        lines.sort { $0.order < $1.order }
        for line in lines where line.cased {
            for part in line.0.parts { canvas.stroke(pixels(part), lineWidth: (line.width + 1.5) * scale, color: colors.casing) }
        }
        for line in lines {
            for part in line.0.parts { canvas.stroke(pixels(part), lineWidth: line.width * scale, color: line.color) }
        }
    }

    mutating func drawGraticule() {
        let graticule = Graticule(viewport: viewport)
        for column in graticule.columns {
            let x = (Double(column) + 0.5) * cellPixels.x
            canvas.stroke([SIMD2(x, 0), SIMD2(x, Double(canvas.height))], lineWidth: 1, color: colors.grid)
        }
        for row in graticule.rows {
            let y = (Double(row) + 0.5) * cellPixels.y
            canvas.stroke([SIMD2(0, y), SIMD2(Double(canvas.width), y)], lineWidth: 1, color: colors.grid)
        }
    }

    /// The user's features without tags: areas tinted, their outlines and lines, then points.
    mutating func drawOverlays(_ features: [MapFeature]) {
        for feature in features {
            guard case .polygon(let rings) = feature.geometry else { continue }
            var projected: [[SIMD2<Double>]] = []
            for ring in rings {
                projected += viewport.projectedCopies(of: ring, unwrapping: MapCanvas.crossesAntimeridian(ring)).map { $0.map { $0 * cellPixels } }
            }
            canvas.fill(projected, rule: .evenOdd, color: colors.overlay, opacity: 0.35)
            for ring in projected { canvas.stroke(ring + ring.prefix(1), lineWidth: 2 * scale, color: colors.overlay) }
        }
        for feature in features {
            guard case .lineString(let points) = feature.geometry else { continue }
            for copy in viewport.projectedCopies(of: points, unwrapping: true) {
                canvas.stroke(copy.map { $0 * cellPixels }, lineWidth: 2 * scale, color: colors.overlay)
            }
        }
        for feature in features {
            guard case .point(let coordinate) = feature.geometry else { continue }
            let position = viewport.position(of: coordinate)
            canvas.dot(at: SIMD2(position.x, position.y) * cellPixels, radius: 3 * scale, color: colors.overlay)
        }
    }

    /// A pin: a disc in the pin colour ringed by the halo, in the middle of the cell the symbol
    /// map puts its pin in.
    mutating func drawPin(at cell: Point) {
        let center = SIMD2(Double(cell.x) + 0.5, Double(cell.y) + 0.5) * cellPixels
        let radius = Swift.min(cellPixels.x, cellPixels.y) * 0.45
        canvas.dot(at: center, radius: radius + scale, color: colors.halo)
        canvas.dot(at: center, radius: radius, color: colors.pin)
        let reach = Int(exactly: (radius + scale).rounded(.up)) ?? 0
        let x = Int(exactly: center.x.rounded(.down)) ?? 0, y = Int(exactly: center.y.rounded(.down)) ?? 0
        taken.append(Rect(x: x - reach, y: y - reach, width: 2 * reach, height: 2 * reach))
    }
}

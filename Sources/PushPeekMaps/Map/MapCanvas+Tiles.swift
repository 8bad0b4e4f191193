import PushPeekModel
import PushPeekCanvas

/// Street-scale detail from vector tiles: land, parks, water and buildings filled; waterways, rail
/// and roads as lines weighted by class; place and street names placed without overlapping.
extension MapCanvas {
    /// What a cell is filled with, from the tiles.
    package enum TileFill: UInt8 {
        case unknown, land, park, water, building
    }

    package static let tileLand = Style(foreground: .role(.mapGrid), background: .role(.mapLand))
    package static let tileWater = Style(foreground: .role(.mapGrid), background: .role(.mapWater))
    package static let tilePark = Style(foreground: .role(.mapPark), background: .role(.mapPark))
    package static let placeLabel = Style(foreground: .role(.text), background: .role(.mapLand)).bolded()
    package static let streetLabel = Style(foreground: .role(.secondaryText), background: .role(.mapLand))

    /// Fill glyphs, legible without colour.
    package static let waterGlyph = "~"
    package static let parkGlyph = "\""

    /// Draws the shapes of the tiles a view needs. `zoom` is the zoom they were read at (buildings
    /// show from zoom 15, footpaths from zoom 16's scale); `area` is where the archives have data,
    /// in world units (nil: everywhere), outside which the background stays unknown.
    package mutating func drawTiles(_ shapes: [MapShape], zoom: Int, area: [WorldBox]?) {
        let (sx, sy) = style.samplesPerCell
        var fills = [TileFill](repeating: .unknown, count: grid.width * grid.height)
        for y in 0..<grid.height {
            for x in 0..<grid.width where Self.inside(area, viewport: viewport, x: Double(x) + 0.5, y: Double(y) + 0.5) {
                fills[y * grid.width + x] = .land
            }
        }
        let detail = TileDetail(zoom: zoom, metersPerColumn: viewport.metersPerColumn, style: style)
        var layers: [(MapShape.Kind, TileFill)] = [(.park, .park), (.water, .water)]
        if detail.buildings { layers.append((.building, .building)) }
        for (kind, fill) in layers {
            let mask = fillMask(shapes.filter { $0.kind == kind }, samples: (sx, sy))
            for y in 0..<grid.height {
                for x in 0..<grid.width {
                    var count = 0
                    for dy in 0..<sy { for dx in 0..<sx where mask[x * sx + dx, y * sy + dy] { count += 1 } }
                    if count * 2 >= sx * sy, count > 0 { fills[y * grid.width + x] = fill }
                }
            }
        }
        tileFills = fills
        let land = Cell.blank(Self.tileLand)
        let park = Cell(text: Self.parkGlyph, style: Self.tileLand.with(foreground: .role(.mapPark)))
        let water = Cell(text: Self.waterGlyph, style: Self.tileWater)
        let building = Cell(text: style == .ascii ? "." : "·", style: Self.tileLand)
        for y in 0..<grid.height {
            for x in 0..<grid.width {
                switch fills[y * grid.width + x] {
                case .unknown: continue
                case .land: grid.set(land, x: x, y: y)
                case .park: grid.set(park, x: x, y: y)
                case .water: grid.set(water, x: x, y: y)
                case .building: grid.set(building, x: x, y: y)
                }
            }
        }
        var lines: [(MapShape, RoadWeight)] = []
        let metersPerColumn = viewport.metersPerColumn
        for shape in shapes {
            switch shape.kind {
            case .waterway: lines.append((shape, .waterway))
            case .rail: lines.append((shape, .rail))
            case .road(let road):
                if road == .path, !detail.paths { continue }
                if road == .minor, metersPerColumn > 80 { continue }
                lines.append((shape, RoadWeight(road)))
            default: continue
            }
        }
        lines.sort { $0.1.rawValue < $1.1.rawValue }
        if style == .braille {
            strokeBraille(lines)
        } else {
            // The lines come by weight: each weight's glyphs are made once, at its first line.
            var current: LineGlyphs?
            for (shape, weight) in lines {
                let glyphs = current.flatMap { $0.weight == weight ? $0 : nil } ?? LineGlyphs(weight, canvas: self)
                current = glyphs
                strokeLines(shape.parts, glyphs: glyphs)
            }
        }
    }

    /// Places and street names, most important first, each once, never touching another label,
    /// the pin or the decorations. Call after those are drawn.
    package mutating func drawTileLabels(_ shapes: [MapShape]) {
        var placed = Set<String>()
        for shape in MapLabelCandidates.places(shapes) {
            guard let name = shape.name, !placed.contains(name), let point = shape.parts.first?.first else { continue }
            let position = viewport.position(worldX: point.x, worldY: point.y)
            let width = DisplayWidth.of(name)
            guard let row = MapMath.floorInt(position.y), let column = MapMath.floorInt(position.x - Double(width) / 2) else { continue }
            if putSpacedLabel(name, at: Point(x: column, y: row), style: Self.placeLabel) { placed.insert(name) }
        }
        let streets = MapLabelCandidates.stretches(shapes, project: { point in
            let position = viewport.position(worldX: point.x, worldY: point.y)
            return SIMD2(position.x, position.y)
        }, runsAcross: { Self.direction(from: $0, to: $1, aspect: viewport.cellAspect) == .horizontal })
        for street in streets where !placed.contains(street.name) {
            let width = DisplayWidth.of(street.name)
            guard abs(street.end.x - street.start.x) >= Double(width) else { continue }
            let middle = (street.start + street.end) / 2
            guard let row = MapMath.floorInt(middle.y), let column = MapMath.floorInt(middle.x - Double(width) / 2) else { continue }
            if putSpacedLabel(street.name, at: Point(x: column, y: row), style: Self.streetLabel) { placed.insert(street.name) }
        }
    }

    /// A label that keeps one free cell to each side from other labels and decorations.
    private mutating func putSpacedLabel(_ text: String, at point: Point, style labelStyle: Style) -> Bool {
        let width = DisplayWidth.of(text)
        guard point.x >= 0, point.x + width <= grid.width, point.y >= 0, point.y < grid.height,
              !reserved.contains(where: { $0.y == point.y && $0.x >= point.x - 1 && $0.x <= point.x + width }) else { return false }
        var labelStyle = labelStyle
        if let fill = tileFill(x: point.x, y: point.y), fill == .water { labelStyle = labelStyle.with(background: .role(.mapWater)) }
        return putLabel(text, at: point, style: labelStyle)
    }

    package func tileFill(x: Int, y: Int) -> TileFill? {
        tileFills.isEmpty ? nil : tileFills[y * grid.width + x]
    }

    /// A box in world units, its edges included (a plain value: no generic metadata to make at run time).
    package struct WorldBox {
        package var west: Double
        package var east: Double
        package var north: Double
        package var south: Double

        /// Whether the world position is in the box (x also one world to either side).
        package func contains(x: Double, y: Double) -> Bool {
            guard north <= y, y <= south else { return false }
            return (west <= x && x <= east) || (west <= x - 1 && x - 1 <= east) || (west <= x + 1 && x + 1 <= east)
        }
    }

    package static func inside(_ area: [WorldBox]?, viewport: MapViewport, x: Double, y: Double) -> Bool {
        guard let area else { return true }
        let worldX = viewport.left + x * viewport.unitsPerColumn
        let worldY = viewport.top + y * viewport.unitsPerRow
        return area.contains { $0.contains(x: worldX, y: worldY) }
    }

    /// The union of the shapes' polygons, each filled even-odd on its own (tiles overlap in their
    /// buffers, so rings of neighbouring tiles must not cancel out; filling only ever sets samples).
    private func fillMask(_ shapes: [MapShape], samples: (Int, Int)) -> SampleMask {
        var mask = SampleMask(width: grid.width * samples.0, height: grid.height * samples.1)
        let scale = SIMD2(Double(samples.0), Double(samples.1))
        for shape in shapes {
            var rings: [[SIMD2<Double>]] = []
            rings.reserveCapacity(shape.parts.count)
            var low = SIMD2(Double.infinity, Double.infinity)
            var high = -low
            for ring in shape.parts {
                rings.append(ring.map { point -> SIMD2<Double> in
                    let position = viewport.position(worldX: point.x, worldY: point.y)
                    let sample = SIMD2(position.x, position.y) * scale
                    low = pointwiseMin(low, sample)
                    high = pointwiseMax(high, sample)
                    return sample
                })
            }
            guard high.x >= 0, high.y >= 0, low.x <= Double(mask.width), low.y <= Double(mask.height) else { continue }
            mask.fillEvenOdd(rings)
        }
        return mask
    }
}

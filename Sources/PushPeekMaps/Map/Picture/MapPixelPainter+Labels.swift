import PushPeekModel
import PushPeekCanvas

/// Text on the pixel map: place names, street names along straight stretches, the north indicator,
/// the scale bar, the centre's coordinates and a note, in the built-in font with a halo; each label
/// once, most important first, never over another label, a pin or a decoration.
extension MapPixelPainter {
    /// Font pixels per font dot: about a terminal line of text high.
    var textScale: Int { Swift.max(1, MapMath.floorInt(cellPixels.y / 10) ?? 1) }

    /// Writes `text` with its top left at (`x`, `y`) when it fits and is clear of everything taken.
    @discardableResult
    mutating func label(_ text: String, x: Int, y: Int, color: RGB, spacing: Int = 0) -> Bool {
        let size = Size(width: BitmapFont.width(of: text, scale: textScale), height: BitmapFont.glyphHeight * textScale)
        let box = Rect(x: x - textScale - spacing, y: y - textScale - spacing, width: size.width + 2 * (textScale + spacing),
                       height: size.height + 2 * (textScale + spacing))
        guard !text.isEmpty, x >= 0, y >= 0, x + size.width <= canvas.width, y + size.height <= canvas.height,
              !taken.contains(where: { !$0.intersection(box).isEmpty }) else { return false }
        canvas.text(text, x: x, y: y, scale: textScale, color: color, halo: colors.halo)
        taken.append(box)
        return true
    }

    /// Place names at their points, then street names centred on a stretch that runs across.
    mutating func drawLabels(_ shapes: [MapShape]) {
        let height = BitmapFont.glyphHeight * textScale
        var placed = Set<String>()
        for shape in MapLabelCandidates.places(shapes) {
            guard let name = shape.name, !placed.contains(name), let point = shape.parts.first?.first else { continue }
            let at = pixel(worldX: point.x, worldY: point.y)
            let width = Double(BitmapFont.width(of: name, scale: textScale))
            guard let x = MapMath.floorInt(at.x - width / 2), let y = MapMath.floorInt(at.y - Double(height) / 2) else { continue }
            if label(name, x: x, y: y, color: colors.text, spacing: textScale * 2) { placed.insert(name) }
        }
        let streets = MapLabelCandidates.stretches(shapes, project: { pixel(worldX: $0.x, worldY: $0.y) },
                                                   runsAcross: { abs($1.y - $0.y) <= abs($1.x - $0.x) * 0.25 })
        for street in streets where !placed.contains(street.name) {
            let width = Double(BitmapFont.width(of: street.name, scale: textScale))
            guard abs(street.end.x - street.start.x) >= width else { continue }
            let middle = (street.start + street.end) / 2
            guard let x = MapMath.floorInt(middle.x - width / 2), let y = MapMath.floorInt(middle.y - Double(height) / 2) else { continue }
            if label(street.name, x: x, y: y, color: colors.secondaryText, spacing: textScale) { placed.insert(street.name) }
        }
    }

    /// "N" with an arrow above it in the top-right corner.
    mutating func drawNorth() {
        let width = BitmapFont.width(of: "N", scale: textScale)
        let x = canvas.width - width - 2 * textScale - (viewport.columns >= 12 ? Int(cellPixels.x) : 0)
        let top = SIMD2(Double(x) + Double(width) / 2, Double(textScale))
        canvas.stroke([top + SIMD2(-2 * Double(textScale), 3 * Double(textScale)), top, top + SIMD2(2 * Double(textScale), 3 * Double(textScale))],
                      lineWidth: Double(textScale), color: colors.text)
        label("N", x: x, y: 5 * textScale, color: colors.text)
        taken.append(Rect(x: x - 3 * textScale, y: 0, width: width + 6 * textScale, height: 5 * textScale))
    }

    /// A bar `bar.cells` columns long at the bottom left, with ticks at its ends and its length.
    mutating func drawScale(_ bar: ScaleBar) {
        let margin = viewport.columns >= 12 ? cellPixels.x : 0
        let length = Double(bar.cells) * cellPixels.x
        let y = Double(canvas.height) - cellPixels.y / 2
        let tick = Double(textScale) * 3
        let left = SIMD2(margin, y), right = SIMD2(margin + length, y)
        for color in [colors.halo, colors.text] {
            let width = (color == colors.halo ? 3.0 : 1.0) * Double(textScale)
            canvas.stroke([left - SIMD2(0, tick), left, right, right - SIMD2(0, tick)], lineWidth: width, color: color)
        }
        let textY = MapMath.floorInt(y) ?? 0
        let textX = MapMath.floorInt(margin + length) ?? 0
        taken.append(Rect(x: MapMath.floorInt(margin) ?? 0, y: textY - 4 * textScale, width: bar.cells * Int(cellPixels.x), height: 5 * textScale))
        label(bar.label, x: textX + 3 * textScale, y: textY - BitmapFont.glyphHeight * textScale + textScale, color: colors.text)
    }

    /// The centre's coordinates in the top-left corner.
    mutating func drawCoordinates(_ coordinate: Coordinate) {
        label(CoordinateFormat.string(coordinate), x: viewport.columns >= 12 ? Int(cellPixels.x) : textScale, y: textScale, color: colors.text)
    }

    /// A note along the top (the map data was drawn in part), over whatever is there.
    mutating func drawNote(_ text: String) {
        canvas.text(text, x: textScale, y: textScale, scale: textScale, color: colors.text, halo: colors.halo, counted: false)
    }
}

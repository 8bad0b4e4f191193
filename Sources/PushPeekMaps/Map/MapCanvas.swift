import PushPeekModel
import PushPeekCanvas

/// The cells of one map being drawn, layer by layer: land and water, graticule, overlays, pin and the
/// decorations (north indicator, scale bar, coordinates).
///
/// Invariant: `coverage` has one entry per cell of `grid`: how many of the cell's land samples are
/// land (0 … samples per cell); all zero when land is not drawn.
package struct MapCanvas {
    package var grid: CellGrid
    package let viewport: MapViewport
    package let style: MapStyle
    package let showsLand: Bool
    package private(set) var coverage: [Int]
    /// Cells that decorations must not cover (the pin).
    package var reserved: Set<Point> = []
    /// What vector tiles filled each cell with (empty when no tiles were drawn).
    package var tileFills: [TileFill] = []

    package static let water = Style(foreground: .role(.mapGrid), background: .role(.mapWater))
    package static let land = Style(foreground: .role(.mapGrid), background: .role(.mapLand))
    package static let coast = Style(foreground: .role(.secondaryText), background: .role(.mapLand))
    /// The background where the outline is too coarse to say land or water.
    package static let unknown = Style(foreground: .role(.mapGrid), background: .role(.card))
    package static let label = Style(foreground: .role(.secondaryText), background: .role(.card))

    package init(viewport: MapViewport, style: MapStyle, showsLand: Bool) {
        self.viewport = viewport
        self.style = style
        self.showsLand = showsLand
        self.grid = CellGrid(width: viewport.columns, height: viewport.rows,
                             fill: Cell.blank(showsLand ? Self.water : Self.unknown))
        self.coverage = Array(repeating: 0, count: viewport.columns * viewport.rows)
    }

    private var samplesPerCell: Int { style.samplesPerCell.x * style.samplesPerCell.y }

    package func coverage(x: Int, y: Int) -> Int { coverage[y * grid.width + x] }

    /// The background style of a cell, after land has been drawn.
    package func background(x: Int, y: Int) -> Style {
        switch tileFill(x: x, y: y) {
        case .land?, .building?: return Self.tileLand
        case .park?: return Self.tileLand
        case .water?: return Self.tileWater
        case .unknown?, nil: break
        }
        guard showsLand else { return Self.unknown }
        return coverage(x: x, y: y) == 0 ? Self.water : Self.land
    }

    // MARK: Land

    package mutating func drawLand(_ outline: LandOutline) {
        guard showsLand else { return }
        let (sx, sy) = style.samplesPerCell
        var mask = SampleMask(width: grid.width * sx, height: grid.height * sy)
        var rings: [[SIMD2<Double>]] = []
        let scale = SIMD2(Double(sx), Double(sy))
        for ring in outline.rings {
            for copy in viewport.projectedCopies(of: ring, unwrapping: false) {
                rings.append(copy.map { $0 * scale })
            }
        }
        mask.fillEvenOdd(rings)
        for y in 0..<grid.height {
            for x in 0..<grid.width {
                var bits: [Bool] = []
                bits.reserveCapacity(sx * sy)
                for dy in 0..<sy {
                    for dx in 0..<sx { bits.append(mask[x * sx + dx, y * sy + dy]) }
                }
                let count = bits.reduce(0) { $0 + ($1 ? 1 : 0) }
                coverage[y * grid.width + x] = count
                guard count > 0 else { continue }
                grid.set(landCell(bits, count: count), x: x, y: y)
            }
        }
    }

    private func landCell(_ bits: [Bool], count: Int) -> Cell {
        switch style {
        case .ascii:
            if count == bits.count { return Cell(text: MapCanvas.asciiLand, style: Self.land) }
            return Cell(text: MapCanvas.asciiCoast, style: Self.coast)
        case .braille:
            // Dot numbering: 1 2 3 7 down the left column, 4 5 6 8 down the right.
            let weights: [UInt32] = [0x01, 0x08, 0x02, 0x10, 0x04, 0x20, 0x40, 0x80]
            var value: UInt32 = 0
            for (index, bit) in bits.enumerated() where bit { value |= weights[index] }
            let text = Unicode.Scalar(0x2800 + value).map { String(Character($0)) } ?? "#"
            return Cell(text: text, style: Style(foreground: .role(.mapLand), background: .role(.mapWater)))
        case .blocks:
            let text = count == 2 ? "█" : (bits[0] ? "▀" : "▄")
            return Cell(text: text, style: Style(foreground: .role(.mapLand), background: .role(.mapWater)))
        }
    }

    /// ASCII land: `:` inside, `.` where the coast crosses the cell (some of its 2×2 samples land);
    /// water is blank. Readable in monochrome, where the roles' colours are not shown.
    package static let asciiLand = ":"
    package static let asciiCoast = "."
}

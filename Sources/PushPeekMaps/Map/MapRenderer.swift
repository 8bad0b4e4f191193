import PushPeekJSON
import PushPeekModel
import PushPeekCanvas

/// Draws a `map` element the way the spy-agency example's extension shows it: the payload's
/// latitude, longitude and radius become `MKCoordinateRegion(center:latitudinalMeters: radius,
/// longitudinalMeters: radius)`, fitted to the area like `MKMapView.setRegion`, with land and water,
/// the map data archives' streets and the user's overlays. As on MKMapView, the pin (`pin`), the
/// compass (`showsCompass`), the scale bar (`showsScale`) and the graticule (`grid`) show only when
/// the element asks for them.
///
/// Styles are theme-free (by `Role`). Below the land outline's resolution (a city-scale region) no
/// land is drawn — the coarse outline would only pretend — but overlays and the opted-in extras
/// still are. A payload value the extension's `guard` would reject leaves the area blank with a note.
public enum MapRenderer {
    public static func render(
        element: MapElement, payload: JSONNode, size: Size, cellAspect: Double = MapViewport.defaultCellAspect,
        land: LandOutline = .naturalEarth, overlays: [MapFeature] = [], overlayNote: String? = nil, tiles: MapTileSet? = nil
    ) -> MapRendering {
        switch MapRegionResolver.region(for: element, in: payload) {
        case .success(let region):
            let annotations = element.annotations.compactMap { MapRegionResolver.coordinate(of: $0, in: payload) }
            var rendering = render(region: region, element: element, size: size, cellAspect: cellAspect, land: land, overlays: overlays,
                                   annotations: annotations, tiles: tiles)
            // The overlays' own note, when the tiles left none (it is drawn over the top row too).
            if let overlayNote, rendering.info != nil, rendering.note == nil {
                rendering.note = "map data: \(overlayNote)"
                var canvasGrid = rendering.grid
                canvasGrid.put(TextLayout.truncate("map data cut short: \(overlayNote)", width: canvasGrid.width), at: Point(x: 0, y: 0),
                               style: MapCanvas.label)
                rendering.grid = canvasGrid
            }
            return rendering
        case .failure(let error):
            return blank(size: size, note: error.description)
        }
    }

    /// Renders a region that is already known (the element's key paths are not used), with pins at
    /// `annotations`. With `tiles`, the map is drawn (from its vector tile archives too, if it has
    /// any) once per region, size, overlays and the cells the pins fall in: the tile set keeps the
    /// rendering for the next frame, which costs a dictionary lookup (a pin moved within its cell
    /// draws the same picture).
    public static func render(
        region: CoordinateRegion, element: MapElement = MapElement(), size: Size,
        cellAspect: Double = MapViewport.defaultCellAspect, land: LandOutline = .naturalEarth, overlays: [MapFeature] = [],
        annotations: [Coordinate] = [], tiles: MapTileSet? = nil
    ) -> MapRendering {
        guard let tiles else {
            return draw(region: region, element: element, size: size, cellAspect: cellAspect, land: land, overlays: overlays,
                        annotations: annotations, tiles: tiles)
        }
        let viewport = MapViewport(fitting: region, columns: size.width, rows: size.height, cellAspect: cellAspect)
        let key = MapTileSet.RenderingKey(region: region, element: element, size: size, cellAspect: cellAspect, overlays: overlays,
                                          annotationCells: viewport.map { cells(of: annotations, in: $0) } ?? [])
        return tiles.rendering(for: key) {
            draw(region: region, element: element, size: size, cellAspect: cellAspect, land: land, overlays: overlays,
                 annotations: annotations, tiles: tiles)
        }
    }

    /// The cells pins at `coordinates` are drawn in, in order; those outside the view are left out.
    package static func cells(of coordinates: [Coordinate], in viewport: MapViewport) -> [Point] {
        coordinates.compactMap { coordinate in
            let position = viewport.position(of: coordinate)
            return viewport.cell(atX: position.x, y: position.y)
        }
    }

    package static func draw(
        region: CoordinateRegion, element: MapElement, size: Size, cellAspect: Double, land: LandOutline,
        overlays: [MapFeature], annotations: [Coordinate], tiles: MapTileSet?
    ) -> MapRendering {
        guard let viewport = MapViewport(fitting: region, columns: size.width, rows: size.height, cellAspect: cellAspect) else {
            let note = region.center.isValid ? nil : "the region's centre is not a valid coordinate"
            return MapRendering(grid: CellGrid(width: size.width, height: size.height), info: nil, note: note)
        }
        let metersPerColumn = viewport.metersPerColumn
        let shortestSide = Swift.min(metersPerColumn * Double(viewport.columns),
                                     metersPerColumn / viewport.cellAspect * Double(viewport.rows))
        let showsLand = shortestSide >= land.resolution && !land.rings.isEmpty  // the rings are decoded only when needed

        var canvas = MapCanvas(viewport: viewport, style: element.style, showsLand: showsLand)
        canvas.drawLand(land)
        var tileShapes: [MapShape] = []
        var tileZoom: Int?
        var stopped: MapArchiveError?
        if let tiles, !tiles.archives.isEmpty {
            do {
                (tileShapes, tileZoom, stopped) = try tiles.shapes(in: viewport, style: element.style, nearView: true)
            } catch {
                return blank(size: size, note: "map data: \(error.description)")
            }
        }
        // Overlay features whose tags say what they are join the tiles' shapes: drawn as a street map
        // (those the view cannot show left out).
        let streetShapes = overlays.compactMap(Self.shape)
        var shown: [MapShape] = []
        shown.reserveCapacity(tileShapes.count + streetShapes.count)
        for shape in tileShapes where viewport.mayShow(shape.parts) { shown.append(shape) }
        for shape in streetShapes where viewport.mayShow(shape.parts) { shown.append(shape) }
        if let tileZoom {
            canvas.drawTiles(shown, zoom: tileZoom, area: tiles.flatMap { Self.dataArea($0, zoom: tileZoom) })
        } else if !streetShapes.isEmpty {
            canvas.drawTiles(shown, zoom: Self.overlayZoom, area: nil)
        }
        if element.grid { canvas.drawGraticule() }
        canvas.drawOverlays(overlays.filter { $0.kind == nil })

        var pin: Point?
        if element.pin {
            let position = viewport.position(of: region.center)
            pin = viewport.cell(atX: position.x, y: position.y)
            if let pin { canvas.drawPin(at: pin) }
        }
        let annotationCells = cells(of: annotations, in: viewport)
        for cell in annotationCells { canvas.drawPin(at: cell) }
        if element.showsCompass { canvas.drawNorth() }
        let bar = scaleBar(metersPerColumn: metersPerColumn, columns: viewport.columns)
        if element.showsScale, let bar, bar.cells >= 2 { canvas.drawScale(bar) }
        let visible = viewport.visibleRegion
        if element.showsCoordinates { canvas.drawCoordinates(region.center) }
        if tileZoom != nil || !streetShapes.isEmpty { canvas.drawTileLabels(shown) }
        if let stopped, let resource = stopped.exceeded {
            canvas.drawNote("map data cut short: \(resource.described) per map")
        }

        let info = MapInfo(
            size: Size(width: viewport.columns, height: viewport.rows), center: visible.center,
            latitudeSpan: visible.span.latitudeDelta, longitudeSpan: visible.span.longitudeDelta,
            pin: pin, annotations: annotationCells, scale: bar?.label ?? "", showsLand: showsLand, tileZoom: tileZoom)
        return MapRendering(grid: canvas.grid, info: info, note: stopped.map { "map data: \($0.description)" })
    }

    /// The zoom tagged overlays are drawn at without tiles: street detail (buildings and footpaths
    /// still only as close as `drawTiles` shows them).
    static let overlayZoom = 16

    /// A tagged overlay feature as a tile shape, in world units; nil for an untagged one.
    static func shape(_ feature: MapFeature) -> MapShape? {
        guard let kind = feature.kind else { return nil }
        func world(_ points: [Coordinate]) -> [SIMD2<Double>] {
            points.map { SIMD2(WebMercator.x(longitude: $0.longitude), WebMercator.y(latitude: $0.latitude)) }
        }
        let parts: [[SIMD2<Double>]]
        switch feature.geometry {
        case .point(let coordinate): parts = [world([coordinate])]
        case .lineString(let points): parts = [world(points)]
        case .polygon(let rings): parts = rings.map { world($0 + $0.prefix(1)) }
        }
        var rank = 0
        if case .road(let road) = kind { rank = road.rawValue }
        return MapShape(kind: kind, parts: parts, name: feature.name, rank: rank)
    }

    /// Where the archives have data, in world units; nil when one of them does not say (everywhere).
    /// An archive holds whole tiles: at the `zoom` read, its data reaches the outer edges of the tiles
    /// its bounds touch, so the land is filled as far as the roads drawn from those tiles go.
    package static func dataArea(_ tiles: MapTileSet, zoom: Int) -> [MapCanvas.WorldBox]? {
        let count = Double(1 << Swift.min(Swift.max(zoom, 0), 30))
        func outward(_ low: Double, _ high: Double) -> (Double, Double) {
            let start = (low * count).rounded(.down) / count
            let end = (high * count).rounded(.up) / count
            return (Swift.max(0, start), Swift.min(1, Swift.max(start, end)))
        }
        var area: [MapCanvas.WorldBox] = []
        for archive in tiles.archives {
            guard let bounds = archive.bounds else { return nil }
            let x = outward(WebMercator.x(longitude: bounds.west), WebMercator.x(longitude: bounds.east))
            let y = outward(WebMercator.y(latitude: bounds.north), WebMercator.y(latitude: bounds.south))
            area.append(MapCanvas.WorldBox(west: x.0, east: x.1, north: y.0, south: y.1))
        }
        return area
    }

    /// The bar drawn for a view `columns` wide: at most a third of the width, and short enough to leave
    /// room for its label.
    package static func scaleBar(metersPerColumn: Double, columns: Int) -> ScaleBar? {
        let labelRoom = 10
        let maximum = Swift.max(2, Swift.min(columns / 3, columns - labelRoom))
        return ScaleBar.fitting(metersPerColumn: metersPerColumn, maximumCells: maximum)
            ?? ScaleBar.nearest(metersPerColumn: metersPerColumn, cells: maximum)
    }

    /// An empty area with the note wrapped and centred in it, a column clear of each side when the
    /// area has the room (the note never touches the card's border).
    package static func blank(size: Size, note: String) -> MapRendering {
        var grid = CellGrid(width: size.width, height: size.height, fill: Cell.blank(MapCanvas.label))
        if grid.width > 0, grid.height > 0 {
            let inset = grid.width > 4 ? 1 : 0
            let lines = TextLayout.wrap(note, width: grid.width - 2 * inset, maxLines: grid.height)
            let top = grid.bounds.centred(Size(width: grid.width, height: lines.count)).y
            for (index, line) in lines.enumerated() {
                grid.put(line, centredIn: Rect(x: 0, y: top + index, width: grid.width, height: 1), style: MapCanvas.label)
            }
        }
        return MapRendering(grid: grid, info: nil, note: note)
    }
}

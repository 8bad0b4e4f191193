import PushPeekJSON
import PushPeekModel
import PushPeekCanvas

/// Draws a `map` element in pixels, for a terminal that shows pixels and for the SVG and HTML
/// pictures: the same region, land outline, GeoJSON and vector tiles as `MapRenderer`'s symbols,
/// with the same read budgets, drawn by `PixelCanvas` at `size` cells of `cellPixels` each. The
/// view is fitted with the cells' real shape (`cellPixels`), so metres are square in pixels.
///
/// With `tiles`, a picture is kept by the tile set like a rendering (region, size, overlays, the
/// cells the pins fall in, cell pixels and colours): a frame that shows the same map again gets
/// the same picture, which the painter then does not send again.
public enum MapPictureRenderer {
    /// The picture; nil when the element's values give no region (the symbol map shows the note)
    /// or the area is empty.
    public static func render(
        element: MapElement, payload: JSONNode, size: Size, options: MapPictureOptions,
        land: LandOutline = .naturalEarth, overlays: [MapFeature] = [], tiles: MapTileSet? = nil
    ) -> MapPicture? {
        guard case .success(let region) = MapRegionResolver.region(for: element, in: payload),
              options.cellPixels.width > 0, options.cellPixels.height > 0 else { return nil }
        let annotations = element.annotations.compactMap { MapRegionResolver.coordinate(of: $0, in: payload) }
        let aspect = Double(options.cellPixels.width) / Double(options.cellPixels.height)
        guard let viewport = MapViewport(fitting: region, columns: size.width, rows: size.height, cellAspect: aspect) else { return nil }
        guard let tiles else {
            return draw(region: region, element: element, viewport: viewport, options: options, land: land, overlays: overlays,
                        annotations: annotations, tiles: nil)
        }
        let key = MapTileSet.PictureKey(
            rendering: MapTileSet.RenderingKey(region: region, element: element, size: size, cellAspect: aspect, overlays: overlays,
                                               annotationCells: MapRenderer.cells(of: annotations, in: viewport)),
            options: options)
        return tiles.picture(for: key) {
            draw(region: region, element: element, viewport: viewport, options: options, land: land, overlays: overlays,
                 annotations: annotations, tiles: tiles)
        }
    }

    static func draw(region: CoordinateRegion, element: MapElement, viewport: MapViewport, options: MapPictureOptions, land: LandOutline,
                     overlays: [MapFeature], annotations: [Coordinate], tiles: MapTileSet?) -> MapPicture? {
        let metersPerColumn = viewport.metersPerColumn
        let shortestSide = Swift.min(metersPerColumn * Double(viewport.columns), metersPerColumn / viewport.cellAspect * Double(viewport.rows))
        let showsLand = shortestSide >= land.resolution && !land.rings.isEmpty
        let colors = options.colors
        guard var painter = MapPixelPainter(viewport: viewport, cellPixels: options.cellPixels, colors: colors,
                                            background: showsLand ? colors.water : colors.unknown) else { return nil }
        if showsLand { painter.drawLand(land) }
        var tileShapes: [MapShape] = []
        var tileZoom: Int?
        var stopped: MapArchiveError?
        if let tiles, !tiles.archives.isEmpty {
            guard let read = try? tiles.shapes(in: viewport, style: element.style) else { return nil }
            (tileShapes, tileZoom, stopped) = read
        }
        let streetShapes = overlays.compactMap(MapRenderer.shape)
        let shapes = tileShapes + streetShapes
        if let tileZoom {
            painter.drawDataArea(tiles.flatMap { MapRenderer.dataArea($0, zoom: tileZoom) })
            painter.drawShapes(shapes, closest: tileZoom >= 15 && metersPerColumn < 20)
        } else if !streetShapes.isEmpty {
            painter.drawShapes(streetShapes, closest: metersPerColumn < 20)
        }
        if element.grid { painter.drawGraticule() }
        painter.drawOverlays(overlays.filter { $0.kind == nil })
        if element.pin {
            let position = viewport.position(of: region.center)
            if let cell = viewport.cell(atX: position.x, y: position.y) { painter.drawPin(at: cell) }
        }
        for cell in MapRenderer.cells(of: annotations, in: viewport) { painter.drawPin(at: cell) }
        if element.showsCompass { painter.drawNorth() }
        if element.showsScale, let bar = MapRenderer.scaleBar(metersPerColumn: metersPerColumn, columns: viewport.columns), bar.cells >= 2 {
            painter.drawScale(bar)
        }
        if element.showsCoordinates { painter.drawCoordinates(region.center) }
        if tileZoom != nil || !streetShapes.isEmpty { painter.drawLabels(shapes) }
        if let stopped, let resource = stopped.exceeded {
            painter.drawNote("map data cut short: \(resource.described) per map")
        } else if painter.canvas.isCut {
            painter.drawNote("map picture cut short")
        }
        guard let image = painter.canvas.image else { return nil }
        return MapPicture(image: image, png: options.encodesPNG ? PNGWriter.encode(image) : nil, work: painter.canvas.work,
                          isCut: painter.canvas.isCut)
    }
}

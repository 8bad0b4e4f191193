#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekModel

/// The vector tile archives of a session (the app's `mapData` and `--map-data` archives, possibly
/// none) with what has been read from them: each tile decoded and classified once, and each map
/// rendered once per region, size and overlays, so a frame that shows the same map again costs a
/// dictionary lookup.
///
/// Shared by every state of the session (a reference type); thread-safe. The caches are bounded:
/// past `maxTiles` or `maxRenderings` entries the oldest half goes.
public final class MapTileSet: @unchecked Sendable {
    public let archives: [any TileArchive]
    package static let maxTiles = 512
    package static let maxRenderings = 32
    /// Cells around the view within which a tile's shapes are kept (`shapes(in:style:nearView:)`),
    /// and within which they must be for a tile decoded near another view to serve this one.
    package static let keptMargin = 2.5
    package static let neededMargin = 2.25

    package struct TileKey: Hashable {
        var archive: Int
        var tile: TileID
        var detail: TileDetail
    }

    /// What a rendering depends on besides the tiles. Annotations count by the cells their pins are
    /// drawn in: all a picture of pins depends on.
    package struct RenderingKey: Hashable {
        package var region: CoordinateRegion
        package var element: MapElement
        package var size: Size
        package var cellAspect: Double
        package var overlays: [MapFeature]
        package var annotationCells: [Point]
    }

    /// What a map's picture depends on: what its symbols do, and how it is drawn in pixels.
    package struct PictureKey: Hashable {
        package var rendering: RenderingKey
        package var options: MapPictureOptions
    }

    /// A tile's shapes and what reading them cost, which every map that uses it spends again.
    struct ReadTile {
        var shapes: [MapShape]
        var cost: MapReadBudget
    }

    private var tiles = BoundedCache<TileKey, ReadTile>(capacity: maxTiles)
    private var renderings = BoundedCache<RenderingKey, MapRendering>(capacity: maxRenderings)
    /// Pictures in pixels; nil when there was none to draw.
    private var pictures = BoundedCache<PictureKey, MapPicture?>(capacity: maxRenderings)
    private var drawnPictures = 0
    private var decodedTiles = 0
    private var renderedMaps = 0
    private var lastBudget = MapReadBudget()
    /// Maps being drawn now, and the signal that one of them is kept.
    private var renderingsUnderWay: [RenderingKey] = []
    /// Guards the caches and counts; signalled when a map being drawn is kept.
    private let state = ConditionLock()
    /// Held while an archive is read: archives (a SQLite connection and its statements, a PMTiles
    /// file's directories) are read by one thread at a time, as a frame drawn ahead may read while
    /// the frame on screen does.
    private let archiveReading: UnsafeMutablePointer<pthread_mutex_t>

    public init(archives: [any TileArchive]) {
        self.archives = archives
        archiveReading = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(archiveReading, nil)
    }

    deinit {
        pthread_mutex_destroy(archiveReading)
        archiveReading.deallocate()
    }

    /// How many tiles have been decoded, and maps rendered, so far (tests count them).
    public var counts: (decodedTiles: Int, renderedMaps: Int) {
        locked { (decodedTiles, renderedMaps) }
    }

    /// How many maps are being drawn now (tests wait for one drawn on another thread).
    package var renderingsInProgress: Int {
        locked { renderingsUnderWay.count }
    }

    /// What the last map read spent of its budget (tests compare it with the limits).
    public var lastMapBudget: MapReadBudget {
        locked { lastBudget }
    }

    private func locked<T>(_ body: () -> T) -> T {
        state.lock()
        defer { state.unlock() }
        return body()
    }

    /// The rendering kept for `key`, or `render`'s, kept. While another thread draws the same map
    /// (a frame drawn ahead, `PreviewModel.workAhead`), this waits for it instead of drawing it too.
    package func rendering(for key: RenderingKey, render: () -> MapRendering) -> MapRendering {
        state.lock()
        while true {
            if let cached = renderings[key] {
                state.unlock()
                return cached
            }
            guard renderingsUnderWay.contains(key) else { break }
            state.wait()
        }
        renderingsUnderWay.append(key)
        state.unlock()
        let rendering = render()
        locked {
            renderedMaps += 1
            renderings.insert(rendering, for: key)
            renderingsUnderWay.removeAll { $0 == key }
            state.broadcast()
        }
        return rendering
    }

    /// The picture kept for `key`, or `draw`'s, kept.
    package func picture(for key: PictureKey, draw: () -> MapPicture?) -> MapPicture? {
        if let cached = locked({ pictures[key] }) { return cached }
        let picture = draw()
        locked {
            drawnPictures += 1
            pictures.insert(picture, for: key)
        }
        return picture
    }

    /// How many map pictures have been drawn in pixels (not found kept).
    public var drawnPictureCount: Int {
        locked { drawnPictures }
    }

    /// The shapes of one archive's tile drawn at `detail` (decoded on first use), their cost spent
    /// from `budget`. A tile decoded before at the same kinds, everywhere or near a box that holds
    /// all of `needed`, serves too (its shapes, perhaps more than `detail.near` keeps, are what it had).
    package func shapes(archive index: Int, tile id: TileID, detail: TileDetail = .all, needed: WorldBounds? = nil,
                        budget: inout MapReadBudget) throws(MapArchiveError) -> [MapShape] {
        let key = TileKey(archive: index, tile: id, detail: detail)
        let found = locked {
            tiles[key] ?? needed.flatMap { needed in
                tiles.first { kept in
                    kept.archive == index && kept.tile == id && (kept.detail.near.map { $0.contains(needed) } ?? true)
                        && kept.detail.near(nil) == detail.near(nil)
                }
            }
        }
        if let cached = found {
            try budget.spend(cached.cost)
            return cached.shapes
        }
        let before = budget
        let shapes: [MapShape]
        do {
            pthread_mutex_lock(archiveReading)
            defer { pthread_mutex_unlock(archiveReading) }
            shapes = try archives[index].shapes(id, detail: detail, budget: &budget) ?? []
        }
        try budget.spend(shapes.reduce(0) { $0 + ($1.name == nil ? 0 : 1) }, of: .labels)
        let read = ReadTile(shapes: shapes, cost: budget.cost(since: before))
        locked {
            decodedTiles += 1
            tiles.insert(read, for: key)
        }
        return shapes
    }

    /// The shapes a view drawn in `style` shows, from every archive, at the zoom each archive has
    /// closest to the one that fits the view; tiles beyond the antimeridian are shifted to the side
    /// they are seen on; only the kinds drawn at the view's `TileDetail` are decoded. Empty when the
    /// view is far larger than an archive's lowest zoom covers in a few tiles. When the map's
    /// `MapReadBudget` runs out, the shapes read until then, and the error that says so.
    ///
    /// `nearView`: only the shapes whose box comes within `keptMargin` cells of the view are placed
    /// and kept (all those within `neededMargin` cells, more than `MapViewport.mayShow` asks for),
    /// the others checked and spent from the budget as if they were; a tile is decoded again for a
    /// view it was not decoded near.
    package func shapes(in viewport: MapViewport, style: MapStyle, nearView: Bool = false) throws(MapArchiveError)
        -> (shapes: [MapShape], zoom: Int?, stopped: MapArchiveError?) {
        var result: [MapShape] = []
        var budget = MapReadBudget()
        var stopped: MapArchiveError?
        defer { locked { lastBudget = budget } }
        var covered: [(index: Int, tiles: [(TileID, Double)])] = []
        var usedZoom: Int?
        for (index, archive) in archives.enumerated() {
            let zoom = Swift.min(Swift.max(Self.idealZoom(for: viewport), archive.zoomRange.lowerBound), archive.zoomRange.upperBound)
            guard let tiles = Self.tiles(covering: viewport, zoom: zoom, bounds: archive.bounds) else { continue }
            usedZoom = Swift.max(usedZoom ?? zoom, zoom)
            covered.append((index, tiles))
        }
        guard let usedZoom else { return ([], nil, nil) }
        let detail = TileDetail(zoom: usedZoom, metersPerColumn: viewport.metersPerColumn, style: style)
        archives: for (index, tiles) in covered {
            let archive = archives[index]
            for (tile, shift) in tiles {
                var shapes: [MapShape]
                let kept = nearView ? WorldBounds(viewport, margin: Self.keptMargin, shift: shift) : nil
                let needed = nearView ? WorldBounds(viewport, margin: Self.neededMargin, shift: shift) : nil
                do {
                    shapes = try self.shapes(archive: index, tile: tile, detail: detail.near(kept), needed: needed, budget: &budget)
                } catch where error.exceeded != nil {
                    stopped = error.located(file: archive.file, part: "tile \(tile)")
                    break archives
                }
                if shift != 0 {
                    for shapeIndex in shapes.indices {
                        shapes[shapeIndex].parts = shapes[shapeIndex].parts.map { $0.map { $0 + SIMD2(shift, 0) } }
                    }
                }
                result += shapes
            }
        }
        return (result, usedZoom, stopped)
    }

    /// The zoom MapKit would show this view at on a phone: a 375-point-wide screen of 256-point
    /// tiles across the view's width (a 1 km wide view is about zoom 15 in mid latitudes).
    package static func idealZoom(for viewport: MapViewport) -> Int {
        let tilesAcross = 375.0 / 256.0 / viewport.viewWidth
        guard tilesAcross.isFinite, tilesAcross > 1 else { return 0 }
        return Int(MapMath.clamp((MapMath.naturalLogarithm(tilesAcross) / MapMath.naturalLogarithm(2)).rounded(), 0...Double(TileID.maximumZoom)))
    }

    /// The tiles at `zoom` that overlap the view (and the archive's bounds), each with the world
    /// shift that puts it on the side of the antimeridian the view shows; nil when more than
    /// `maxTilesPerMap` would be needed.
    package static func tiles(covering viewport: MapViewport, zoom: Int,
                      bounds: (west: Double, south: Double, east: Double, north: Double)?) -> [(TileID, Double)]? {
        let n = Double(1 << zoom)
        let top = MapMath.clamp(viewport.top, 0...1)
        let bottom = MapMath.clamp(viewport.top + viewport.viewHeight, 0...1)
        guard let x0 = MapMath.floorInt(viewport.left * n), let x1 = MapMath.floorInt((viewport.left + viewport.viewWidth) * n),
              let y0 = MapMath.floorInt(top * n), let y1 = MapMath.floorInt(bottom * n) else { return nil }
        let rows = Swift.max(0, Swift.min(y1, Int(n) - 1) - y0 + 1)
        guard x1 >= x0, (x1 - x0 + 1) * rows <= MapArchiveLimits.maxTilesPerMap else { return nil }
        var result: [(TileID, Double)] = []
        for x in x0...x1 {
            let wrapped = ((x % Int(n)) + Int(n)) % Int(n)
            for y in y0...Swift.min(y1, Int(n) - 1) {
                let id = TileID(zoom: zoom, x: wrapped, y: y)
                if let bounds, !overlaps(id, bounds) { continue }
                result.append((id, Double(x - wrapped) / n))
            }
        }
        return result
    }

    package static func overlaps(_ id: TileID, _ bounds: (west: Double, south: Double, east: Double, north: Double)) -> Bool {
        let n = Double(id.tilesPerSide)
        let west = WebMercator.x(longitude: bounds.west)
        let east = WebMercator.x(longitude: bounds.east)
        let north = WebMercator.y(latitude: bounds.north)
        let south = WebMercator.y(latitude: bounds.south)
        return Double(id.x + 1) / n >= west && Double(id.x) / n <= east && Double(id.y + 1) / n >= north && Double(id.y) / n <= south
    }
}

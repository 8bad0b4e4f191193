import PushPeekModel

/// Reads the layers of the two common vector tile schemas into `MapShape`s: Protomaps' basemap
/// (`earth`, `water`, `landuse`, `landcover`, `roads`, `transit`, `buildings`, `places`) and
/// OpenMapTiles' (`water`, `waterway`, `landcover`, `landuse`, `park`, `transportation`,
/// `transportation_name`, `building`, `place`). Other layers (points of interest, boundaries) are
/// not drawn.
public enum TileSchema {
    /// Whether a layer (by name) is one either schema draws from; archives decode only these.
    @Sendable public static func isDrawn(_ layer: String) -> Bool { TileLayerKind(name: layer) != nil }

    /// The properties `classify` and the labels read.
    package static let readProperties: Set<String> = ["kind", "class", "name", "population_rank"]

    /// What a map decodes of a tile: the drawn layers, the properties read, and only the features
    /// drawn at `detail` (the others' geometry is skipped).
    package static func selection(_ detail: TileDetail) -> VectorTileSelection {
        VectorTileSelection(keepsLayer: isDrawn, properties: readProperties, keepsFeature: { layer, feature in
            classify(layer: layer, feature: feature).map { detail.draws($0.0) } ?? false
        })
    }

    /// The shapes of one tile, placed in world units.
    public static func shapes(of tile: VectorTile, at id: TileID) -> [MapShape] {
        var shapes: [MapShape] = []
        for layer in tile.layers {
            let world = Placement(tile: id, extent: layer.extent)
            for feature in layer.features {
                guard let (kind, rank) = classify(layer: layer.name, feature: feature) else { continue }
                let parts = feature.parts.map { $0.map(world.place) }
                shapes.append(MapShape(kind: kind, parts: parts, name: feature.string("name"), rank: rank))
            }
        }
        return shapes
    }

    /// Places a layer's tile units in world units (see `WebMercator`).
    package struct Placement {
        private let x: Double
        private let y: Double
        private let extent: Double
        private let scale: Double

        package init(tile id: TileID, extent: Int) {
            x = Double(id.x)
            y = Double(id.y)
            self.extent = Double(extent)
            scale = 1 / Double(id.tilesPerSide)
        }

        package func place(_ point: Point) -> SIMD2<Double> {
            SIMD2((x + Double(point.x) / extent) * scale, (y + Double(point.y) / extent) * scale)
        }
    }

    /// What a feature is drawn as, and its rank; nil for what is not drawn.
    package static func classify(layer: String, feature: VectorTileFeature) -> (MapShape.Kind, Int)? {
        guard let layer = TileLayerKind(name: layer) else { return nil }
        let kind = (feature.string("kind") ?? feature.string("class")).map(TileKind.init) ?? .none
        return classify(layer, type: feature.type, kind: kind, named: feature.string("name") != nil,
                        populationRank: feature.number("population_rank"))
    }

    /// What a feature of `type` in `layer` is drawn as, and its rank, from its `kind` (or `class`),
    /// whether it has a name, and its `population_rank` (read only for a place); nil for what is
    /// not drawn.
    package static func classify(_ layer: TileLayerKind, type: VectorTileFeature.GeometryType, kind: TileKind, named: Bool,
                                 populationRank: @autoclosure () -> Double?) -> (MapShape.Kind, Int)? {
        let polygon = type == .polygon
        let line = type == .lineString
        switch layer {
        case .water:
            if polygon { return (.water, 0) }
            return line ? (.waterway, 0) : nil
        case .waterway:
            return line ? (.waterway, 0) : nil
        case .landuse:
            return polygon && kind.isGreen ? (.park, 0) : nil
        case .park:
            return polygon ? (.park, 0) : nil
        case .roads:
            if kind.isRail || kind.isTransit { return line ? (.rail, 0) : nil }
            guard line, let road = kind.roadClass else { return nil }
            return (.road(road), road.rawValue)
        case .roadNames:
            guard line, named, let road = kind.roadClass else { return nil }
            return (.roadName(road), road.rawValue)
        case .transit:
            return line && (kind.isRail || kind.isEmpty) ? (.rail, 0) : nil
        case .buildings:
            return polygon ? (.building, 0) : nil
        case .places:
            guard type == .point, named else { return nil }
            return (.place, placeRank(populationRank(), kind: kind))
        }
    }

    /// Protomaps' `population_rank` when present; otherwise by kind (cities over neighbourhoods).
    static func placeRank(_ populationRank: Double?, kind: TileKind) -> Int {
        if let rank = populationRank, rank.isFinite { return Int(MapMath.clamp(rank, 0...20)) }
        return kind.placeRank
    }
}

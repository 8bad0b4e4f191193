import PushPeekModel

/// Reads the layers of the two common vector tile schemas into `MapShape`s: Protomaps' basemap
/// (`earth`, `water`, `landuse`, `landcover`, `roads`, `transit`, `buildings`, `places`) and
/// OpenMapTiles' (`water`, `waterway`, `landcover`, `landuse`, `park`, `transportation`,
/// `transportation_name`, `building`, `place`). Other layers (points of interest, boundaries) are
/// not drawn.
public enum TileSchema {
    /// The layers either schema draws from; archives decode only these.
    package static let drawnLayers: Set<String> = [
        "water", "waterway", "landuse", "landcover", "park", "roads", "transportation", "transportation_name", "transit",
        "buildings", "building", "places", "place",
    ]

    @Sendable public static func isDrawn(_ layer: String) -> Bool { drawnLayers.contains(layer) }

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
        let scale = 1 / Double(id.tilesPerSide)
        for layer in tile.layers {
            let extent = Double(layer.extent)
            func world(_ point: Point) -> SIMD2<Double> {
                SIMD2((Double(id.x) + Double(point.x) / extent) * scale, (Double(id.y) + Double(point.y) / extent) * scale)
            }
            for feature in layer.features {
                guard let (kind, rank) = classify(layer: layer.name, feature: feature) else { continue }
                let parts = feature.parts.map { $0.map(world) }
                shapes.append(MapShape(kind: kind, parts: parts, name: feature.string("name"), rank: rank))
            }
        }
        return shapes
    }

    /// What a feature is drawn as, and its rank; nil for what is not drawn.
    package static func classify(layer: String, feature: VectorTileFeature) -> (MapShape.Kind, Int)? {
        let kind = feature.string("kind") ?? feature.string("class") ?? ""
        let polygon = feature.type == .polygon
        let line = feature.type == .lineString
        switch layer {
        case "water":
            if polygon { return (.water, 0) }
            return line ? (.waterway, 0) : nil
        case "waterway":
            return line ? (.waterway, 0) : nil
        case "landuse", "landcover", "park":
            guard polygon, layer == "park" || greenKinds.contains(kind) else { return nil }
            return (.park, 0)
        case "roads", "transportation":
            if kind == "rail" || kind == "transit" { return line ? (.rail, 0) : nil }
            guard line, let road = roadClass(kind) else { return nil }
            return (.road(road), road.rawValue)
        case "transportation_name":
            guard line, feature.string("name") != nil, let road = roadClass(kind) else { return nil }
            return (.roadName(road), road.rawValue)
        case "transit":
            return line && (kind == "rail" || kind.isEmpty) ? (.rail, 0) : nil
        case "buildings", "building":
            return polygon ? (.building, 0) : nil
        case "places", "place":
            guard feature.type == .point, feature.string("name") != nil else { return nil }
            return (.place, placeRank(kind: kind, feature: feature))
        default:
            return nil
        }
    }

    package static let greenKinds: Set<String> = [
        "park", "grass", "forest", "wood", "garden", "cemetery", "golf_course", "nature_reserve", "national_park",
        "pitch", "playground", "recreation_ground", "scrub", "meadow", "heath", "village_green", "public_park",
        "allotments", "zoo",
    ]

    /// Protomaps' `kind` (highway, major_road, minor_road, path, other) or OpenMapTiles' `class`.
    package static func roadClass(_ kind: String) -> MapShape.RoadClass? {
        switch kind {
        case "highway", "motorway", "trunk": return .highway
        case "major_road", "primary", "secondary", "tertiary": return .major
        case "minor_road", "minor", "service", "track", "raceway", "busway", "other": return .minor
        case "path": return .path
        default: return nil
        }
    }

    /// Protomaps' `population_rank` when present; otherwise by kind (cities over neighbourhoods).
    package static func placeRank(kind: String, feature: VectorTileFeature) -> Int {
        if let rank = feature.number("population_rank"), rank.isFinite { return Int(MapMath.clamp(rank, 0...20)) }
        switch kind {
        case "country": return 16
        case "region", "state": return 14
        case "locality", "city": return 11
        case "town": return 10
        case "macrohood", "suburb", "village": return 8
        default: return 6
        }
    }
}

/// What a feature's `kind` (Protomaps) or `class` (OpenMapTiles) tells `TileSchema`: worked out
/// once for each value, not again for every feature that has it.
package struct TileKind {
    /// The road class it names (Protomaps' highway, major_road, minor_road, path, other, or
    /// OpenMapTiles' classes).
    package let roadClass: MapShape.RoadClass?
    /// A park, grass, wood or the like (`greenKinds`).
    package let isGreen: Bool
    package let isRail: Bool
    package let isTransit: Bool
    package let isEmpty: Bool
    /// A place's rank by its kind (cities over neighbourhoods), when it has no `population_rank`.
    package let placeRank: Int

    package init(_ kind: String) {
        roadClass = Self.roadClass(kind)
        isGreen = Self.greenKinds.contains(kind)
        isRail = kind == "rail"
        isTransit = kind == "transit"
        isEmpty = kind.isEmpty
        placeRank = Self.placeRank(kind)
    }

    /// A feature without a string `kind` or `class`.
    package static let none = TileKind("")

    package static let greenKinds: Set<String> = [
        "park", "grass", "forest", "wood", "garden", "cemetery", "golf_course", "nature_reserve", "national_park",
        "pitch", "playground", "recreation_ground", "scrub", "meadow", "heath", "village_green", "public_park",
        "allotments", "zoo",
    ]

    package static func roadClass(_ kind: String) -> MapShape.RoadClass? {
        switch kind {
        case "highway", "motorway", "trunk": return .highway
        case "major_road", "primary", "secondary", "tertiary": return .major
        case "minor_road", "minor", "service", "track", "raceway", "busway", "other": return .minor
        case "path": return .path
        default: return nil
        }
    }

    static func placeRank(_ kind: String) -> Int {
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

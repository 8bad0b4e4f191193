import PushPeekJSON

/// What a GeoJSON feature is on a street map, from the OpenStreetMap tags in its properties (as
/// OpenStreetMap exports such as overpass turbo write them): water, a park, a building, a road by
/// class, rail, or a named place. A feature it recognises is drawn as the street maps of vector
/// tiles draw that (`~` water, `"` parks, roads weighted by class, names placed); any other stays an
/// overlay in `mapOverlay`.
///
/// | tags | drawn as |
/// |---|---|
/// | `natural: water/bay/strait`, `water: *`, `waterway: riverbank/dock` (polygons) | water |
/// | `waterway: river/stream/canal/drain` (lines) | a waterway |
/// | `leisure: park/garden/playground/pitch`, `landuse: grass/forest/meadow/recreation_ground`, `natural: wood/scrub/grassland` | a park |
/// | `building: *` | a building |
/// | `highway: motorway/trunk` · `primary/secondary/tertiary` · `residential/…` · `footway/path/…` | a road of that class |
/// | `railway: rail/light_rail/subway/tram` | rail |
/// | a named point with `place`, `natural`, `amenity`, `tourism` or `historic` | its name, as a place |
struct StreetMapTag {
    enum Meaning: Equatable {
        case water, waterway, park, building, road(MapShape.RoadClass), rail, place
    }

    let meaning: Meaning

    /// Reads the tags of `properties` (an object); nil when none says what the feature is.
    init?(_ properties: JSONNode) {
        func value(_ key: String) -> String? { properties[key]?.string }
        if let meaning = Self.meaning(value) {
            self.meaning = meaning
        } else {
            return nil
        }
    }

    private static func meaning(_ value: (String) -> String?) -> Meaning? {
        let natural = value("natural")
        if ["water", "bay", "strait"].contains(natural) || value("water") != nil || ["riverbank", "dock"].contains(value("waterway")) {
            return .water
        }
        if ["river", "stream", "canal", "drain"].contains(value("waterway")) { return .waterway }
        if ["park", "garden", "playground", "pitch"].contains(value("leisure"))
            || ["grass", "forest", "meadow", "recreation_ground"].contains(value("landuse"))
            || ["wood", "scrub", "grassland"].contains(natural) {
            return .park
        }
        if value("building") != nil { return .building }
        if let highway = value("highway"), let road = roadClass(highway) { return .road(road) }
        if ["rail", "light_rail", "subway", "tram"].contains(value("railway")) { return .rail }
        if ["place", "natural", "amenity", "tourism", "historic"].contains(where: { value($0) != nil }) { return .place }
        return nil
    }

    /// OpenStreetMap's `highway` values by the weight a street map gives them.
    static func roadClass(_ highway: String) -> MapShape.RoadClass? {
        let base = highway.hasSuffix("_link") ? String(highway.dropLast(5)) : highway
        switch base {
        case "motorway", "trunk": return .highway
        case "primary", "secondary", "tertiary": return .major
        case "residential", "unclassified", "service", "living_street", "road": return .minor
        case "footway", "path", "pedestrian", "steps", "cycleway", "track", "bridleway": return .path
        default: return nil
        }
    }

    /// The street map's kind for a feature of this meaning with `geometry`; nil where the two do not
    /// go together (a road drawn as a polygon, an unnamed place), which leaves it an overlay.
    func kind(for geometry: MapFeature.Geometry, named: Bool) -> MapShape.Kind? {
        switch (meaning, geometry) {
        case (.water, .polygon): return .water
        case (.park, .polygon): return .park
        case (.building, .polygon): return .building
        case (.waterway, .lineString): return .waterway
        case (.road(let road), .lineString): return .road(road)
        case (.rail, .lineString): return .rail
        case (_, .point): return named ? .place : nil
        default: return nil
        }
    }
}

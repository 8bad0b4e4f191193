/// A layer `TileSchema` draws from, by what it holds; either schema's name for it decides.
package enum TileLayerKind {
    /// `water`: seas and lakes (polygons), rivers (lines).
    case water
    /// `waterway`: rivers and streams (lines).
    case waterway
    /// `landuse`, `landcover`: parks where the kind is green.
    case landuse
    /// `park`: every polygon a park.
    case park
    /// `roads`, `transportation`: roads by class, rail.
    case roads
    /// `transportation_name`: street names along their lines.
    case roadNames
    /// `transit`: rail.
    case transit
    /// `buildings`, `building`.
    case buildings
    /// `places`, `place`: named points.
    case places

    /// The kind of the layer named `name`; nil for a layer that is not drawn.
    package init?(name: String) {
        switch name {
        case "water": self = .water
        case "waterway": self = .waterway
        case "landuse", "landcover": self = .landuse
        case "park": self = .park
        case "roads", "transportation": self = .roads
        case "transportation_name": self = .roadNames
        case "transit": self = .transit
        case "buildings", "building": self = .buildings
        case "places", "place": self = .places
        default: return nil
        }
    }
}

/// One shape from a user's `--map-data` GeoJSON file, drawn over the land in the `mapOverlay` role,
/// or, when its properties say what it is, as the street map draws that (water, a park, a road).
/// Multi-part geometries are split into one feature per part.
public struct MapFeature: Hashable, Sendable {
    /// GeoJSON's single-part geometries, in longitude and latitude.
    public enum Geometry: Hashable, Sendable {
        case point(Coordinate)
        /// At least two positions.
        case lineString([Coordinate])
        /// The exterior ring, then any holes; each ring has at least three positions (closure implicit).
        case polygon([[Coordinate]])
    }

    public var geometry: Geometry
    /// The feature's `properties.name` (or `title`), when it has one.
    public var name: String?
    /// What its OpenStreetMap-style properties say it is (`natural: water`, `highway: primary`,
    /// …, see `StreetMapTag`): drawn as a street map draws that; nil: drawn as an overlay.
    public var kind: MapShape.Kind?

    public init(_ geometry: Geometry, name: String? = nil, kind: MapShape.Kind? = nil) {
        self.geometry = geometry
        self.name = name
        self.kind = kind
    }
}

/// A feature of a vector tile, classified for drawing and placed in world units (see `WebMercator`),
/// so that it is decoded and converted once and drawn in any view.
public struct MapShape: Hashable, Sendable {
    /// Roads by class, from footpaths to motorways; lines are weighted by it.
    public enum RoadClass: Int, Comparable, Hashable, Sendable {
        case path, minor, major, highway

        public static func < (lhs: RoadClass, rhs: RoadClass) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// What the shape is on the map; how it is drawn follows from it.
    public enum Kind: Hashable, Sendable {
        /// Polygons: sea, lakes, rivers' areas.
        case water
        /// Lines: rivers, streams, canals.
        case waterway
        /// Polygons: parks, grass, woods.
        case park
        case building
        case road(RoadClass)
        /// A street's name along its line (OpenMapTiles keeps names in their own layer); not stroked.
        case roadName(RoadClass)
        case rail
        /// A place name (city, district, neighbourhood) at a point.
        case place
    }

    public var kind: Kind
    /// World-unit positions; polygons as rings (even-odd), lines as lines, a place as one point.
    public var parts: [[SIMD2<Double>]]
    public var name: String?
    /// Larger is more important (places: population rank; streets: road class).
    public var rank: Int

    public init(kind: Kind, parts: [[SIMD2<Double>]], name: String? = nil, rank: Int = 0) {
        self.kind = kind
        self.parts = parts
        self.name = name
        self.rank = rank
    }
}

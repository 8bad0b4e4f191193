/// A centre and a span in degrees, named after `MKCoordinateRegion`.
///
/// `init(center:latitudinalMeters:longitudinalMeters:)` follows MapKit's observed behaviour: the
/// metres are the **full** north–south and east–west extents, so the edges lie at centre ± half.
public struct CoordinateRegion: Hashable, Sendable {
    public var center: Coordinate
    public var span: CoordinateSpan

    /// Metres in one degree of latitude, and in one degree of longitude at the equator:
    /// 2π × 6,378,137 m / 360 ≈ 111,319.49 m, from the WGS 84 equatorial radius that Web Mercator
    /// (and MapKit's map points) are built on. One degree of longitude is this × cos(latitude).
    public static let metersPerDegree = 2 * Double.pi * earthRadius / 360

    /// The WGS 84 semi-major axis in metres.
    public static let earthRadius = 6_378_137.0

    /// The length of the equator in metres (≈ 40,075 km).
    public static let equatorLength = 2 * Double.pi * earthRadius

    public init(center: Coordinate, span: CoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// The region `latitudinalMeters` tall and `longitudinalMeters` wide around `center`. Spans are
    /// capped at 180° and 360°; near the poles, where a degree of longitude shrinks to nothing, the
    /// longitude span reaches the whole world.
    public init(center: Coordinate, latitudinalMeters: Double, longitudinalMeters: Double) {
        let latitudeDelta = latitudinalMeters / Self.metersPerDegree
        let cosine = MapMath.cosine(degrees: MapMath.clamp(center.latitude, -90...90))
        let metersPerLongitudeDegree = Self.metersPerDegree * Swift.max(cosine, 0)
        let longitudeDelta = metersPerLongitudeDegree > 0 ? longitudinalMeters / metersPerLongitudeDegree : 360
        self.init(
            center: center,
            span: CoordinateSpan(
                latitudeDelta: MapMath.clamp(latitudeDelta, 0...180),
                longitudeDelta: MapMath.clamp(longitudeDelta, 0...360)))
    }
}

/// A geographic position in degrees (WGS 84), named after `CLLocationCoordinate2D`.
///
/// Nothing stops an instance from holding an invalid position; `isValid` tells whether it is a
/// finite latitude within ±90° and a finite longitude within ±180°, as `CLLocationCoordinate2DIsValid`.
public struct Coordinate: Hashable, Sendable {
    public var latitude: Double
    public var longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    public var isValid: Bool {
        latitude.isFinite && longitude.isFinite && abs(latitude) <= 90 && abs(longitude) <= 180
    }

    /// The same longitude expressed in [-180, 180).
    public var normalized: Coordinate {
        Coordinate(latitude: latitude, longitude: Coordinate.normalize(longitude: longitude))
    }

    /// Wraps a longitude into [-180, 180); non-finite values are returned unchanged.
    public static func normalize(longitude: Double) -> Double {
        guard longitude.isFinite else { return longitude }
        var wrapped = (longitude + 180).truncatingRemainder(dividingBy: 360)
        if wrapped < 0 { wrapped += 360 }
        return wrapped - 180
    }
}

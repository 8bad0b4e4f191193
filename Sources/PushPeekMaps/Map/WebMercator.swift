/// The Web Mercator projection (EPSG:3857) as MapKit uses it, in world units: the whole world is the
/// unit square, `x` grows eastwards from 0 at 180°W to 1 at 180°E and `y` grows southwards from 0 at
/// 85.0511°N to 1 at 85.0511°S.
///
/// Invariant: latitudes are clamped to ±`maximumLatitude` before projecting, so `y` is always in
/// [0, 1]; `x` is not wrapped (a longitude of 190° gives an `x` beyond 1), which lets callers unwrap
/// lines across the antimeridian.
public enum WebMercator {
    /// The latitude at which the projected world is square: atan(sinh(π)) in degrees.
    public static let maximumLatitude = 85.051_128_779_806_59

    public static func clamp(latitude: Double) -> Double {
        MapMath.clamp(latitude, -maximumLatitude...maximumLatitude)
    }

    public static func x(longitude: Double) -> Double {
        (longitude + 180) / 360
    }

    public static func y(latitude: Double) -> Double {
        let phi = clamp(latitude: latitude) * MapMath.degreesToRadians
        let y = 0.5 - MapMath.naturalLogarithm(MapMath.tangent(Double.pi / 4 + phi / 2)) / (2 * Double.pi)
        return MapMath.clamp(y, 0...1)
    }

    public static func longitude(x: Double) -> Double {
        x * 360 - 180
    }

    /// The latitude of a world `y`, which is clamped to [0, 1] first.
    public static func latitude(y: Double) -> Double {
        let n = Double.pi * (1 - 2 * MapMath.clamp(y, 0...1))
        return MapMath.arcTangent(MapMath.hyperbolicSine(n)) / MapMath.degreesToRadians
    }
}

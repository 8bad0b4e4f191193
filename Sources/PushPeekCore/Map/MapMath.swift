#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few libm functions the map needs, so the other map files need no platform imports.
enum MapMath {
    static let degreesToRadians = Double.pi / 180

    static func cosine(_ x: Double) -> Double { cos(x) }
    static func tangent(_ x: Double) -> Double { tan(x) }
    static func arcTangent(_ x: Double) -> Double { atan(x) }
    static func naturalLogarithm(_ x: Double) -> Double { log(x) }
    static func hyperbolicSine(_ x: Double) -> Double { sinh(x) }

    /// The cosine of a latitude in degrees.
    static func cosine(degrees: Double) -> Double { cos(degrees * degreesToRadians) }

    /// `Int(value.rounded(.down))`, or nil when the value is NaN, infinite or beyond ±2^52.
    static func floorInt(_ value: Double) -> Int? {
        guard value.isFinite, abs(value) < 4_503_599_627_370_496 else { return nil }
        return Int(value.rounded(.down))
    }

    /// `Int(value.rounded())`, or nil when the value is NaN, infinite or beyond ±2^52.
    static func roundInt(_ value: Double) -> Int? {
        guard value.isFinite, abs(value) < 4_503_599_627_370_496 else { return nil }
        return Int(value.rounded())
    }

    /// Clamps into `range`; NaN becomes the lower bound.
    static func clamp(_ value: Double, _ range: ClosedRange<Double>) -> Double {
        guard !value.isNaN else { return range.lowerBound }
        return Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
    }
}

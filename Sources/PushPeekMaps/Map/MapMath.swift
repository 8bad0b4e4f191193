#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few libm functions the map needs, so the other map files need no platform imports.
package enum MapMath {
    package static let degreesToRadians = Double.pi / 180

    package static func cosine(_ x: Double) -> Double { cos(x) }
    package static func tangent(_ x: Double) -> Double { tan(x) }
    package static func arcTangent(_ x: Double) -> Double { atan(x) }
    package static func naturalLogarithm(_ x: Double) -> Double { log(x) }
    package static func hyperbolicSine(_ x: Double) -> Double { sinh(x) }

    /// The cosine of a latitude in degrees.
    package static func cosine(degrees: Double) -> Double { cos(degrees * degreesToRadians) }

    /// `Int(value.rounded(.down))`, or nil when the value is NaN, infinite or beyond ±2^52.
    package static func floorInt(_ value: Double) -> Int? {
        guard value.isFinite, abs(value) < 4_503_599_627_370_496 else { return nil }
        return Int(value.rounded(.down))
    }

    /// `Int(value.rounded())`, or nil when the value is NaN, infinite or beyond ±2^52.
    package static func roundInt(_ value: Double) -> Int? {
        guard value.isFinite, abs(value) < 4_503_599_627_370_496 else { return nil }
        return Int(value.rounded())
    }

    /// Clamps into `range`; NaN becomes the lower bound.
    package static func clamp(_ value: Double, _ range: ClosedRange<Double>) -> Double {
        guard !value.isNaN else { return range.lowerBound }
        return Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
    }
}

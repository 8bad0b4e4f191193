/// Conversions from a `Double` read from input (a JSON number, an option, a difference of dates) to
/// an `Int` that cannot trap: `Int(_:)` stops the program on NaN, infinity or anything beyond
/// `Int.max`, so every such conversion on an input path goes through here.
///
/// Values beyond ±2^53 are refused too: above it a Double no longer holds every whole number, so
/// no count, offset or date that large was meant.
public enum WholeNumber {
    /// 2^53: the largest magnitude converted.
    public static let limit = 9_007_199_254_740_992.0

    /// `Int(value.rounded(.down))`, or nil when the value is not finite or beyond ±2^53.
    public static func floor(_ value: Double) -> Int? { converted(value.rounded(.down)) }

    /// `Int(value.rounded(.up))`, or nil when the value is not finite or beyond ±2^53.
    public static func ceiling(_ value: Double) -> Int? { converted(value.rounded(.up)) }

    /// `Int(value.rounded())` (halves away from zero), or nil when the value is not finite or beyond ±2^53.
    public static func rounded(_ value: Double) -> Int? { converted(value.rounded()) }

    /// The value when it is a whole number within ±2^53, else nil (`3.5`, `1e300`, NaN).
    public static func exact(_ value: Double) -> Int? {
        guard value.rounded() == value else { return nil }
        return converted(value)
    }

    /// `value` rounded and clamped into `range`; NaN becomes the lower bound.
    public static func clamped(_ value: Double, to range: ClosedRange<Int>) -> Int {
        guard !value.isNaN else { return range.lowerBound }
        if value <= Double(range.lowerBound) { return range.lowerBound }
        if value >= Double(range.upperBound) { return range.upperBound }
        return rounded(value).map { Swift.min(Swift.max($0, range.lowerBound), range.upperBound) } ?? range.lowerBound
    }

    private static func converted(_ whole: Double) -> Int? {
        guard whole.isFinite, abs(whole) <= limit else { return nil }
        return Int(exactly: whole)
    }
}

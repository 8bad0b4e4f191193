/// `inputView: {"slider": {…}}`: the spy-agency example's payment view, a slider shown where the
/// keyboard would be after `becomeFirstResponder`.
///
/// Invariant: `minimum < maximum`, `step > 0`, and `value` lies in `minimum...maximum`.
public struct SliderSpec: Sendable, Equatable {
    public var minimum: Double
    public var maximum: Double
    public var step: Double
    /// The value the slider starts at.
    public var value: Double
    /// A printf-style format for the value (`"$%d"`, `"%.1f km"`); see `ValueFormat`.
    public var format: String
    /// A caption on the leading side (`"Payment"`).
    public var title: String?

    public init(minimum: Double = 0, maximum: Double = 100, step: Double = 1, value: Double? = nil, format: String = "%d", title: String? = nil) {
        self.minimum = minimum
        self.maximum = max(maximum, minimum)
        self.step = step > 0 ? step : 1
        self.value = min(max(value ?? minimum, minimum), max(maximum, minimum))
        self.format = format
        self.title = title
    }

    /// `value` moved to the nearest step (counted from `minimum`) and clamped to the range.
    public func snapped(_ value: Double) -> Double {
        guard value.isFinite else { return self.value }
        let steps = ((value - minimum) / step).rounded()
        let snapped = minimum + steps * step
        return min(max(snapped, minimum), maximum)
    }

    /// The value as the slider shows it.
    public func text(_ value: Double) -> String {
        ValueFormat.format(format, value)
    }
}

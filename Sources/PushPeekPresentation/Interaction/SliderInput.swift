import PushPeekApp

/// The custom input view is up: the slider's current value and whether the mouse is dragging it.
///
/// Invariant: `value` is always a snapped value of `spec` (a step from the minimum, within range).
public struct SliderInput: Sendable, Equatable {
    public var spec: SliderSpec
    public private(set) var value: Double
    /// A mouse press on the track started a drag that has not been released.
    public var isDragging: Bool

    public init(spec: SliderSpec) {
        self.spec = spec
        value = spec.snapped(spec.value)
        isDragging = false
    }

    public mutating func set(_ newValue: Double) {
        value = spec.snapped(newValue)
    }

    public mutating func step(by steps: Int) {
        set(value + Double(steps) * spec.step)
    }

    /// The value at `fraction` (0…1) of the track.
    public mutating func set(fraction: Double) {
        let clamped = min(max(fraction, 0), 1)
        set(spec.minimum + clamped * (spec.maximum - spec.minimum))
    }

    /// Where the value lies on the track, 0…1.
    public var fraction: Double {
        (value - spec.minimum) / (spec.maximum - spec.minimum)
    }

    public var text: String { spec.text(value) }
}

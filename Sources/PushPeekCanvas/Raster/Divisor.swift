/// Division by a fixed count as a multiplication and a shift, for dividends below 256 times the
/// count (a sum of that many bytes and half the count): with `m = 2⁴⁰ / d + 1`, `x·m >> 40` is
/// `x / d` whenever `x·d < 2⁴⁰`, which holds for such dividends while `d < 2¹⁶`. Larger counts divide.
struct Divisor {
    let value: UInt64
    private let multiplier: UInt64

    init(_ value: UInt64) {
        self.value = value
        multiplier = value > 0 && value < 1 << 16 ? (1 << 40) / value &+ 1 : 0
    }

    /// `dividend / value`, for a dividend below `256 × value`.
    func quotient(_ dividend: UInt64) -> UInt64 {
        multiplier == 0 ? dividend / value : (dividend &* multiplier) >> 40
    }
}

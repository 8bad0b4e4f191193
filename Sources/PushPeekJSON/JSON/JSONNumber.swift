/// A JSON number: its literal text as written, and its value as a Double (infinite when the literal
/// is out of range, which validators report).
public struct JSONNumber: Sendable, Hashable {
    public var literal: String
    public var value: Double

    public init(literal: String, value: Double) {
        self.literal = literal
        self.value = value
    }

    public var isInteger: Bool {
        value.isFinite && value.rounded() == value && !literal.contains(".") && !literal.lowercased().contains("e")
    }
}

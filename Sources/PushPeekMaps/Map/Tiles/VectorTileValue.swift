/// An attribute value. Floats are widened to `double`; `sint` values are stored as `int`.
public enum VectorTileValue: Hashable, Sendable {
    case string(String)
    case double(Double)
    case int(Int64)
    case uint(UInt64)
    case bool(Bool)

    /// The text of a string value.
    public var text: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// A numeric value as a Double, whatever its encoding.
    public var number: Double? {
        switch self {
        case .double(let value): return value
        case .int(let value): return Double(value)
        case .uint(let value): return Double(value)
        default: return nil
        }
    }
}

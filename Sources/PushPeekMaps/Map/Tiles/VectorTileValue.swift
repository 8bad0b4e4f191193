/// An attribute value. Floats are widened to `double`; `sint` values are stored as `int`.
public enum VectorTileValue: Hashable, Sendable {
    case string(String)
    case double(Double)
    case int(Int64)
    case uint(UInt64)
    case bool(Bool)
}

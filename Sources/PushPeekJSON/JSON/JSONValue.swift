/// The kinds of JSON value. Not `indirect`: arrays already hold their elements out of line, and a
/// boxed value per node made parsing allocate twice as often.
public enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONNode])
    case object([JSONMember])

    /// The name used in type errors: "a string", "a number" ...
    public var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

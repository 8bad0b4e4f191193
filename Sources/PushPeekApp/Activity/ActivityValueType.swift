/// The type of one property of an `ActivityAttributes` struct or its `ContentState`, as the Swift
/// `Codable` declaration has it; what `JSONDecoder` with its default strategies accepts for it.
public indirect enum ActivityValueType: Sendable, Equatable {
    case string
    case int
    case double
    case bool
    /// `Date`: by default `JSONDecoder` reads a number of seconds since 2001-01-01 00:00 UTC.
    case date
    case url
    /// A nested `Codable` struct.
    case object([ActivityField])
    case array(ActivityValueType)
    /// An enum with raw values (`enum Status: String, Codable`); `numeric` for `Int` raw values.
    case enumeration([String], numeric: Bool)
    /// `T?`: the key may be missing or null.
    case optional(ActivityValueType)

    /// The names a schema writes for the scalar types (`"int"`, `"date?"`).
    public static let scalarNames: [String: ActivityValueType] = [
        "string": .string, "int": .int, "double": .double, "bool": .bool, "date": .date, "url": .url,
    ]

    /// The Swift spelling, for messages (`Date`, `[String]`, `Status?`).
    public var swiftName: String {
        switch self {
        case .string: return "String"
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .date: return "Date"
        case .url: return "URL"
        case .object: return "a nested struct"
        case .array(let element): return "[\(element.swiftName)]"
        case .enumeration(let cases, _): return "an enum (" + cases.joined(separator: ", ") + ")"
        case .optional(let wrapped): return wrapped.swiftName + "?"
        }
    }

    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }
}

/// A property-list value, as read from an Info.plist (XML or binary) by `PropertyListReader`.
public indirect enum PropertyList: Sendable, Equatable {
    case string(String)
    case integer(Int)
    case real(Double)
    case bool(Bool)
    case date(Double)
    case data([UInt8])
    case array([PropertyList])
    /// Keys in file order (a later duplicate wins on lookup).
    case dictionary([(String, PropertyList)])

    public static func == (lhs: PropertyList, rhs: PropertyList) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): return a == b
        case (.integer(let a), .integer(let b)): return a == b
        case (.real(let a), .real(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.date(let a), .date(let b)): return a == b
        case (.data(let a), .data(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.dictionary(let a), .dictionary(let b)): return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// The value for `key` in a dictionary (the last one when duplicated).
    public subscript(key: String) -> PropertyList? {
        guard case .dictionary(let entries) = self else { return nil }
        return entries.last { $0.0 == key }?.1
    }

    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// An integer or a real as a number (not a Boolean).
    public var number: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .real(let value): return value
        default: return nil
        }
    }
}

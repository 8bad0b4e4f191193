/// A value of an old-style (OpenStep) ASCII property list, the format of `project.pbxproj` and
/// `.strings` files: strings, `<hex>` data, `( … )` arrays and `{ key = value; }` dictionaries.
public indirect enum ASCIIPropertyList: Sendable, Equatable {
    /// A quoted or bare string, with the line it starts on.
    case string(String, line: Int)
    case data([UInt8])
    case array([ASCIIPropertyList])
    /// Keys in file order (a later duplicate wins on lookup), with the line each key is written on.
    case dictionary([ASCIIPropertyListEntry])

    /// The value for `key` in a dictionary (the last one when duplicated).
    public subscript(key: String) -> ASCIIPropertyList? {
        guard case .dictionary(let entries) = self else { return nil }
        return entries.last { $0.key == key }?.value
    }

    public var string: String? {
        if case .string(let text, _) = self { return text }
        return nil
    }

    public var line: Int? {
        if case .string(_, let line) = self { return line }
        return nil
    }

    public var array: [ASCIIPropertyList]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    public var entries: [ASCIIPropertyListEntry]? {
        if case .dictionary(let entries) = self { return entries }
        return nil
    }

    /// An array of strings (non-strings left out), or a single string as a one-element list.
    public var strings: [String] {
        switch self {
        case .string(let text, _): return [text]
        case .array(let elements): return elements.compactMap(\.string)
        default: return []
        }
    }
}

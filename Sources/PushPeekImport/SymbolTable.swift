/// The string constants a target's sources declare, by the names code uses for them: `let` and
/// `static let` (also as `Type.name`), enum cases (`Enum.case`, a String enum's implicit raw value
/// being the case name), Objective-C `NSString * const` and `#define`, and `Localizable.strings`.
public struct SymbolTable: Sendable {
    /// A constant's value, or another name it is set to (resolved on lookup).
    enum Entry: Sendable {
        case value(String, SourceOrigin)
        case alias([String], SourceOrigin)
    }

    /// How many aliases a lookup follows before giving up (a cycle ends there).
    static let maximumAliasDepth = 16

    private(set) var entries: [String: Entry] = [:]
    /// `Localizable.strings` of the target: key → value.
    public var localized: [String: String] = [:]

    public init() {}

    /// The first declaration of a name wins; a later one elsewhere is most likely a local of the same name.
    mutating func declare(_ name: String, _ entry: Entry) {
        if entries[name] == nil { entries[name] = entry }
    }

    /// The value of a dotted name (`ActionIdentifier.accept`, `Constants.category`, `kCategory`),
    /// trying the full name, then its last two parts, then its last.
    public func lookup(_ path: [String]) -> (String, SourceOrigin)? {
        lookup(path, depth: 0)
    }

    private func lookup(_ path: [String], depth: Int) -> (String, SourceOrigin)? {
        guard depth < Self.maximumAliasDepth, !path.isEmpty else { return nil }
        var parts = path
        if parts.last == "rawValue" { parts.removeLast() }
        var candidates = [parts.joined(separator: ".")]
        if parts.count > 2 { candidates.append(parts.suffix(2).joined(separator: ".")) }
        if parts.count > 1, let last = parts.last { candidates.append(last) }
        for name in candidates {
            switch entries[name] {
            case .value(let text, let origin)?: return (text, origin)
            case .alias(let target, _)?: if let found = lookup(target, depth: depth + 1) { return found }
            case nil: continue
            }
        }
        return nil
    }
}

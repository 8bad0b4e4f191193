import PushPeekJSON

/// The member each decoded payload value came from, by JSON path (`aps`, `aps.alert.title`): where
/// a check on the value points. A list searched from its end rather than a dictionary: its paths are
/// the schema's own (`PayloadSchema`, a few dozen at most), so a look-up is bounded, and a payload of
/// two keys costs one small array instead of hashing each path into a table of its own.
///
/// Each path is kept as the path of the object the member is in and the member's key, and compared
/// without joining them (lengths first, then byte for byte), so decoding a payload builds no path
/// that no problem names.
public struct PayloadSources: Sendable {
    private var entries: [(parent: String, key: String, member: JSONMember)] = []

    public init() {}

    /// The member the value at `path` came from; set to nil when the value did not decode.
    public subscript(path: String) -> JSONMember? {
        get { self[path: path] }
        set { self[parent: "", key: path] = newValue }
    }

    /// The member the value at `path` came from.
    private subscript(path path: String) -> JSONMember? {
        entries.last { Self.joined($0.parent, $0.key, equals: "", path) }?.member
    }

    /// The member the value of `key` in the object at `parent` came from; set to nil when the
    /// value did not decode.
    public subscript(parent parent: String, key key: String) -> JSONMember? {
        get { entries.last { Self.joined($0.parent, $0.key, equals: parent, key) }?.member }
        set {
            let index = entries.lastIndex { Self.joined($0.parent, $0.key, equals: parent, key) }
            switch (index, newValue) {
            case (let index?, let member?): entries[index].member = member
            case (let index?, nil): entries.remove(at: index)
            case (nil, let member?):
                if entries.isEmpty { entries.reserveCapacity(4) }
                entries.append((parent, key, member))
            case (nil, nil): break
            }
        }
    }

    /// How many values have a source.
    public var count: Int { entries.count }

    /// Whether `parent.key` (`key` alone at the root) and `otherParent.otherKey` are the same path.
    private static func joined(_ parent: String, _ key: String, equals otherParent: String, _ otherKey: String) -> Bool {
        let path = PathBytes(parent: parent, key: key)
        let other = PathBytes(parent: otherParent, key: otherKey)
        guard path.count == other.count else { return false }
        if parent.utf8.count == otherParent.utf8.count, parent == otherParent { return key == otherKey }
        return path.elementsEqual(other)
    }
}

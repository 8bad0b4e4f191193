import PushPeekJSON

/// The member each decoded payload value came from, by JSON path (`aps`, `aps.alert.title`): where
/// a check on the value points. A list searched from its end rather than a dictionary: its paths are
/// the schema's own (`PayloadSchema`, a few dozen at most), so a look-up is bounded, and a payload of
/// two keys costs one small array instead of hashing each path into a table of its own.
public struct PayloadSources: Sendable {
    private var entries: [(path: String, member: JSONMember)] = []

    public init() {}

    /// The member the value at `path` came from; set to nil when the value did not decode.
    public subscript(path: String) -> JSONMember? {
        get { entries.last { $0.path == path }?.member }
        set {
            let index = entries.lastIndex { $0.path == path }
            switch (index, newValue) {
            case (let index?, let member?): entries[index].member = member
            case (let index?, nil): entries.remove(at: index)
            case (nil, let member?): entries.append((path, member))
            case (nil, nil): break
            }
        }
    }

    /// How many values have a source.
    public var count: Int { entries.count }
}

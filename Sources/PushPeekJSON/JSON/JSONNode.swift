/// A parsed JSON value with the position where it starts in its source.
public struct JSONNode: Sendable {
    public var value: JSONValue
    public var location: SourceLocation

    public init(_ value: JSONValue, at location: SourceLocation = .start) {
        self.value = value
        self.location = location
    }

    /// The members of an object (in source order, duplicates kept), or nil for other values.
    public var members: [JSONMember]? {
        if case .object(let members) = value { return members }
        return nil
    }

    public var elements: [JSONNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    public var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    public var number: Double? {
        if case .number(let number) = value { return number.value }
        return nil
    }

    public var bool: Bool? {
        if case .bool(let flag) = value { return flag }
        return nil
    }

    public var isNull: Bool {
        if case .null = value { return true }
        return false
    }

    /// The last member with this key (as most JSON readers resolve duplicates).
    public subscript(key: String) -> JSONNode? {
        member(key)?.value
    }

    public func member(_ key: String) -> JSONMember? {
        guard let members else { return nil }
        WorkCounter.add(members.count)
        return members.last { $0.key == key }
    }

    /// Follows a dotted key path (`aps.alert.title`); numeric components index arrays.
    public func value(atPath path: String) -> JSONNode? {
        var node: JSONNode? = self
        for component in path.split(separator: ".", omittingEmptySubsequences: false) {
            guard let current = node else { return nil }
            if let members = current.members {
                WorkCounter.add(members.count)
                node = members.last { $0.key == component }?.value
            } else if let elements = current.elements, let index = Int(component), elements.indices.contains(index) {
                node = elements[index]
            } else {
                return nil
            }
        }
        return node
    }
}

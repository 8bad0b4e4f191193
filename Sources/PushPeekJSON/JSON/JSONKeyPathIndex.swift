/// Looks values up by key path (`userInfo.location`, `aps.alert.title`) in one parsed document
/// through a dictionary of every object's keys, built once: many lookups into a large object (a
/// view of many labels reading a payload of many keys) cost the document's size once, not the
/// object's size once per lookup. Objects of at most `scannedMembers` keys are not indexed but
/// scanned (a bounded cost per lookup), so a small payload — most of them — holds no dictionary at
/// all. Resolves paths as `JSONNode.value(atPath:)` does (the last of duplicate keys; numeric
/// components index arrays).
public struct JSONKeyPathIndex: Sendable {
    /// Objects with more members than this are indexed; smaller ones are scanned.
    static let scannedMembers = 8
    /// Each indexed object's keys, by the byte offset where the object starts (unique within a document).
    private var objects: [Int: [String: JSONNode]] = [:]
    public let root: JSONNode

    /// Walks the document once; its nesting is bounded by `JSONParser.maximumDepth`.
    public init(_ root: JSONNode) {
        self.root = root
        add(root)
    }

    private mutating func add(_ node: JSONNode) {
        switch node.value {
        case .object(let members):
            WorkCounter.add(members.count)
            guard members.count > Self.scannedMembers else {
                for member in members { add(member.value) }
                return
            }
            var keys: [String: JSONNode] = [:]
            keys.reserveCapacity(members.count)
            for member in members {
                keys[member.key] = member.value
                add(member.value)
            }
            objects[node.location.offset] = keys
        case .array(let elements):
            WorkCounter.add(elements.count)
            for element in elements { add(element) }
        default:
            break
        }
    }

    public func value(atPath path: String) -> JSONNode? {
        var node = root
        for component in path.split(separator: ".", omittingEmptySubsequences: false) {
            WorkCounter.add(1)
            if let members = node.members {
                let found = members.count > Self.scannedMembers
                    ? objects[node.location.offset]?[String(component)]
                    : members.last(where: { $0.key == component })?.value
                guard let next = found else { return nil }
                node = next
            } else if let elements = node.elements, let index = Int(component), elements.indices.contains(index) {
                node = elements[index]
            } else {
                return nil
            }
        }
        return node
    }
}

/// Looks values up by key path (`userInfo.location`, `aps.alert.title`) in one parsed document
/// through a dictionary of the keys of every large object, built once: many lookups into a large
/// object (a view of many labels reading a payload of many keys) cost the document's size once, not
/// the object's size once per lookup. An object of at most `scannedMembers` members is searched in
/// place (a bounded cost per lookup), so a payload of small objects builds no dictionary at all.
/// Resolves paths as `JSONNode.value(atPath:)` does (the last of duplicate keys; numeric components
/// index arrays).
public struct JSONKeyPathIndex: Sendable {
    /// Objects up to this many members are searched member by member.
    package static let scannedMembers = 16
    /// Each large object's keys, by the byte offset where the object starts (unique within a document).
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
            // By index: each member's value is looked at in place, not the member copied.
            for index in members.indices where Self.isContainer(members[index].value) {
                add(members[index].value)
            }
            guard members.count > Self.scannedMembers else { return }
            var keys: [String: JSONNode] = [:]
            keys.reserveCapacity(members.count)
            for member in members {
                keys[member.key] = member.value
            }
            objects[node.location.offset] = keys
        case .array(let elements):
            WorkCounter.add(elements.count)
            for element in elements where Self.isContainer(element) { add(element) }
        default:
            break
        }
    }

    private static func isContainer(_ node: JSONNode) -> Bool {
        switch node.value {
        case .object, .array: return true
        default: return false
        }
    }

    public func value(atPath path: String) -> JSONNode? {
        var node = root
        for component in path.split(separator: ".", omittingEmptySubsequences: false) {
            WorkCounter.add(1)
            if let members = node.members {
                if members.count <= Self.scannedMembers {
                    guard let member = members.last(where: { $0.key == component }) else { return nil }
                    node = member.value
                } else {
                    guard let next = objects[node.location.offset]?[String(component)] else { return nil }
                    node = next
                }
            } else if let elements = node.elements, let index = Int(component), elements.indices.contains(index) {
                node = elements[index]
            } else {
                return nil
            }
        }
        return node
    }
}

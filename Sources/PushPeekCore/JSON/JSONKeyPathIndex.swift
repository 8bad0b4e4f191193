/// Looks values up by key path (`userInfo.location`, `aps.alert.title`) in one parsed document,
/// indexing an object's keys the first time a path goes through it: many lookups into a large
/// object cost the object's size once, not once per lookup. Resolves paths as
/// `JSONNode.value(atPath:)` does (the last of duplicate keys; numeric components index arrays).
final class JSONKeyPathIndex {
    let root: JSONNode
    /// Each object's keys, by the byte offset where the object starts (unique within a document).
    private var objects: [Int: [String: JSONNode]] = [:]

    init(_ root: JSONNode) {
        self.root = root
    }

    func value(atPath path: String) -> JSONNode? {
        var node = root
        for component in path.split(separator: ".", omittingEmptySubsequences: false) {
            WorkCounter.add(1)
            if let members = node.members {
                guard let next = keys(of: node, members)[String(component)] else { return nil }
                node = next
            } else if let elements = node.elements, let index = Int(component), elements.indices.contains(index) {
                node = elements[index]
            } else {
                return nil
            }
        }
        return node
    }

    private func keys(of node: JSONNode, _ members: [JSONMember]) -> [String: JSONNode] {
        if let known = objects[node.location.offset] { return known }
        WorkCounter.add(members.count)
        var keys: [String: JSONNode] = [:]
        keys.reserveCapacity(members.count)
        for member in members { keys[member.key] = member.value }
        objects[node.location.offset] = keys
        return keys
    }
}

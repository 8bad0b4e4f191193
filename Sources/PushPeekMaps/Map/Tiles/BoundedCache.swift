/// A map from keys to values that keeps at most `capacity` entries: when full, the older half is
/// dropped. The entries are two arrays searched in order (a few hundred at most, found once per
/// tile or map drawn): a `Dictionary` of a new key type costs about 150,000 instructions at its
/// first use in a static binary (the runtime looks up the key's `Hashable` conformance), more than
/// a session's searches.
package struct BoundedCache<Key: Hashable, Value> {
    package let capacity: Int
    private var keys: [Key] = []
    private var values: [Value] = []

    package init(capacity: Int) {
        self.capacity = Swift.max(2, capacity)
    }

    package subscript(key: Key) -> Value? {
        keys.firstIndex(of: key).map { values[$0] }
    }

    /// The oldest entry whose key satisfies `predicate`.
    package func first(where predicate: (Key) -> Bool) -> Value? {
        keys.firstIndex(where: predicate).map { values[$0] }
    }

    package mutating func insert(_ value: Value, for key: Key) {
        if let index = keys.firstIndex(of: key) {
            values[index] = value
            return
        }
        if keys.count >= capacity {
            keys.removeFirst(capacity / 2)
            values.removeFirst(capacity / 2)
        }
        keys.append(key)
        values.append(value)
    }
}

/// A dictionary that keeps at most `capacity` entries: when full, the older half is dropped.
package struct BoundedCache<Key: Hashable, Value> {
    package let capacity: Int
    private var values: [Key: Value] = [:]
    private var order: [Key] = []

    package init(capacity: Int) {
        self.capacity = Swift.max(2, capacity)
    }

    package subscript(key: Key) -> Value? { values[key] }

    package mutating func insert(_ value: Value, for key: Key) {
        if values[key] == nil {
            if values.count >= capacity {
                for old in order.prefix(capacity / 2) { values[old] = nil }
                order.removeFirst(capacity / 2)
            }
            order.append(key)
        }
        values[key] = value
    }
}

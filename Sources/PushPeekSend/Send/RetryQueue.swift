import PushPeekJSON

/// The deliveries waiting to be sent again, earliest first: a binary heap of (time, index), so
/// adding one and taking the next cost the logarithm of how many wait, not a scan.
struct RetryQueue: Sendable {
    private var heap: [(time: Int, index: Int)] = []

    /// The earliest time an entry is due, nil when none waits.
    var earliest: Int? { heap.first?.time }

    mutating func insert(_ index: Int, at time: Int) {
        heap.append((time, index))
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            WorkCounter.add(1)
            guard Self.precedes(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// The earliest entry due by `now`, removed; nil when none is.
    mutating func pop(readyBy now: Int) -> Int? {
        guard let first = heap.first, first.time <= now else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var parent = 0
            while true {
                WorkCounter.add(1)
                var smallest = parent
                for child in [2 * parent + 1, 2 * parent + 2] where child < heap.count && Self.precedes(heap[child], heap[smallest]) {
                    smallest = child
                }
                guard smallest != parent else { break }
                heap.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return first.index
    }

    /// Earlier time first; at the same time, the lower index (the order devices were given).
    private static func precedes(_ a: (time: Int, index: Int), _ b: (time: Int, index: Int)) -> Bool {
        a.time != b.time ? a.time < b.time : a.index < b.index
    }
}

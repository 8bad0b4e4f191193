/// The boxes `MedianCutPalette` may split, largest priority first and, among equals, the first box:
/// a binary heap of priority << 9 | (511 - index), so choosing costs a few steps, not a look at every box.
struct MedianCutOrder {
    private var heap: [Int] = []

    init(capacity: Int) {
        heap.reserveCapacity(capacity + 1)
    }

    /// Adds box `index` (below 512) of `priority`; a box of priority 0 cannot be split and is left out.
    mutating func insert(_ priority: Int, index: Int) {
        guard priority > 0 else { return }
        var child = heap.count
        heap.append(priority << 9 | (511 &- index))
        while child > 0 {
            let parent = (child &- 1) / 2
            guard heap[parent] < heap[child] else { break }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    /// The index of the box to split next, taken out; nil when none can be split.
    mutating func removeFirst() -> Int? {
        guard let first = heap.first, let last = heap.popLast() else { return nil }
        if !heap.isEmpty {
            heap[0] = last
            var parent = 0
            while true {
                let left = 2 &* parent &+ 1, right = left &+ 1
                var largest = parent
                if left < heap.count, heap[left] > heap[largest] { largest = left }
                if right < heap.count, heap[right] > heap[largest] { largest = right }
                guard largest != parent else { break }
                heap.swapAt(parent, largest)
                parent = largest
            }
        }
        return 511 &- first & 511
    }
}

import PushPeekJSON

/// Which notifications one stack holds: their places in the list's arrival order (`sequences`,
/// ascending, cleared ones included) and which of them are still in it (`live`). A notification
/// joins at the end (it is the newest), leaves from anywhere, and the k-th newest or the place of
/// one is found by walking `live`'s tree: no step goes over the stack.
struct StackMembers: Sendable {
    private(set) var sequences: [Int] = []
    private var live = RankCounts()
    /// The stack's summary line, worked out when it is first drawn after the stack changed.
    private(set) var summary = StackSummaryCache()

    var count: Int { live.total }

    /// The sequence of the notification `offset` places from the newest (0: the newest).
    func sequence(atOffset offset: Int) -> Int? {
        guard offset >= 0, offset < count, let position = live.position(ofRank: count - 1 - offset) else { return nil }
        return sequences[position]
    }

    /// How many notifications of the stack are newer than the one at `sequence`, if it is in the stack.
    func offset(ofSequence sequence: Int) -> Int? {
        guard let position = position(of: sequence), live[position] else { return nil }
        return count - 1 - live.count(before: position)
    }

    /// The notification at `sequence` joins the stack (as its newest, unless one that arrived later
    /// is already in it: then in its place, the stack's counts made again).
    mutating func add(_ sequence: Int) {
        StackSummaryCache.forget(&summary)
        if let last = sequences.last, last >= sequence {
            if let position = position(of: sequence) {
                live.set(position, true)
                return
            }
            var kept = (0..<sequences.count).filter { live[$0] }.map { sequences[$0] }
            kept.append(sequence)
            kept.sort()
            sequences = []
            live = RankCounts()
            for each in kept { add(each) }
            return
        }
        sequences.append(sequence)
        live.append(true)
    }

    /// The notification at `sequence` leaves the stack.
    mutating func remove(_ sequence: Int) {
        guard let position = position(of: sequence) else { return }
        StackSummaryCache.forget(&summary)
        live.set(position, false)
    }

    /// The index into `sequences` of `sequence`.
    private func position(of sequence: Int) -> Int? {
        Self.index(of: sequence, inAscending: sequences)
    }

    /// The index of `value` in `values` (ascending), by a binary search.
    static func index(of value: Int, inAscending values: [Int]) -> Int? {
        var low = 0, high = values.count
        while low < high {
            WorkCounter.add(1)
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return values[safe: low] == value ? low : nil
    }
}

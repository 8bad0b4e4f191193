import PushPeekJSON

/// Counts over positions that only grow at the end (a Fenwick tree): set or clear a position, count
/// the set positions before one, and find the k-th set position — each a walk of about log₂ of the
/// positions (counted in `WorkCounter`), however many positions there are. The lock screen's list
/// keeps its stacks' order and each stack's notifications with it, so an arrival, a clear or a
/// notification coming back from its full interface changes them without going over the list.
struct RankCounts: Sendable {
    /// `tree[i - 1]` counts the set positions among `i - lowbit(i) ..< i` (1-based `i`); 4 bytes a
    /// position, the only storage.
    private var tree: [Int32] = []
    /// How many positions are set.
    private(set) var total = 0

    var positions: Int { tree.count }

    /// Whether `position` is set (two walks).
    subscript(position: Int) -> Bool { count(before: position + 1) - count(before: position) == 1 }

    /// A new position at the end, set or not.
    mutating func append(_ set: Bool) {
        let index = tree.count + 1
        let low = index & -index
        // The new node covers `index - low + 1 ... index`: the set positions before `index` in it, and its own.
        let covered = count(before: index - 1) - count(before: index - low)
        tree.append(Int32(truncatingIfNeeded: covered + (set ? 1 : 0)))
        if set { total += 1 }
    }

    /// Sets or clears `position`.
    mutating func set(_ position: Int, _ set: Bool) {
        guard self[position] != set else { return }
        total += set ? 1 : -1
        var index = position + 1
        while index <= tree.count {
            WorkCounter.add(1)
            tree[index - 1] += set ? 1 : -1
            index += index & -index
        }
    }

    /// How many of the positions before `position` are set.
    func count(before position: Int) -> Int {
        if total == tree.count { return position }
        var sum = 0
        var index = position
        while index > 0 {
            WorkCounter.add(1)
            sum += Int(tree[index - 1])
            index -= index & -index
        }
        return sum
    }

    /// The position of the set position with `rank` set ones before it (0 is the first set one).
    func position(ofRank rank: Int) -> Int? {
        guard rank >= 0, rank < total else { return nil }
        // Every position set (a stack nothing was cleared from): the rank is the position.
        if total == tree.count { return rank }
        var index = 0
        var left = rank
        var step = 1
        while step * 2 <= tree.count { step *= 2 }
        while step > 0 {
            WorkCounter.add(1)
            let next = index + step
            if next <= tree.count, Int(tree[next - 1]) <= left {
                index = next
                left -= Int(tree[next - 1])
            }
            step /= 2
        }
        return index
    }
}

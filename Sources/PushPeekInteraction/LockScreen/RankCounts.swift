import PushPeekJSON

/// Counts over positions that only grow at the end (a Fenwick tree): set or clear a position, count
/// the set positions before one, and find the k-th set position — each a walk of about log₂ of the
/// positions (its levels counted in `WorkCounter`), however many positions there are. The lock
/// screen's list keeps its stacks' order and each stack's notifications with it, so an arrival, a
/// clear or a notification coming back from its full interface changes them without going over the list.
struct RankCounts: Sendable {
    /// `tree[i - 1]` counts the set positions among `i - lowbit(i) ..< i` (1-based `i`).
    private var tree: [Int32] = []
    /// One bit a position: whether it is set.
    private var bits: [UInt64] = []
    /// How many positions are set.
    private(set) var total = 0

    var positions: Int { tree.count }

    subscript(position: Int) -> Bool { bits[position >> 6] & (1 << UInt64(position & 63)) != 0 }

    /// A new position at the end, set or not. The new node sums the nodes under it: on average
    /// about one (a walk as long as the trailing zeros of its index).
    mutating func append(_ set: Bool) {
        let index = tree.count + 1
        var covered = set ? 1 : 0
        var child = index - 1
        var levels = 0
        while child > index - (index & -index) {
            levels += 1
            covered += Int(tree[child - 1])
            child -= child & -child
        }
        WorkCounter.add(levels)
        tree.append(Int32(truncatingIfNeeded: covered))
        if tree.count > bits.count * 64 { bits.append(0) }
        if set {
            bits[(index - 1) >> 6] |= 1 << UInt64((index - 1) & 63)
            total += 1
        }
    }

    /// Sets or clears `position`.
    mutating func set(_ position: Int, _ set: Bool) {
        guard self[position] != set else { return }
        bits[position >> 6] ^= 1 << UInt64(position & 63)
        total += set ? 1 : -1
        var index = position + 1
        var levels = 0
        while index <= tree.count {
            levels += 1
            tree[index - 1] += set ? 1 : -1
            index += index & -index
        }
        WorkCounter.add(levels)
    }

    /// How many of the positions before `position` are set.
    func count(before position: Int) -> Int {
        if total == tree.count { return position }
        var sum = 0
        var index = position
        var levels = 0
        while index > 0 {
            levels += 1
            sum += Int(tree[index - 1])
            index -= index & -index
        }
        WorkCounter.add(levels)
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
        var levels = 0
        while step > 0 {
            levels += 1
            let next = index + step
            if next <= tree.count, Int(tree[next - 1]) <= left {
                index = next
                left -= Int(tree[next - 1])
            }
            step /= 2
        }
        WorkCounter.add(levels)
        return index
    }
}

/// The open streams' deadlines in the order they were opened. Every stream gets the same timeout,
/// so that order is also the deadlines' order: the next to expire is always at the head, and a
/// check costs nothing per waiting stream.
struct DeadlineQueue {
    private var entries: [(deadline: Int, stream: Int32)] = []
    private var head = 0

    mutating func append(_ deadline: Int, _ stream: Int32) {
        entries.append((deadline, stream))
    }

    /// The earliest deadline still queued.
    var next: Int? { head < entries.count ? entries[head].deadline : nil }

    /// The next stream whose deadline has passed at `now`, removed from the queue.
    mutating func popExpired(now: Int) -> Int32? {
        guard head < entries.count, entries[head].deadline <= now else { return nil }
        let stream = entries[head].stream
        head += 1
        if head == entries.count {
            entries.removeAll(keepingCapacity: true)
            head = 0
        }
        return stream
    }
}

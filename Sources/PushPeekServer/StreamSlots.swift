/// A connection's open request streams, each in a numbered slot whose number libnghttp2 keeps as
/// the stream's user data: a stream is found by nghttp2's own lookup and an array index, without
/// hashing its ID; a closed stream's slot is used again.
struct StreamSlots {
    private var slots: [(id: Int32, stream: IncomingStream)?] = []
    private var free: [Int] = []
    private(set) var count = 0

    /// Puts `stream` in a slot and returns the slot's number.
    mutating func insert(_ stream: IncomingStream, id: Int32) -> Int {
        count += 1
        if let slot = free.popLast() {
            slots[slot] = (id, stream)
            return slot
        }
        slots.append((id, stream))
        return slots.count - 1
    }

    /// The stream `id` in `slot`, if that slot holds it.
    func stream(at slot: Int, id: Int32) -> IncomingStream? {
        guard slot >= 0, slot < slots.count, let entry = slots[slot], entry.id == id else { return nil }
        return entry.stream
    }

    /// Empties `slot` if it holds stream `id`.
    mutating func remove(at slot: Int, id: Int32) {
        guard stream(at: slot, id: id) != nil else { return }
        slots[slot] = nil
        free.append(slot)
        count -= 1
    }

    mutating func removeAll() {
        slots = []
        free = []
        count = 0
    }
}

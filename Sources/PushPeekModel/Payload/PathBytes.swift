/// The UTF-8 bytes of a JSON path `parent.key` (`key` alone when `parent` is empty), read without
/// joining them into a string.
struct PathBytes: Sequence {
    let parent: String.UTF8View
    let key: String.UTF8View

    init(parent: String, key: String) {
        self.parent = parent.utf8
        self.key = key.utf8
    }

    var count: Int { parent.isEmpty ? key.count : parent.count + 1 + key.count }

    func makeIterator() -> Iterator {
        Iterator(parent: parent.makeIterator(), dot: !parent.isEmpty, key: key.makeIterator())
    }

    struct Iterator: IteratorProtocol {
        var parent: String.UTF8View.Iterator
        var dot: Bool
        var key: String.UTF8View.Iterator

        mutating func next() -> UInt8? {
            if let byte = parent.next() { return byte }
            if dot {
                dot = false
                return UInt8(ascii: ".")
            }
            return key.next()
        }
    }
}

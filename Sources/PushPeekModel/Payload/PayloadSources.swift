import PushPeekJSON

/// The member each decoded payload value came from, by JSON path (`aps`, `aps.alert.title`): where
/// a check on the value points. A list searched from its end rather than a dictionary: its paths are
/// the schema's own (`PayloadSchema`, a few dozen at most), so a look-up is bounded, and a payload of
/// two keys costs one small array instead of hashing each path into a table of its own.
///
/// Each path is kept as the path of the object the member is in and the member's key, and compared
/// without joining them (lengths first, then byte for byte), so decoding a payload builds no path
/// that no problem names.
public struct PayloadSources: Sendable {
    /// A struct, not a tuple: the list's storage frees each entry through the entry type's own
    /// compiled destroy rather than the runtime's generic one for tuples.
    private struct Entry {
        var parent: String
        var key: String
        var member: JSONMember
    }

    private var entries: [Entry] = []

    public init() {}

    /// The member the value at `path` came from; set to nil when the value did not decode.
    public subscript(path: String) -> JSONMember? {
        get { self[path: path] }
        set { self[parent: "", key: path] = newValue }
    }

    /// The member the value at `path` came from.
    private subscript(path path: String) -> JSONMember? {
        lastIndex { Self.path(path, is: $0, $1) }.map { entries[$0].member }
    }

    /// The member the value of `key` in the object at `parent` came from; set to nil when the
    /// value did not decode.
    public subscript(parent parent: String, key key: String) -> JSONMember? {
        get { lastIndex { Self.joined($0, $1, equals: parent, key) }.map { entries[$0].member } }
        set {
            let index = lastIndex { Self.joined($0, $1, equals: parent, key) }
            switch (index, newValue) {
            case (let index?, let member?): entries[index].member = member
            case (let index?, nil): entries.remove(at: index)
            case (nil, let member?):
                if entries.isEmpty { entries.reserveCapacity(4) }
                entries.append(Entry(parent: parent, key: key, member: member))
            case (nil, nil): break
            }
        }
    }

    /// The last entry whose parent and key `matches` takes, each read in place: the standard
    /// library's `last(where:)` copies each entry to hand it over, which in a lint run cost about
    /// as much as the comparisons (measured).
    @inline(__always)
    private func lastIndex(where matches: (_ parent: String, _ key: String) -> Bool) -> Int? {
        var index = entries.endIndex
        while index > entries.startIndex {
            index -= 1
            if matches(entries[index].parent, entries[index].key) { return index }
        }
        return nil
    }

    /// How many values have a source.
    public var count: Int { entries.count }

    /// Whether `path` is `parent.key` (`key` alone at the root): the lengths first, then the bytes
    /// in place, with no path joined and no byte iterator (lint looks paths up many times a payload).
    /// Inlined into the searches' closures, as measured: called, each entry is copied to pass it.
    @inline(__always)
    private static func path(_ path: String, is parent: String, _ key: String) -> Bool {
        guard !parent.isEmpty else { return path == key }
        let whole = path.utf8, head = parent.utf8, tail = key.utf8
        guard whole.count == head.count + 1 + tail.count else { return false }
        // A native string's bytes are contiguous: compared as three runs of memory.
        let contiguous = whole.withContiguousStorageIfAvailable { wholeBytes in
            head.withContiguousStorageIfAvailable { headBytes in
                tail.withContiguousStorageIfAvailable { tailBytes in
                    wholeBytes[headBytes.count] == UInt8(ascii: ".")
                        && UnsafeBufferPointer(rebasing: wholeBytes[..<headBytes.count]).elementsEqual(headBytes)
                        && UnsafeBufferPointer(rebasing: wholeBytes[(headBytes.count + 1)...]).elementsEqual(tailBytes)
                }
            }
        }
        if case let compared??? = contiguous { return compared }
        let dot = whole.index(whole.startIndex, offsetBy: head.count)
        return whole[dot] == UInt8(ascii: ".") && whole[..<dot].elementsEqual(head) && whole[whole.index(after: dot)...].elementsEqual(tail)
    }

    /// Whether `parent.key` (`key` alone at the root) and `otherParent.otherKey` are the same path.
    @inline(__always)
    private static func joined(_ parent: String, _ key: String, equals otherParent: String, _ otherKey: String) -> Bool {
        if otherParent.isEmpty { return path(otherKey, is: parent, key) }
        if parent.isEmpty { return path(key, is: otherParent, otherKey) }
        let path = PathBytes(parent: parent, key: key)
        let other = PathBytes(parent: otherParent, key: otherKey)
        guard path.count == other.count else { return false }
        if parent.utf8.count == otherParent.utf8.count, parent == otherParent { return key == otherKey }
        return path.elementsEqual(other)
    }
}

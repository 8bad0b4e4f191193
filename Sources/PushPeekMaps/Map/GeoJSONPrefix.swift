import PushPeekJSON

/// Cuts a GeoJSON document before its position past a budget, so that no more than the budget is
/// ever parsed into a JSON tree: one linear scan over the bytes (strings skipped, containers
/// counted), then the document up to the end of the last position kept, closed with the brackets
/// and braces still open there. A position is an array whose first value is a number.
struct GeoJSONPrefix {
    /// The bytes to parse: the document cut after `limit` positions and closed.
    var bytes: [UInt8]
    /// Where the containers still open at the cut begin (byte offsets): errors there, such as a
    /// line left with one position, come from the cut.
    var openContainers: Set<Int>

    /// The cut document, or nil when it holds no more than `limit` positions (or nests deeper than
    /// the JSON parser reads: the parser then says so).
    static func cut(_ bytes: [UInt8], afterPositions limit: Int) -> GeoJSONPrefix? {
        // Each position counted takes a `[` and a digit of its own: a shorter document cannot hold
        // more than `limit`, and is not scanned.
        guard bytes.count >= 2 * (limit + 1) else { return nil }
        var stack: [(byte: UInt8, offset: Int)] = []
        var inString = false
        var escaped = false
        var positions = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if byte == UInt8(ascii: "["), startsWithNumber(bytes, after: index) {
                    positions += 1
                    if positions > limit { return close(bytes, at: index, stack: stack) }
                }
                stack.append((byte, index))
                guard stack.count <= JSONParser.maximumDepth else { return nil }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !stack.isEmpty { stack.removeLast() }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// Whether the first value after the `[` at `index` is a number.
    static func startsWithNumber(_ bytes: [UInt8], after index: Int) -> Bool {
        var next = index + 1
        while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
        guard next < bytes.count else { return false }
        return bytes[next] == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[next])
    }

    /// The document up to the `[` at `index` (and the comma before it), closed.
    static func close(_ bytes: [UInt8], at index: Int, stack: [(byte: UInt8, offset: Int)]) -> GeoJSONPrefix {
        var end = index
        while end > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end - 1]) { end -= 1 }
        if end > 0, bytes[end - 1] == UInt8(ascii: ",") { end -= 1 }
        var result = Array(bytes[..<end])
        result.reserveCapacity(end + stack.count)
        for open in stack.reversed() { result.append(open.byte == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")) }
        return GeoJSONPrefix(bytes: result, openContainers: Set(stack.map(\.offset)))
    }
}

/// Pieces of the lines `serve` writes per request (the log's, the headless one), without a `String` in between.
extension [UInt8] {
    /// A fixed piece of text.
    mutating func append(fragment: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: fragment.utf8Start, count: fragment.utf8CodeUnitCount))
    }

    /// `number` in decimal.
    mutating func append(decimal number: Int) {
        append(atMost: 21) { $0.put(decimal: number) }
    }

    /// Appends what `write` puts through a cursor, `capacity` bytes at most.
    mutating func append(atMost capacity: Int, _ write: (inout LineCursor) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            guard let base = buffer.baseAddress else { return }
            var cursor = LineCursor(buffer, base: base)
            write(&cursor)
            append(contentsOf: cursor.written)
        }
    }
}

/// Bytes of the lines `serve` writes per request (the log's, the headless one), without a `String` in between.
extension [UInt8] {
    /// A fixed piece of text (a key with its punctuation).
    mutating func append(fragment: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: fragment.utf8Start, count: fragment.utf8CodeUnitCount))
    }

    /// `number` in decimal.
    mutating func append(decimal number: Int) {
        if number < 0 { append(UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        Swift.withUnsafeMutableBytes(of: &digits) { raw in
            let buffer = raw.bindMemory(to: UInt8.self)
            var start = buffer.count
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }
}

/// Reads unsigned LEB128 varints and zigzag-encoded signed ones.
package struct VarintReader {
    package let bytes: [UInt8]
    package var index = 0

    package mutating func next() -> Int? {
        var value = 0
        var shift = 0
        while index < bytes.count, shift < 56 {
            let byte = bytes[index]
            index += 1
            value |= Int(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value }
            shift += 7
        }
        return nil
    }

    package mutating func nextSigned() -> Int? {
        guard let raw = next() else { return nil }
        return (raw >> 1) ^ -(raw & 1)
    }
}

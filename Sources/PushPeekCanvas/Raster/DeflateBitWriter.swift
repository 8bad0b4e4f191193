/// The bits of a deflate stream (RFC 1951) with its fixed Huffman codes: literals, the end of the
/// block, and (length, distance) matches, each code written most significant bit first into a
/// stream filled from each byte's low bit.
package struct DeflateBitWriter {
    private var bytes: [UInt8] = []
    private var buffer: UInt32 = 0
    private var filled = 0

    static let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBases = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
                                4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    package init() {}

    /// The low `count` of `bits`, low bit first.
    package mutating func write(_ bits: Int, count: Int) {
        for bit in 0..<count {
            buffer |= UInt32(truncatingIfNeeded: (bits >> bit) & 1) << UInt32(truncatingIfNeeded: filled)
            filled += 1
            if filled == 8 {
                bytes.append(UInt8(buffer & 0xFF))
                buffer = 0
                filled = 0
            }
        }
    }

    /// A Huffman code of `count` bits, its most significant bit first.
    private mutating func code(_ code: Int, count: Int) {
        for bit in stride(from: count - 1, through: 0, by: -1) { write((code >> bit) & 1, count: 1) }
    }

    /// A literal byte (0…255) or the end of the block (256) … 287, in the fixed code.
    package mutating func writeLiteral(_ symbol: Int) {
        switch symbol {
        case 0...143: code(0x30 + symbol, count: 8)
        case 144...255: code(0x190 + symbol - 144, count: 9)
        case 256...279: code(symbol - 256, count: 7)
        default: code(0xC0 + symbol - 280, count: 8)
        }
    }

    /// A match length, 3…258.
    package mutating func writeLength(_ length: Int) {
        var index = Self.lengthBases.count - 1
        while Self.lengthBases[index] > length { index -= 1 }
        writeLiteral(257 + index)
        write(length - Self.lengthBases[index], count: Self.lengthExtra[index])
    }

    /// A match distance, 1…32768.
    package mutating func writeDistance(_ distance: Int) {
        var index = Self.distanceBases.count - 1
        while Self.distanceBases[index] > distance { index -= 1 }
        code(index, count: 5)
        write(distance - Self.distanceBases[index], count: Self.distanceExtra[index])
    }

    /// The bytes, the last one padded with zero bits.
    package mutating func finish() -> [UInt8] {
        if filled > 0 {
            bytes.append(UInt8(buffer & 0xFF))
            buffer = 0
            filled = 0
        }
        return bytes
    }
}

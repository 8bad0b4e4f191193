/// Reads protocol buffer wire format (the encoding of Mapbox Vector Tiles) from a byte range,
/// field by field. Nested messages are read by making a reader over the field's bytes; fields the
/// caller does not know are skipped without being parsed, so no input makes the reader recurse.
///
/// Invariant: `start <= index <= end <= bytes.count`.
package struct ProtobufReader {
    package enum WireType: Int {
        case varint = 0
        case fixed64 = 1
        case lengthDelimited = 2
        case fixed32 = 5
    }

    /// One field: its number, wire type, and either its scalar value or its bytes' range.
    package struct Field {
        package var number: Int
        package var wireType: WireType
        /// The varint, or the fixed value's bits.
        package var value: UInt64
        /// For length-delimited fields, the range of their bytes.
        package var range: Range<Int>
    }

    package struct Failure: Error {
        package var message: String
    }

    package let bytes: [UInt8]
    package private(set) var index: Int
    package let end: Int

    package init(_ bytes: [UInt8], range: Range<Int>? = nil) {
        self.bytes = bytes
        let range = range ?? 0..<bytes.count
        index = range.lowerBound
        end = range.upperBound
    }

    package var isAtEnd: Bool { index >= end }

    package mutating func varint() throws(Failure) -> UInt64 {
        // Most varints (field keys, small counts and deltas) are one byte.
        if index < end, bytes[index] < 0x80 {
            defer { index += 1 }
            return UInt64(bytes[index])
        }
        return try longVarint()
    }

    private mutating func longVarint() throws(Failure) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while index < end {
            let byte = bytes[index]
            index += 1
            guard shift < 64 else { throw Failure(message: "a varint longer than ten bytes") }
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value }
            shift += 7
        }
        throw Failure(message: "a varint runs past the end of its message")
    }

    /// The next field, or nil at the end of the message.
    package mutating func next() throws(Failure) -> Field? {
        guard !isAtEnd else { return nil }
        let key = try varint()
        let number = Int(truncatingIfNeeded: key >> 3)
        guard number > 0, let wireType = WireType(rawValue: Int(key & 7)) else {
            throw Failure(message: "field with wire type \(key & 7) (groups and unknown types are not part of a vector tile)")
        }
        switch wireType {
        case .varint:
            return Field(number: number, wireType: wireType, value: try varint(), range: index..<index)
        case .fixed64, .fixed32:
            let size = wireType == .fixed64 ? 8 : 4
            guard end - index >= size else { throw Failure(message: "a fixed-size value runs past the end of its message") }
            var value: UInt64 = 0
            for offset in 0..<size { value |= UInt64(bytes[index + offset]) << UInt64(8 * offset) }
            index += size
            return Field(number: number, wireType: wireType, value: value, range: index..<index)
        case .lengthDelimited:
            let length = try varint()
            guard length <= UInt64(end - index) else {
                throw Failure(message: "field \(number) claims \(length) bytes, but only \(end - index) remain")
            }
            let range = index..<(index + Int(length))
            index = range.upperBound
            return Field(number: number, wireType: wireType, value: length, range: range)
        }
    }

    /// The packed varints of a length-delimited field, or the single varint of an unpacked one,
    /// passed to `body` one at a time.
    package func forEachVarint(in field: Field, _ body: (UInt64) throws(Failure) -> Void) throws(Failure) {
        guard field.wireType == .lengthDelimited else {
            guard field.wireType == .varint else { throw Failure(message: "field \(field.number) is not a varint") }
            try body(field.value)
            return
        }
        var packed = ProtobufReader(bytes, range: field.range)
        while !packed.isAtEnd { try body(try packed.varint()) }
    }

    package func string(_ field: Field) throws(Failure) -> String {
        guard field.wireType == .lengthDelimited else { throw Failure(message: "field \(field.number) is not a string") }
        return String(decoding: bytes[field.range], as: UTF8.self)
    }
}

import PushPeekJSON

/// Reads integers and runs of bytes from a file held in memory; running past the end throws. Shared
/// within the package (the GIF decoder lives in PushPeekImages).
package struct ByteReader {
    package let bytes: [UInt8]
    package var offset: Int
    /// Names the format in "truncated ..." messages.
    package let format: String

    package init(_ bytes: [UInt8], format: String, offset: Int = 0) {
        self.bytes = bytes
        self.format = format
        self.offset = offset
    }

    package var remaining: Int { max(0, bytes.count - offset) }
    package var isAtEnd: Bool { offset >= bytes.count }

    package func truncated() -> InputError {
        InputError(.badInput, message: "truncated \(format) data at byte \(offset)")
    }

    package mutating func u8() throws(InputError) -> UInt8 {
        guard offset < bytes.count else { throw truncated() }
        defer { offset += 1 }
        return bytes[offset]
    }

    package mutating func take(_ count: Int) throws(InputError) -> ArraySlice<UInt8> {
        guard count >= 0, count <= remaining else { throw truncated() }
        defer { offset += count }
        return bytes[offset..<(offset + count)]
    }

    package mutating func skip(_ count: Int) throws(InputError) {
        _ = try take(count)
    }

    package mutating func u16le() throws(InputError) -> Int {
        let low = Int(try u8())
        return low | Int(try u8()) << 8
    }

    package mutating func u32le() throws(InputError) -> Int {
        let low = try u16le()
        return low | (try u16le()) << 16
    }

    package mutating func u16be() throws(InputError) -> Int {
        let high = Int(try u8())
        return high << 8 | Int(try u8())
    }

    package mutating func u32be() throws(InputError) -> Int {
        let high = try u16be()
        return high << 16 | (try u16be())
    }

    package mutating func u64be() throws(InputError) -> UInt64 {
        let high = UInt64(try u32be())
        return high << 32 | UInt64(try u32be())
    }

    package mutating func ascii(_ count: Int) throws(InputError) -> String {
        String(decoding: try take(count), as: UTF8.self)
    }
}

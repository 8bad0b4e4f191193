/// Random (version 4) UUIDs as APNs wants them in `apns-id`: lower-case, 8-4-4-4-12.
public enum UUIDText {
    @inlinable
    public static func random<G: RandomNumberGenerator>(using generator: inout G) -> String {
        // Bytes 0-7 come from `high`, 8-15 from `low`, each word's lowest byte first; byte 6
        // carries the version (4) and byte 8 the variant (binary 10).
        let high = (generator.next() & ~(UInt64(0xF0) << 48)) | (UInt64(0x40) << 48)
        let low = (generator.next() & ~UInt64(0xC0)) | 0x80
        return String(unsafeUninitializedCapacity: 36) { text in
            let raw = UnsafeMutableRawBufferPointer(text)
            raw.storeBytes(of: hexDigits(UInt32(truncatingIfNeeded: high)), toByteOffset: 0, as: UInt64.self)
            let second = hexDigits(UInt32(truncatingIfNeeded: high >> 32))
            raw.storeBytes(of: UInt32(truncatingIfNeeded: second), toByteOffset: 9, as: UInt32.self)
            raw.storeBytes(of: UInt32(truncatingIfNeeded: second >> 32), toByteOffset: 14, as: UInt32.self)
            let third = hexDigits(UInt32(truncatingIfNeeded: low))
            raw.storeBytes(of: UInt32(truncatingIfNeeded: third), toByteOffset: 19, as: UInt32.self)
            raw.storeBytes(of: UInt32(truncatingIfNeeded: third >> 32), toByteOffset: 24, as: UInt32.self)
            raw.storeBytes(of: hexDigits(UInt32(truncatingIfNeeded: low >> 32)), toByteOffset: 28, as: UInt64.self)
            (text[8], text[13], text[18], text[23]) = (UInt8(ascii: "-"), UInt8(ascii: "-"), UInt8(ascii: "-"), UInt8(ascii: "-"))
            return 36
        }
    }

    /// The lower-case hexadecimal digits of `word`'s four bytes, lowest byte first and each
    /// byte's high digit first, as the eight bytes of a little-endian word (all at once: a
    /// byte per nibble, then 0x30 added, and 0x27 more where the nibble is over 9).
    @usableFromInline
    static func hexDigits(_ word: UInt32) -> UInt64 {
        var spread = UInt64(word)
        spread = (spread | (spread << 16)) & 0x0000_FFFF_0000_FFFF
        spread = (spread | (spread << 8)) & 0x00FF_00FF_00FF_00FF
        let nibbles = ((spread >> 4) & 0x000F_000F_000F_000F) | ((spread & 0x000F_000F_000F_000F) << 8)
        let letters = ((nibbles &+ 0x0606_0606_0606_0606) >> 4) & 0x0101_0101_0101_0101
        return (nibbles &+ 0x3030_3030_3030_3030 &+ letters &* 0x27).littleEndian
    }

    /// Whether `text` is a UUID in the 8-4-4-4-12 form (either case).
    public static func isValid(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.map(\.count) == [8, 4, 4, 4, 12] else { return false }
        return parts.allSatisfy { $0.allSatisfy { $0.isHexDigit && $0.isASCII } }
    }
}

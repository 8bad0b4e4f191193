/// Random (version 4) UUIDs as APNs wants them in `apns-id`: lower-case, 8-4-4-4-12.
public enum UUIDText {
    public static func random<G: RandomNumberGenerator>(using generator: inout G) -> String {
        let high = generator.next(), low = generator.next()
        let hex: StaticString = "0123456789abcdef"
        return String(unsafeUninitializedCapacity: 36) { text in
            hex.withUTF8Buffer { digits in
                var index = 0
                for position in 0..<16 {
                    var byte = UInt8(truncatingIfNeeded: (position < 8 ? high : low) >> (8 * UInt64(position % 8)))
                    if position == 6 { byte = (byte & 0x0F) | 0x40 }
                    if position == 8 { byte = (byte & 0x3F) | 0x80 }
                    if position == 4 || position == 6 || position == 8 || position == 10 {
                        text[index] = UInt8(ascii: "-")
                        index += 1
                    }
                    text[index] = digits[Int(byte >> 4)]
                    text[index + 1] = digits[Int(byte & 0xF)]
                    index += 2
                }
            }
            return 36
        }
    }

    /// Whether `text` is a UUID in the 8-4-4-4-12 form (either case).
    public static func isValid(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.map(\.count) == [8, 4, 4, 4, 12] else { return false }
        return parts.allSatisfy { $0.allSatisfy { $0.isHexDigit && $0.isASCII } }
    }
}

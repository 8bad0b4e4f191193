import Testing
@testable import PushPeekSend

/// The apns-id digits and the device-token check work on eight bytes at once; each gives what
/// the byte-by-byte definition gives.
struct WordAtATimeTests {
    /// SplitMix64: the same numbers on every run.
    struct Sequence: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }
    }

    /// A version 4 UUID from two words, a byte and a digit pair at a time.
    static func byteByByte(high: UInt64, low: UInt64) -> String {
        var text = ""
        for position in 0..<16 {
            var byte = UInt8(truncatingIfNeeded: (position < 8 ? high : low) >> (8 * UInt64(position % 8)))
            if position == 6 { byte = (byte & 0x0F) | 0x40 }
            if position == 8 { byte = (byte & 0x3F) | 0x80 }
            if [4, 6, 8, 10].contains(position) { text += "-" }
            text += String(byte >> 4, radix: 16) + String(byte & 0xF, radix: 16)
        }
        return text
    }

    @Test func apnsIDsAreTheWordsInHexadecimal() {
        var generator = Sequence(state: 7)
        var reference = Sequence(state: 7)
        for _ in 0..<1000 {
            let high = reference.next(), low = reference.next()
            let id = UUIDText.random(using: &generator)
            #expect(id == Self.byteByByte(high: high, low: low))
            #expect(UUIDText.isValid(id))
        }
    }

    @Test func everyByteIsToldHexadecimalOrNot() {
        for byte in 0...255 {
            let digit = Array("0123456789abcdefABCDEF".utf8).contains(UInt8(byte))
            for place in 0..<11 {
                var bytes = Array(repeating: UInt8(ascii: "7"), count: 11)
                bytes[place] = UInt8(byte)
                #expect(bytes.withUnsafeBufferPointer(DeviceToken.isHexadecimal) == digit, "byte \(byte) at \(place)")
            }
        }
    }
}

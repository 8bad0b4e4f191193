/// Standard base64 (RFC 4648, with `=` padding): a decoder that skips whitespace (the literal is
/// split over lines) and an encoder for data URIs.
package enum Base64 {
    package static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// The bytes as one line of base64, padded with `=`.
    package static func encode(_ bytes: [UInt8]) -> String {
        String(decoding: encodedBytes(bytes), as: UTF8.self)
    }

    /// The bytes as one line of base64, padded with `=`, as ASCII bytes.
    package static func encodedBytes(_ bytes: [UInt8]) -> [UInt8] {
        var output = [UInt8](repeating: UInt8(ascii: "="), count: (bytes.count + 2) / 3 * 4)
        output.withUnsafeMutableBufferPointer { target in
            bytes.withUnsafeBufferPointer { source in
                alphabet.withUnsafeBufferPointer { alphabet in
                    var index = 0, at = 0
                    while index + 3 <= source.count {
                        let group = UInt32(source[index]) << 16 | UInt32(source[index + 1]) << 8 | UInt32(source[index + 2])
                        target[at] = alphabet[Int(group >> 18)]
                        target[at + 1] = alphabet[Int((group >> 12) & 0x3F)]
                        target[at + 2] = alphabet[Int((group >> 6) & 0x3F)]
                        target[at + 3] = alphabet[Int(group & 0x3F)]
                        index += 3
                        at += 4
                    }
                    let count = source.count - index
                    guard count > 0 else { return }
                    var group = UInt32(source[index]) << 16
                    if count > 1 { group |= UInt32(source[index + 1]) << 8 }
                    for position in 0...count { target[at + position] = alphabet[Int((group >> UInt32(18 - 6 * position)) & 0x3F)] }
                }
            }
        }
        return output
    }

    package static func decode(_ text: String) -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count * 3 / 4)
        var buffer: UInt32 = 0
        var bits = 0
        for byte in text.utf8 {
            let value: UInt32
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(byte - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(byte - UInt8(ascii: "a")) + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(byte - UInt8(ascii: "0")) + 52
            case UInt8(ascii: "+"): value = 62
            case UInt8(ascii: "/"): value = 63
            case UInt8(ascii: "="), UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): continue
            default: return nil
            }
            buffer = (buffer << 6) | value
            bits += 6
            if bits >= 8 {
                bits -= 8
                output.append(UInt8((buffer >> UInt32(bits)) & 0xFF))
            }
        }
        return output
    }
}

/// String literals: escapes, surrogate pairs, and UTF-8 validation.
extension JSONParser {
    package mutating func parseString() throws(JSONParseError) -> String {
        index += 1
        // Fast path: no escapes. Scan to the closing quote, validating UTF-8 on the way, and make
        // the string from the bytes in one go.
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            if byte < 0x80 {
                index += 1
            } else {
                _ = try decodeUTF8()
            }
        }
        // Escapes, a control character or the end of the file: build its UTF-8 byte by byte (which
        // also reports the error at the right place), the text before the first escape in one go.
        var utf8: [UInt8] = []
        utf8.reserveCapacity(index - start + 16)
        utf8.append(contentsOf: bytes[start..<index])
        while true {
            guard index < bytes.count else { throw fail("unterminated string") }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                UTF8.encode(try parseEscape()) { utf8.append($0) }
            case 0x00..<0x20:
                throw fail(byte == 0x0A ? "unterminated string (raw newline)" : "raw control character \(describeByte(byte)) in a string; escape it")
            case 0x00..<0x80:
                utf8.append(byte)
                index += 1
            default:
                let scalarStart = index
                _ = try decodeUTF8()
                utf8.append(contentsOf: bytes[scalarStart..<index])
            }
        }
    }

    package mutating func parseEscape() throws(JSONParseError) -> Unicode.Scalar {
        index += 1
        guard index < bytes.count else { throw fail("unterminated escape") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try parseHex4()
            if (0xD800...0xDBFF).contains(first) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw fail("lone UTF-16 surrogate \\u\(String(first, radix: 16))")
                }
                index += 2
                let second = try parseHex4()
                guard (0xDC00...0xDFFF).contains(second) else { throw fail("invalid UTF-16 surrogate pair") }
                let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                guard let scalar = Unicode.Scalar(combined) else { throw fail("invalid escape") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(first) else { throw fail("lone UTF-16 surrogate \\u\(String(first, radix: 16))") }
            return scalar
        default:
            index -= 1
            throw fail("invalid escape '\\\(describeByte(byte))'")
        }
    }

    package mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        guard bytes.count - index >= 4 else { throw fail("expected four hex digits after \\u") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
            default: throw fail("expected four hex digits after \\u")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    package mutating func decodeUTF8() throws(JSONParseError) -> Unicode.Scalar {
        let lead = bytes[index]
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
        default: throw fail("invalid UTF-8 byte 0x\(String(lead, radix: 16, uppercase: true))")
        }
        guard bytes.count - index >= length else { throw fail("truncated UTF-8 sequence") }
        for offset in 1..<length {
            let next = bytes[index + offset]
            guard next & 0xC0 == 0x80 else { throw fail("invalid UTF-8 sequence") }
            value = (value << 6) | UInt32(next & 0x3F)
        }
        let minimum: UInt32 = length == 2 ? 0x80 : (length == 3 ? 0x800 : 0x10000)
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { throw fail("invalid UTF-8 sequence") }
        index += length
        continuationBytes += length - 1
        return scalar
    }
}

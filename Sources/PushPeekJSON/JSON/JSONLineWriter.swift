/// JSON written straight into a byte buffer, member by member, with the same escapes as
/// `OutputJSON` (every control character and bidi override): for output written once per event
/// (a log line per request), where building an `OutputJSON` tree first would cost more than the line.
public struct JSONLineWriter {
    public var bytes: [UInt8] = []
    /// Whether the next member or element needs a comma before it.
    private var needsComma = false

    public init(capacity: Int = 1024) {
        bytes.reserveCapacity(capacity)
    }

    public mutating func beginObject() { separate(); bytes.append(UInt8(ascii: "{")); needsComma = false }
    public mutating func endObject() { bytes.append(UInt8(ascii: "}")); needsComma = true }
    public mutating func beginArray() { separate(); bytes.append(UInt8(ascii: "[")); needsComma = false }
    public mutating func endArray() { bytes.append(UInt8(ascii: "]")); needsComma = true }

    /// A member's key and colon; its value follows.
    public mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
        needsComma = false
    }

    /// A member's key given at run time (escaped).
    public mutating func key(text name: String) {
        string(name)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    public mutating func string(_ text: String) {
        separate()
        JSONLineWriter.appendString(text, to: &bytes)
        needsComma = true
    }

    /// A string given as UTF-8 bytes: invalid sequences become U+FFFD, as `String(decoding:)` makes them.
    public mutating func string(utf8 text: ArraySlice<UInt8>) {
        separate()
        text.withUnsafeBufferPointer { JSONLineWriter.appendQuoted($0, to: &bytes) }
        needsComma = true
    }

    public mutating func int(_ number: Int) {
        separate()
        JSONLineWriter.appendDecimal(number, to: &bytes)
        needsComma = true
    }

    public mutating func null() {
        separate()
        bytes.append(contentsOf: [UInt8(ascii: "n"), UInt8(ascii: "u"), UInt8(ascii: "l"), UInt8(ascii: "l")])
        needsComma = true
    }

    public mutating func optional(_ text: String?) {
        if let text { string(text) } else { null() }
    }

    /// A value already serialised (an `OutputJSON` written once and kept).
    public mutating func raw(_ serialized: [UInt8]) {
        separate()
        bytes.append(contentsOf: serialized)
        needsComma = true
    }

    /// Starts a new top-level value after the one written (a new line of a log), keeping the bytes.
    public mutating func reset() { needsComma = false }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    /// `number` in decimal, without a `String` in between.
    public static func appendDecimal(_ number: Int, to bytes: inout [UInt8]) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                      UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            bytes.append(contentsOf: buffer[(20 - count)...])
        }
    }

    /// A string literal with its quotes: every control character and bidi override escaped.
    public static func appendString(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendQuoted($0, to: &bytes) }
    }

    /// UTF-8 bytes as a string literal: runs of plain ASCII copied as they are, the rest escaped;
    /// from the first non-ASCII byte on, scalar by scalar (invalid sequences become U+FFFD).
    static func appendQuoted(_ text: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var runStart = 0
        var index = 0
        while index < text.count {
            let byte = text[index]
            if byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C {
                index += 1
                continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
            if byte >= 0x80 {
                appendScalars(String(decoding: UnsafeBufferPointer(rebasing: text[index...]), as: UTF8.self), to: &bytes)
                runStart = text.count
                break
            }
            appendEscapedASCII(CollectionOfOne(byte), to: &bytes)
            index += 1
            runStart = index
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart...]))
        bytes.append(UInt8(ascii: "\""))
    }

    /// Text with non-ASCII scalars: unsafe ones (C1 controls, bidi overrides) as `\uXXXX`.
    static func appendScalars(_ text: String, to bytes: inout [UInt8]) {
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                appendEscapedASCII(CollectionOfOne(UInt8(scalar.value)), to: &bytes)
            } else if TerminalSafeText.isUnsafe(scalar) {
                appendUnicodeEscape(scalar.value, to: &bytes)
            } else {
                bytes.append(contentsOf: UTF8.encode(scalar).map { Array($0) } ?? [])
            }
        }
    }

    /// ASCII bytes escaped for a JSON string: quote, backslash, `\n`, `\r`, `\t`, other controls as `\u00XX`.
    public static func appendEscapedASCII<Bytes: Sequence>(_ text: Bytes, to bytes: inout [UInt8]) where Bytes.Element == UInt8 {
        for byte in text {
            switch byte {
            case 0x22: bytes.append(contentsOf: [0x5C, 0x22])
            case 0x5C: bytes.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0..<0x20, 0x7F: appendUnicodeEscape(UInt32(byte), to: &bytes)
            default: bytes.append(byte)
            }
        }
    }

    /// `\uXXXX` in lower-case hexadecimal (a scalar of the Basic Multilingual Plane).
    static func appendUnicodeEscape(_ scalar: UInt32, to bytes: inout [UInt8]) {
        let hex: StaticString = "0123456789abcdef"
        bytes.append(contentsOf: [0x5C, UInt8(ascii: "u")])
        hex.withUTF8Buffer { digits in
            for shift: UInt32 in [12, 8, 4, 0] { bytes.append(digits[Int(truncatingIfNeeded: (scalar >> shift) & 0xF)]) }
        }
    }
}

import PushPeekJSON

/// Parses an old-style ASCII property list (`project.pbxproj`): `//` and `/* */` comments, quoted
/// strings with `\n`, `\t`, `\"`, `\\`, octal and `\U` escapes, bare strings, `<hex>` data, arrays
/// with an optional trailing comma and dictionaries of `key = value;`.
///
/// One pass over the bytes; arrays and dictionaries nest at most `maximumDepth` levels (a project
/// file needs four), so recursion stays shallow whatever the file holds.
public struct ASCIIPropertyListParser {
    public static let maximumDepth = 64

    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var lineStart = 0

    public init(_ bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// The file's one root value; anything but comments after it is an error.
    public static func parse(_ bytes: [UInt8], file: String) throws(InputError) -> ASCIIPropertyList {
        var parser = ASCIIPropertyListParser(bytes, file: file)
        try parser.skipTrivia()
        let root = try parser.parseValue(depth: 1)
        try parser.skipTrivia()
        guard parser.index >= parser.bytes.count else { throw parser.fail("content after the root value") }
        return root
    }

    private mutating func parseValue(depth: Int) throws(InputError) -> ASCIIPropertyList {
        guard index < bytes.count else { throw fail("unexpected end of file; expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            guard depth <= Self.maximumDepth else { throw fail("nested deeper than \(Self.maximumDepth) levels") }
            index += 1
            var entries: [ASCIIPropertyListEntry] = []
            while true {
                try skipTrivia()
                guard index < bytes.count else { throw fail("unexpected end of file in a dictionary; expected }") }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return .dictionary(entries) }
                let keyLine = line
                guard let key = try parseValue(depth: depth + 1).string else { throw fail("a dictionary key must be a string") }
                try skipTrivia()
                try expect("=")
                try skipTrivia()
                let value = try parseValue(depth: depth + 1)
                try skipTrivia()
                try expect(";")
                entries.append(ASCIIPropertyListEntry(key: key, value: value, line: keyLine))
            }
        case UInt8(ascii: "("):
            guard depth <= Self.maximumDepth else { throw fail("nested deeper than \(Self.maximumDepth) levels") }
            index += 1
            var elements: [ASCIIPropertyList] = []
            while true {
                try skipTrivia()
                guard index < bytes.count else { throw fail("unexpected end of file in an array; expected )") }
                if bytes[index] == UInt8(ascii: ")") { index += 1; return .array(elements) }
                elements.append(try parseValue(depth: depth + 1))
                try skipTrivia()
                guard index < bytes.count else { throw fail("unexpected end of file in an array; expected )") }
                if bytes[index] == UInt8(ascii: ",") { index += 1 } else if bytes[index] != UInt8(ascii: ")") {
                    throw fail("expected , or ) in an array")
                }
            }
        case UInt8(ascii: "<"): return try parseData()
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return try parseQuoted()
        default:
            let start = index
            let startLine = line
            while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
            guard index > start else { throw fail("unexpected character \(Self.describe(bytes[index])); expected a value") }
            return .string(String(decoding: bytes[start..<index], as: UTF8.self), line: startLine)
        }
    }

    private mutating func parseQuoted() throws(InputError) -> ASCIIPropertyList {
        let quote = bytes[index]
        let startLine = line
        index += 1
        var out: [UInt8] = []
        while true {
            guard index < bytes.count else { throw fail("unterminated string (opened on line \(startLine))") }
            let byte = bytes[index]
            if byte == quote { index += 1; break }
            if byte == UInt8(ascii: "\n") { line += 1; lineStart = index + 1 }
            if byte != UInt8(ascii: "\\") { out.append(byte); index += 1; continue }
            index += 1
            guard index < bytes.count else { throw fail("unterminated string (opened on line \(startLine))") }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "a"): out.append(0x07)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "v"): out.append(0x0B)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var scalar: UInt32 = 0
                var digits = 0
                while digits < 4, index < bytes.count, let digit = Self.hexValue(bytes[index]) {
                    scalar = scalar << 4 | UInt32(digit)
                    index += 1
                    digits += 1
                }
                out += Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
                    value = value << 3 | UInt32(bytes[index] - UInt8(ascii: "0"))
                    index += 1
                    digits += 1
                }
                out += Array(String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}").utf8)
            default: out.append(escaped)
            }
        }
        return .string(String(decoding: out, as: UTF8.self), line: startLine)
    }

    private mutating func parseData() throws(InputError) -> ASCIIPropertyList {
        index += 1
        var out: [UInt8] = []
        var high: UInt8?
        while true {
            guard index < bytes.count else { throw fail("unterminated <data>") }
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: ">") { break }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") { continue }
            if byte == UInt8(ascii: "\n") { line += 1; lineStart = index; continue }
            guard let value = Self.hexValue(byte) else { index -= 1; throw fail("\(Self.describe(byte)) in <data>; expected hex digits") }
            if let first = high { out.append(first << 4 | value); high = nil } else { high = value }
        }
        guard high == nil else { throw fail("<data> has an odd number of hex digits") }
        return .data(out)
    }

    private mutating func skipTrivia() throws(InputError) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                index += 1
                line += 1
                lineStart = index
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let openLine = line
                index += 2
                while true {
                    guard index + 1 < bytes.count else { throw fail("unterminated /* comment (opened on line \(openLine))") }
                    if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") { index += 2; break }
                    if bytes[index] == UInt8(ascii: "\n") { line += 1; lineStart = index + 1 }
                    index += 1
                }
            } else {
                return
            }
        }
    }

    private mutating func expect(_ character: Unicode.Scalar) throws(InputError) {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else {
            throw fail(index < bytes.count ? "expected \(character), found \(Self.describe(bytes[index]))" : "unexpected end of file; expected \(character)")
        }
        index += 1
    }

    private func fail(_ message: String) -> InputError {
        let column = String(decoding: bytes[min(lineStart, bytes.count)..<min(index, bytes.count)], as: UTF8.self).unicodeScalars.count + 1
        return InputError(file: file, location: SourceLocation(line: line, column: column, offset: index), message: message)
    }

    static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"),
             UInt8(ascii: "+"): return true
        default: return false
        }
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    static func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
    }
}

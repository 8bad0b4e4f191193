/// The project's one JSON reader: strict RFC 8259 (no trailing commas, no comments, no NaN), UTF-8
/// validated, bounded nesting, and every key and value tagged with its line and column.
///
/// Duplicate keys are kept in order so validators can point at them; lookups take the last.
public struct JSONParser {
    /// Deeper documents are refused rather than risking the stack.
    public static let maximumDepth = 512
    /// Members an object's array is made for at once (most payload objects have at most four).
    static let initialMemberCapacity = 4

    package let bytes: [UInt8]
    package var index = 0
    private var line = 1
    private var lineStart = 0
    /// UTF-8 continuation bytes between `lineStart` and `index`: the parser moves past a byte above
    /// 0x7F only in a string, through `decodeUTF8`, which counts them, so a column is a subtraction.
    var continuationBytes = 0
    private var depth = 0

    public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONNode {
        var parser = JSONParser(bytes: bytes)
        return try parser.parseDocument()
    }

    public static func parse(_ text: String) throws(JSONParseError) -> JSONNode {
        try parse(Array(text.utf8))
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    // MARK: Positions

    package func here() -> SourceLocation {
        SourceLocation(line: line, column: index - lineStart - continuationBytes + 1, offset: index)
    }

    package mutating func fail(_ message: String) -> JSONParseError {
        JSONParseError(message, at: here())
    }

    // MARK: Grammar

    private mutating func parseDocument() throws(JSONParseError) -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
            lineStart = 3
        }
        skipWhitespace()
        guard index < bytes.count else {
            throw fail(bytes.isEmpty ? "the file is empty; expected a JSON object" : "expected a JSON value")
        }
        let node = try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw fail("unexpected \(describeByte(bytes[index])) after the end of the JSON value")
        }
        return node
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D:
                index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
                continuationBytes = 0
            default:
                return
            }
        }
    }

    private mutating func parseValue() throws(JSONParseError) -> JSONNode {
        guard index < bytes.count else { throw fail("unexpected end of file; expected a value") }
        let start = here()
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONNode(try parseObject(), at: start)
        case UInt8(ascii: "["): return JSONNode(try parseArray(), at: start)
        case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), at: start)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONNode(.bool(true), at: start)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONNode(.bool(false), at: start)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONNode(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(.number(try parseNumber()), at: start)
        case UInt8(ascii: "N"), UInt8(ascii: "I"):
            throw fail("NaN and Infinity are not JSON numbers")
        case UInt8(ascii: "'"):
            throw fail("strings must use double quotes")
        case UInt8(ascii: "/"):
            throw fail("comments are not allowed in JSON")
        default:
            throw fail("unexpected \(describeByte(bytes[index])); expected a value")
        }
    }

    private mutating func expectWord(_ word: StaticString) throws(JSONParseError) {
        let count = word.utf8CodeUnitCount
        let wordBytes = UnsafeBufferPointer(start: word.utf8Start, count: count)
        guard bytes.count - index >= count, (0..<count).allSatisfy({ bytes[index + $0] == wordBytes[$0] }) else {
            throw fail("invalid literal; expected '\(word)'")
        }
        index += count
    }

    private mutating func enter() throws(JSONParseError) {
        depth += 1
        if depth > JSONParser.maximumDepth {
            throw fail("nesting deeper than \(JSONParser.maximumDepth) levels")
        }
    }

    private mutating func parseObject() throws(JSONParseError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        // Most objects have a few members: one allocation instead of growing through 1, 2 and 4.
        members.reserveCapacity(JSONParser.initialMemberCapacity)
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw fail("unexpected end of file inside an object; expected a key") }
            guard bytes[index] == UInt8(ascii: "\"") else {
                if bytes[index] == UInt8(ascii: "}") { throw fail("trailing comma before '}'") }
                throw fail("expected a key in double quotes, found \(describeByte(bytes[index]))")
            }
            let keyLocation = here()
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw fail("expected ':' after the key \"\(key)\"")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            guard index < bytes.count else { throw fail("unexpected end of file; expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            throw fail("expected ',' or '}' after a member, found \(describeByte(bytes[index]))")
        }
    }

    private mutating func parseArray() throws(JSONParseError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { throw fail("trailing comma before ']'") }
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw fail("unexpected end of file; expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            throw fail("expected ',' or ']' after an element, found \(describeByte(bytes[index]))")
        }
    }

    private mutating func parseNumber() throws(JSONParseError) -> JSONNumber {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw fail("expected a digit") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) { throw fail("numbers may not have leading zeros") }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw fail("expected a digit after '.'") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw fail("expected a digit in the exponent") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        let literal = String(decoding: bytes[start..<index], as: UTF8.self)
        if index - start <= 15, let integer = Int(literal) {
            // Up to 15 digits an integer is exact as a Double: no floating-point parse needed.
            return JSONNumber(literal: literal, value: integer == 0 && bytes[start] == UInt8(ascii: "-") ? -0.0 : Double(integer))
        }
        if let value = shortDecimal(bytes[start..<index]) { return JSONNumber(literal: literal, value: value) }
        let value = Double(literal) ?? (literal.hasPrefix("-") ? -Double.infinity : Double.infinity)
        return JSONNumber(literal: literal, value: value)
    }

    /// A decimal without exponent and of at most 15 digits (`151.2093`): its digits as an integer
    /// and 10 to the power of its decimals are exact doubles, so their quotient is the correctly
    /// rounded value `Double(String)` gives, without the general conversion. nil for any other number.
    private func shortDecimal(_ literal: ArraySlice<UInt8>) -> Double? {
        var digits = 0
        var decimals = 0
        var seenPoint = false
        var mantissa: Int64 = 0
        for byte in literal {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits += 1
                guard digits <= 15 else { return nil }
                mantissa = mantissa * 10 + Int64(byte - UInt8(ascii: "0"))
                if seenPoint { decimals += 1 }
            case UInt8(ascii: "."): seenPoint = true
            case UInt8(ascii: "-"): continue
            default: return nil
            }
        }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let magnitude = Double(mantissa) / scale
        return literal.first == UInt8(ascii: "-") ? -magnitude : magnitude
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    package func describeByte(_ byte: UInt8) -> String {
        switch byte {
        case 0x20..<0x7F: return "'\(Character(Unicode.Scalar(byte)))'"
        default: return "byte 0x\(String(byte, radix: 16, uppercase: true))"
        }
    }
}

import PushPeekModel

/// The XML form of a property list, read with a small pull parser over the bytes: the plist DTD's
/// elements (plist, dict, key, array, string, integer, real, true, false, date, data), the five
/// named entities and numeric character references, CDATA, comments, the XML declaration and the
/// DOCTYPE. Anything else is an error naming the line.
///
/// Invariant: arrays and dictionaries nest at most `PropertyListReader.maximumDepth` levels, so the
/// recursion (and the recursive values it builds) stays shallow whatever the file holds.
package struct XMLPropertyListParser {
    private struct Tag {
        var name: String
        var isClosing: Bool
        var isEmpty: Bool
    }

    private let bytes: [UInt8]
    private var index = 0

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    package mutating func parseDocument() throws(PropertyListError) -> PropertyList {
        skipMarkup()
        let root = try readTag()
        guard root.name == "plist", !root.isClosing else { throw fail("the root element is <\(root.name)>, not <plist>") }
        guard !root.isEmpty else { throw fail("<plist> is empty") }
        let value = try parseValue(depth: 1)
        try expectClosing("plist")
        skipMarkup()
        guard index >= bytes.count else { throw fail("content after </plist>") }
        return value
    }

    // MARK: Values

    private mutating func parseValue(depth: Int) throws(PropertyListError) -> PropertyList {
        skipMarkup()
        let tagStart = index
        let tag = try readTag()
        if tag.isClosing { throw fail("unexpected </\(tag.name)>; expected a value") }
        if (tag.name == "dict" || tag.name == "array") && depth > PropertyListReader.maximumDepth {
            index = tagStart
            throw fail("<\(tag.name)> nested deeper than \(PropertyListReader.maximumDepth) levels")
        }
        switch tag.name {
        case "dict":
            var entries: [(String, PropertyList)] = []
            if tag.isEmpty { return .dictionary(entries) }
            while true {
                skipMarkup()
                if isAtClosingTag { try expectClosing("dict"); return .dictionary(entries) }
                let keyTag = try readTag()
                guard keyTag.name == "key", !keyTag.isClosing else { throw fail("expected <key> in <dict>, found <\(keyTag.name)>") }
                let key = keyTag.isEmpty ? "" : try readText(closing: "key")
                entries.append((key, try parseValue(depth: depth + 1)))
            }
        case "array":
            var elements: [PropertyList] = []
            if tag.isEmpty { return .array(elements) }
            while true {
                skipMarkup()
                if isAtClosingTag { try expectClosing("array"); return .array(elements) }
                elements.append(try parseValue(depth: depth + 1))
            }
        case "true", "false":
            if !tag.isEmpty { try expectClosing(tag.name) }
            return .bool(tag.name == "true")
        case "string":
            return .string(tag.isEmpty ? "" : try readText(closing: "string"))
        case "integer":
            let text = tag.isEmpty ? "" : try readText(closing: "integer")
            guard let value = Self.integer(text.trimmingWhitespace()) else { throw fail("<integer> holds \"\(text)\"") }
            return .integer(value)
        case "real":
            let text = tag.isEmpty ? "" : try readText(closing: "real")
            guard let value = Double(text.trimmingWhitespace()) else { throw fail("<real> holds \"\(text)\"") }
            return .real(value)
        case "date":
            let text = tag.isEmpty ? "" : try readText(closing: "date")
            guard let seconds = Self.date(text.trimmingWhitespace()) else { throw fail("<date> holds \"\(text)\"") }
            return .date(seconds)
        case "data":
            let text = tag.isEmpty ? "" : try readText(closing: "data")
            guard let data = Base64.decode(text) else { throw fail("<data> is not base64") }
            return .data(data)
        case "key":
            throw fail("<key> outside a <dict>")
        default:
            throw fail("unknown element <\(tag.name)>")
        }
    }

    package static func integer(_ text: String) -> Int? {
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return Int(text.dropFirst(2), radix: 16) }
        if text.hasPrefix("-0x") || text.hasPrefix("-0X") { return Int(text.dropFirst(3), radix: 16).map { -$0 } }
        return Int(text.hasPrefix("+") ? String(text.dropFirst()) : text)
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` as seconds since 2001-01-01 (the property-list epoch).
    package static func date(_ text: String) -> Double? {
        let parts = text.split(whereSeparator: { "-T:Z".contains($0) }).map { Int($0) }
        guard parts.count == 6, let year = parts[0], let month = parts[1], let day = parts[2],
              let hour = parts[3], let minute = parts[4], let second = parts[5], (1...12).contains(month) else { return nil }
        // Days from 2001-01-01, day 11323 after 1970-01-01.
        let days = CivilDate(year: year, month: month, day: day).daysSince1970 - 11_323
        return Double(days * 86_400 + hour * 3_600 + minute * 60 + second)
    }

    // MARK: Markup

    /// Skips whitespace, comments, processing instructions and the DOCTYPE.
    private mutating func skipMarkup() {
        while index < bytes.count {
            if isWhitespace(bytes[index]) {
                index += 1
            } else if starts(with: "<!--") {
                skip(past: "-->")
            } else if starts(with: "<?") {
                skip(past: "?>")
            } else if starts(with: "<!DOCTYPE") {
                skip(past: ">")
            } else {
                return
            }
        }
    }

    private var isAtClosingTag: Bool { starts(with: "</") }

    private mutating func readTag() throws(PropertyListError) -> Tag {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else {
            throw fail(index < bytes.count ? "expected an element" : "unexpected end of file")
        }
        index += 1
        let isClosing = index < bytes.count && bytes[index] == UInt8(ascii: "/")
        if isClosing { index += 1 }
        let start = index
        while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
        let name = String(decoding: bytes[start..<index], as: UTF8.self)
        guard !name.isEmpty else { throw fail("expected an element name") }
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                let isEmpty = index >= 2 && bytes[index - 2] == UInt8(ascii: "/")
                return Tag(name: name, isClosing: isClosing, isEmpty: isEmpty && !isClosing)
            }
        }
        throw fail("unterminated <\(name)>")
    }

    private mutating func expectClosing(_ name: String) throws(PropertyListError) {
        skipMarkup()
        let tag = try readTag()
        guard tag.isClosing, tag.name == name else { throw fail("expected </\(name)>, found <\(tag.isClosing ? "/" : "")\(tag.name)>") }
    }

    /// Character data up to `</name>`, with entities and CDATA resolved.
    private mutating func readText(closing name: String) throws(PropertyListError) -> String {
        var text: [UInt8] = []
        while index < bytes.count {
            if starts(with: "<![CDATA[") {
                index += 9
                let start = index
                skip(past: "]]>")
                text += bytes[start..<max(start, index - 3)]
            } else if starts(with: "<!--") {
                skip(past: "-->")
            } else if bytes[index] == UInt8(ascii: "<") {
                try expectClosing(name)
                return String(decoding: text, as: UTF8.self)
            } else if bytes[index] == UInt8(ascii: "&") {
                text += Array(try readEntity().utf8)
            } else {
                text.append(bytes[index])
                index += 1
            }
        }
        throw fail("unterminated <\(name)>")
    }

    private mutating func readEntity() throws(PropertyListError) -> String {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: ";"), index - start < 12 { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else { throw fail("unterminated entity") }
        let name = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
        index += 1
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default:
            let value = name.hasPrefix("#x") ? UInt32(name.dropFirst(2), radix: 16) : name.hasPrefix("#") ? UInt32(name.dropFirst()) : nil
            guard let value, let scalar = Unicode.Scalar(value) else { throw fail("unknown entity &\(name);") }
            return String(scalar)
        }
    }

    // MARK: Bytes

    private func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard bytes.count - index >= count else { return false }
        let pattern = UnsafeBufferPointer(start: text.utf8Start, count: count)
        for offset in 0..<count where bytes[index + offset] != pattern[offset] { return false }
        return true
    }

    private mutating func skip(past text: StaticString) {
        while index < bytes.count, !starts(with: text) { index += 1 }
        index = min(bytes.count, index + text.utf8CodeUnitCount)
    }

    private func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private func isNameByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")
    }

    private func fail(_ message: String) -> PropertyListError {
        let end = min(index, bytes.count)
        let line = 1 + bytes[..<end].lazy.filter { $0 == 0x0A }.count
        let lineStart = bytes[..<end].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        return PropertyListError(message, line: line, column: end - lineStart + 1, offset: end)
    }
}

extension String {
    /// The text without leading and trailing XML whitespace.
    package func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}

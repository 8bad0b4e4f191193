/// Splits Swift or Objective-C source into tokens in one pass: names, string literals (Swift's
/// `"…"`, `"""…"""` and `#"…"#`, Objective-C's `@"…"`), numbers and punctuation; comments (`//`,
/// nested `/* */`) are skipped. Not a compiler's lexer: enough for the declarations an import reads.
public enum SourceTokenizer {
    public static func tokenize(_ bytes: [UInt8]) -> [SourceToken] {
        var tokens: [SourceToken] = []
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
                var depth = 0
                while index < count {
                    if bytes[index] == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "*") {
                        depth += 1
                        index += 2
                    } else if bytes[index] == UInt8(ascii: "*"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "/") {
                        depth -= 1
                        index += 2
                        if depth == 0 { break }
                    } else {
                        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                        index += 1
                    }
                }
            case UInt8(ascii: "\""):
                let start = line
                let (text, interpolated) = readString(bytes, &index, &line, hashes: 0)
                tokens.append(SourceToken(.string(interpolated: interpolated), text, line: start))
            case UInt8(ascii: "#") where index + 1 < count && (bytes[index + 1] == UInt8(ascii: "#") || bytes[index + 1] == UInt8(ascii: "\"")):
                var hashes = 0
                var cursor = index
                while cursor < count, bytes[cursor] == UInt8(ascii: "#") { hashes += 1; cursor += 1 }
                guard cursor < count, bytes[cursor] == UInt8(ascii: "\"") else {
                    tokens.append(SourceToken(.punctuation, "#", line: line))
                    index += 1
                    continue
                }
                index = cursor
                let start = line
                let (text, interpolated) = readString(bytes, &index, &line, hashes: hashes)
                tokens.append(SourceToken(.string(interpolated: interpolated), text, line: start))
            case UInt8(ascii: "`"):
                let start = index + 1
                var cursor = start
                while cursor < count, bytes[cursor] != UInt8(ascii: "`"), bytes[cursor] != UInt8(ascii: "\n") { cursor += 1 }
                tokens.append(SourceToken(.identifier, String(decoding: bytes[start..<cursor], as: UTF8.self), line: line))
                index = min(cursor + 1, count)
            default:
                if isNameStart(byte) || ((byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#")) && index + 1 < count && isNameStart(bytes[index + 1])) {
                    let start = index
                    index += 1
                    while index < count, isNameContinue(bytes[index]) { index += 1 }
                    tokens.append(SourceToken(.identifier, String(decoding: bytes[start..<index], as: UTF8.self), line: line))
                } else if byte == UInt8(ascii: "@"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "\"") {
                    index += 1
                } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                    let start = index
                    while index < count, isNameContinue(bytes[index]) || bytes[index] == UInt8(ascii: ".") && index + 1 < count
                        && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index + 1]) { index += 1 }
                    tokens.append(SourceToken(.number, String(decoding: bytes[start..<index], as: UTF8.self), line: line))
                } else {
                    tokens.append(SourceToken(.punctuation, String(Character(Unicode.Scalar(byte))), line: line))
                    index += 1
                }
            }
        }
        return tokens
    }

    /// Reads a string literal starting at its first `"`; `index` ends after the closing delimiter.
    /// Escapes are decoded (`\n`, `\t`, `\"`, `\\`, `\u{…}`); an interpolation marks it interpolated.
    static func readString(_ bytes: [UInt8], _ index: inout Int, _ line: inout Int, hashes: Int) -> (String, Bool) {
        let count = bytes.count
        let multiline = index + 2 < count && bytes[index + 1] == UInt8(ascii: "\"") && bytes[index + 2] == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        var out: [UInt8] = []
        var interpolated = false
        var parenDepth = 0
        func closes(at position: Int) -> Bool {
            let quotes = multiline ? 3 : 1
            guard position + quotes + hashes <= count else { return false }
            for offset in 0..<quotes where bytes[position + offset] != UInt8(ascii: "\"") { return false }
            for offset in 0..<hashes where bytes[position + quotes + offset] != UInt8(ascii: "#") { return false }
            return true
        }
        while index < count {
            let byte = bytes[index]
            if parenDepth > 0 {
                if byte == UInt8(ascii: "(") { parenDepth += 1 } else if byte == UInt8(ascii: ")") { parenDepth -= 1 }
                if byte == UInt8(ascii: "\n") { line += 1 }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\"") && closes(at: index) {
                index += (multiline ? 3 : 1) + hashes
                break
            }
            if byte == UInt8(ascii: "\n") {
                line += 1
                if !multiline { index += 1; break }
                out.append(byte)
                index += 1
                continue
            }
            let escapeAt = index + hashes
            if byte == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ index + 1 + $0 < count && bytes[index + 1 + $0] == UInt8(ascii: "#") }),
               escapeAt + 1 < count {
                let escaped = bytes[escapeAt + 1]
                index = escapeAt + 2
                switch escaped {
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "0"): out.append(0x00)
                case UInt8(ascii: "("): interpolated = true; parenDepth = 1
                case UInt8(ascii: "u") where index < count && bytes[index] == UInt8(ascii: "{"):
                    var scalar: UInt32 = 0
                    index += 1
                    while index < count, bytes[index] != UInt8(ascii: "}"), index < escapeAt + 14 {
                        scalar = scalar << 4 | UInt32(ASCIIPropertyListParser.hexValue(bytes[index]) ?? 0)
                        index += 1
                    }
                    index += 1
                    out += Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
                default: out.append(escaped)
                }
                continue
            }
            out.append(byte)
            index += 1
        }
        var text = String(decoding: out, as: UTF8.self)
        if multiline {
            if text.hasPrefix("\n") { text.removeFirst() }
            text = dedent(text)
        }
        return (text, interpolated)
    }

    /// A multi-line literal's lines less the closing delimiter's indentation (its last line).
    static func dedent(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let last = lines.last, last.allSatisfy({ $0 == " " || $0 == "\t" }) else { return text }
        lines.removeLast()
        return lines.map { $0.hasPrefix(last) ? String($0.dropFirst(last.count)) : $0 }.joined(separator: "\n")
    }

    static func isNameStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    static func isNameContinue(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}

import PushPeekJSON

/// Parses an XML document (an Interface Builder storyboard or xib) into `XMLElement`s in one pass:
/// start and end tags with attributes, the five named entities and numeric references, comments,
/// CDATA, processing instructions and the DOCTYPE. No I/O and no external entities; elements nest at
/// most `maximumDepth` levels.
public struct XMLDocumentParser {
    public static let maximumDepth = 256

    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1

    public static func parse(_ bytes: [UInt8], file: String) throws(InputError) -> XMLElement {
        var parser = XMLDocumentParser(bytes: bytes, file: file)
        return try parser.parseDocument()
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    private mutating func parseDocument() throws(InputError) -> XMLElement {
        var stack: [XMLElement] = []
        var root: XMLElement?
        while index < bytes.count {
            let byte = bytes[index]
            if byte != UInt8(ascii: "<") {
                let text = readText()
                if !stack.isEmpty { stack[stack.count - 1].text += text }
                continue
            }
            if starts("<!--") {
                try skip(past: "-->", what: "comment")
            } else if starts("<![CDATA[") {
                index += 9
                let start = index
                try skip(past: "]]>", what: "CDATA section")
                if !stack.isEmpty { stack[stack.count - 1].text += String(decoding: bytes[start..<(index - 3)], as: UTF8.self) }
            } else if starts("<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if starts("<!") {
                try skip(past: ">", what: "declaration")
            } else if starts("</") {
                index += 2
                let name = readName()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { throw fail("expected > after </\(name)") }
                index += 1
                guard let element = stack.popLast(), element.name == name else { throw fail("</\(name)> closes nothing open") }
                if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
            } else {
                guard root == nil else { throw fail("a second root element") }
                let startLine = line
                index += 1
                let name = readName()
                guard !name.isEmpty else { throw fail("expected an element name after <") }
                var element = XMLElement(name: name, line: startLine)
                var selfClosing = false
                while true {
                    skipSpace()
                    guard index < bytes.count else { throw fail("unexpected end of file in <\(name)>") }
                    if bytes[index] == UInt8(ascii: ">") { index += 1; break }
                    if starts("/>") { index += 2; selfClosing = true; break }
                    let attribute = readName()
                    guard !attribute.isEmpty else { throw fail("unexpected character in <\(name)>") }
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { throw fail("expected = after \(attribute)") }
                    index += 1
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                        throw fail("expected a quoted value for \(attribute)")
                    }
                    let quote = bytes[index]
                    index += 1
                    let start = index
                    while index < bytes.count, bytes[index] != quote {
                        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                        index += 1
                    }
                    guard index < bytes.count else { throw fail("unterminated value of \(attribute)") }
                    element.attributes[attribute] = Self.decodeEntities(bytes[start..<index])
                    index += 1
                }
                if selfClosing {
                    if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
                } else {
                    guard stack.count < Self.maximumDepth else { throw fail("elements nested deeper than \(Self.maximumDepth) levels") }
                    stack.append(element)
                }
            }
        }
        guard stack.isEmpty else { throw fail("<\(stack[stack.count - 1].name)> is never closed") }
        guard let root else { throw fail("no root element") }
        return root
    }

    private mutating func readText() -> String {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }
        return Self.decodeEntities(bytes[start..<index])
    }

    private mutating func readName() -> String {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            guard byte > 0x20, ![UInt8(ascii: ">"), UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: "\""),
                                 UInt8(ascii: "'")].contains(byte) else { break }
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func skipSpace() {
        while index < bytes.count, bytes[index] <= 0x20 {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }
    }

    private func starts(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return text.withUTF8Buffer { buffer in (0..<count).allSatisfy { bytes[index + $0] == buffer[$0] } }
    }

    private mutating func skip(past terminator: StaticString, what: String) throws(InputError) {
        let startLine = line
        while index < bytes.count {
            if starts(terminator) { index += terminator.utf8CodeUnitCount; return }
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }
        throw InputError(file: file, location: SourceLocation(line: startLine, column: 1, offset: index), message: "unterminated \(what)")
    }

    private func fail(_ message: String) -> InputError {
        InputError(file: file, location: SourceLocation(line: line, column: 1, offset: index), message: message)
    }

    /// `&amp;` `&lt;` `&gt;` `&quot;` `&apos;` `&#N;` `&#xH;`; anything else is kept as written.
    static func decodeEntities(_ slice: ArraySlice<UInt8>) -> String {
        guard slice.contains(UInt8(ascii: "&")) else { return String(decoding: slice, as: UTF8.self) }
        let text = String(decoding: slice, as: UTF8.self)
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[amp...]
            guard let semicolon = after.prefix(12).firstIndex(of: ";") else { out += "&"; rest = rest[rest.index(after: amp)...]; continue }
            let name = after[after.index(after: amp)..<semicolon]
            var replacement: String?
            switch name {
            case "amp": replacement = "&"
            case "lt": replacement = "<"
            case "gt": replacement = ">"
            case "quot": replacement = "\""
            case "apos": replacement = "'"
            default:
                if name.hasPrefix("#x") || name.hasPrefix("#X") {
                    replacement = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
                } else if name.hasPrefix("#") {
                    replacement = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
                }
            }
            if let replacement {
                out += replacement
                rest = rest[rest.index(after: semicolon)...]
            } else {
                out += "&"
                rest = rest[rest.index(after: amp)...]
            }
        }
        return out + rest
    }
}

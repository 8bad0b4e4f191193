/// A JSON value built for output, with keys in the order given; serialises deterministically.
public indirect enum OutputJSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([OutputJSON])
    case object([(String, OutputJSON)])

    public static func == (lhs: OutputJSON, rhs: OutputJSON) -> Bool {
        lhs.serialized() == rhs.serialized()
    }

    public static func optional(_ text: String?) -> OutputJSON { text.map { .string($0) } ?? .null }

    /// Serialises on one line (`pretty: false`) or indented by two spaces.
    public func serialized(pretty: Bool = false) -> String {
        var out = ""
        write(into: &out, pretty: pretty, indent: 0)
        return out
    }

    private func write(into out: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .int(let number): out += String(number)
        case .double(let number):
            if !number.isFinite {
                out += "null"
            } else if abs(number) < 1e15, let whole = WholeNumber.exact(number) {
                out += String(whole)
            } else {
                out += "\(number)"
            }
        case .string(let text): OutputJSON.writeString(text, into: &out)
        case .array(let elements):
            if elements.isEmpty { out += "[]"; return }
            out += "["
            for (offset, element) in elements.enumerated() {
                if offset > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
                element.write(into: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: indent) }
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{"
            for (offset, member) in members.enumerated() {
                if offset > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
                OutputJSON.writeString(member.0, into: &out)
                out += pretty ? ": " : ":"
                member.1.write(into: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: indent) }
            out += "}"
        }
    }

    /// Writes a string literal; every control character and bidi override is escaped.
    package static func writeString(_ text: String, into out: inout String) {
        out += "\""
        // ASCII (the usual case) is escaped byte by byte into one buffer; anything else scalar by scalar.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            out += String(decoding: escapedASCII(text.utf8), as: UTF8.self)
            out += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if TerminalSafeText.isUnsafe(scalar) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    /// The escaped bytes of an ASCII string: the same escapes as `writeString`'s scalar path.
    static func escapedASCII(_ bytes: String.UTF8View) -> [UInt8] {
        var escaped: [UInt8] = []
        escaped.reserveCapacity(bytes.count + 8)
        JSONLineWriter.appendEscapedASCII(bytes, to: &escaped)
        return escaped
    }

    /// Converts a parsed node back to output form (keys in source order, last duplicate wins).
    public init(_ node: JSONNode) {
        switch node.value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number):
            if number.isInteger, abs(number.value) < 1e15, let whole = WholeNumber.exact(number.value) { self = .int(whole) } else { self = .double(number.value) }
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(OutputJSON.init))
        case .object(let members):
            var seen: [String: Int] = [:]
            var result: [(String, OutputJSON)] = []
            for member in members {
                if let position = seen[member.key] {
                    result[position].1 = OutputJSON(member.value)
                } else {
                    seen[member.key] = result.count
                    result.append((member.key, OutputJSON(member.value)))
                }
            }
            self = .object(result)
        }
    }
}

extension OutputJSON {
    /// A number as JSON: an integer when the value is whole (and small enough to be exact), else a
    /// double.
    public static func number(_ value: Double) -> OutputJSON {
        abs(value) < 1e15 ? WholeNumber.exact(value).map(OutputJSON.int) ?? .double(value) : .double(value)
    }
}

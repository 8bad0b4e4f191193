/// A `Localizable.strings` table (`"key" = "value";`, comments allowed; UTF-8 or UTF-16 with BOM).
public struct LocalizedStrings: Sendable, Equatable {
    public var table: [String: String]

    public init(_ table: [String: String] = [:]) {
        self.table = table
    }

    public subscript(key: String) -> String? { table[key] }

    public static func parse(_ bytes: [UInt8], file: String? = nil) throws(InputError) -> LocalizedStrings {
        let text: String
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let littleEndian = bytes[0] == 0xFF
            var units: [UInt16] = []
            var index = 2
            while index + 1 < bytes.count {
                let (a, b) = (UInt16(bytes[index]), UInt16(bytes[index + 1]))
                units.append(littleEndian ? a | (b << 8) : (a << 8) | b)
                index += 2
            }
            text = String(decoding: units, as: UTF16.self)
        } else {
            guard let decoded = String(validating: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes, as: UTF8.self) else {
                throw InputError(file: file, message: "not UTF-8 or UTF-16 text")
            }
            text = decoded
        }
        var scanner = StringsScanner(Array(text.unicodeScalars), file: file)
        return LocalizedStrings(try scanner.parse())
    }

    /// Fills `%@`, `%n$@` (and `%%`) from `arguments`, as iOS does for `loc-args`.
    public static func format(_ template: String, _ arguments: [String]) -> String {
        var result = ""
        var next = 0
        var scalars = Array(template.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "%" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            if scalars.first == "%" {
                scalars.removeFirst()
                result += "%"
                continue
            }
            if scalars.first == "@" {
                scalars.removeFirst()
                result += next < arguments.count ? arguments[next] : ""
                next += 1
                continue
            }
            var digits = ""
            var lookahead = scalars
            while let digit = lookahead.first, ("0"..."9").contains(digit) {
                digits.unicodeScalars.append(digit)
                lookahead.removeFirst()
            }
            if !digits.isEmpty, lookahead.first == "$", lookahead.dropFirst().first == "@", let position = Int(digits) {
                scalars = lookahead.dropFirst(2)
                result += position >= 1 && position <= arguments.count ? arguments[position - 1] : ""
                continue
            }
            result += "%"
        }
        return result
    }

    /// How many arguments a template takes.
    public static func placeholderCount(_ template: String) -> Int {
        var sequential = 0
        var highest = 0
        let scalars = Array(template.unicodeScalars)
        var index = 0
        while index < scalars.count {
            defer { index += 1 }
            guard scalars[index] == "%", index + 1 < scalars.count else { continue }
            if scalars[index + 1] == "%" { index += 1; continue }
            if scalars[index + 1] == "@" { sequential += 1; index += 1; continue }
            var cursor = index + 1
            var number = 0
            while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) {
                number = min(number * 10 + Int(scalars[cursor].value - 48), 1000)
                cursor += 1
            }
            if cursor + 1 < scalars.count, cursor > index + 1, scalars[cursor] == "$", scalars[cursor + 1] == "@" {
                highest = max(highest, number)
                index = cursor + 1
            }
        }
        return max(sequential, highest)
    }
}

import PushPeekJSON

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

    /// Fills each format specifier from `arguments`, as iOS does for `loc-args`: every specifier
    /// (`%@`, `%n$@`, and also `%d`, `%s` … which lint warns about) takes the next argument, or the one
    /// its `n$` names; `%%` is a percent sign; a missing argument is empty text. A non-`%@`
    /// specifier stays as written (`%d`): `loc-args` are strings, and what iOS prints for a string
    /// under `%d` is no value the payload chose (lint's `loc-format-specifier` says so).
    public static func format(_ template: String, _ arguments: [String]) -> String {
        var result = ""
        for piece in FormatSpecifier.pieces(template) {
            switch piece {
            case .text(let text):
                result += text
            case .specifier(let specifier) where !specifier.takesString:
                result += specifier.text
            case .specifier(let specifier):
                result += specifier.argument <= arguments.count ? arguments[specifier.argument - 1] : ""
            }
        }
        return result
    }

    /// How many arguments a template takes: the highest argument any specifier reads.
    public static func placeholderCount(_ template: String) -> Int {
        specifiers(template).map(\.argument).max() ?? 0
    }

    /// The template's format specifiers, in order.
    public static func specifiers(_ template: String) -> [FormatSpecifier] {
        FormatSpecifier.pieces(template).compactMap { piece in
            if case .specifier(let specifier) = piece { return specifier }
            return nil
        }
    }
}
